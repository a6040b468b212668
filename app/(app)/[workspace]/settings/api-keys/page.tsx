import type { Metadata } from "next";
import { EmptyState, PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";
import { listApiKeys } from "@/lib/services/api-keys/list-api-keys";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user } = await getWorkspaceContext(workspaceId);
  const keys = await listApiKeys({ workspaceId, actor: { kind: "user", userId: user.id } });
  return (
    <>
      <PageHeader title="API keys" description="Keys for the REST API at /functions/v1/api, each bound to this workspace." />
      {keys.length === 0 ? (
        <EmptyState title="No API keys yet">Create a key to publish from scripts and automations.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-2 font-medium">Name</th>
                <th className="px-4 py-2 font-medium">Key</th>
                <th className="px-4 py-2 font-medium">Mode</th>
                <th className="px-4 py-2 font-medium">Scopes</th>
                <th className="px-4 py-2 font-medium">Created</th>
                <th className="px-4 py-2 font-medium">Last used</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {keys.map((key) => (
                <tr key={key.id} className={key.revokedAt ? "text-slate-400" : undefined}>
                  <td className="px-4 py-2">{key.name}{key.revokedAt ? " (revoked)" : ""}</td>
                  <td className="px-4 py-2 font-mono">{key.displayPrefix}…</td>
                  <td className="px-4 py-2">{key.mode}</td>
                  <td className="px-4 py-2">{key.scopes.join(", ")}</td>
                  <td className="px-4 py-2">{key.createdAt.toISOString().slice(0, 10)}</td>
                  <td className="px-4 py-2">{key.lastUsedAt ? key.lastUsedAt.toISOString().slice(0, 16).replace("T", " ") : "never"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
