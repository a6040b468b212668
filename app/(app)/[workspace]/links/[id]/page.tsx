import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LinkEditor } from "@/components/links/link-editor";
import { canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { NotFoundError } from "@/lib/errors";
import { getLinkPage } from "@/lib/services/links/get-link-page";
import { getLinkPreviewContext } from "@/lib/services/links/get-link-preview-context";

export const metadata: Metadata = { title: "Edit link page" };

export default async function LinkEditorPage({ params }: { params: Promise<{ workspace: string; id: string }> }) {
  const { workspace: workspaceId, id } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  const page = await getLinkPage({ workspaceId, actor, input: { id } }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const context = await getLinkPreviewContext({ workspaceId, actor });
  return <LinkEditor workspaceId={workspaceId} initialPage={page} context={context} canEdit={canWrite(role)} />;
}
