import type { Metadata } from "next";
import Link from "next/link";
import { ApiKeyList } from "@/components/api-keys/api-key-list";
import { CreateApiKeyButton } from "@/components/api-keys/create-api-key-button";
import { PageHeader } from "@/components/ui/page-header";
import { canManageMembers, canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listApiKeys } from "@/lib/services/api-keys/list-api-keys";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const keys = await listApiKeys({ workspaceId, actor: { kind: "user", userId: user.id } });
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys for the REST API at /functions/v1/api and the MCP server at /functions/v1/mcp, each bound to this workspace and acting with your role."
        actions={canWrite(role) ? <CreateApiKeyButton workspaceId={workspaceId} /> : null}
      />
      {!canWrite(role) ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          You are a viewer in this workspace, so you cannot create API keys.
        </p>
      ) : null}
      <ApiKeyList
        workspaceId={workspaceId}
        currentUserEmail={user.email}
        canRevokeOthers={canManageMembers(role)}
        keys={keys.map((k) => ({
          id: k.id,
          name: k.name,
          displayPrefix: k.displayPrefix,
          mode: k.mode,
          scopes: k.scopes,
          draftsOnly: k.draftsOnly,
          createdAt: k.createdAt.toISOString(),
          lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
          expiresAt: k.expiresAt?.toISOString() ?? null,
          revokedAt: k.revokedAt?.toISOString() ?? null,
          createdBy: k.createdBy.name ?? k.createdBy.email,
          createdByEmail: k.createdBy.email,
        }))}
      />
      <p className="mt-6 text-sm text-slate-600">
        How to call the API, every endpoint and its scopes:{" "}
        <Link href="/docs/api" className="font-medium text-brand-700 hover:underline">
          API reference
        </Link>
        .
      </p>
    </>
  );
}
