import type { Metadata } from "next";
import { IdeaBoard } from "@/components/ideas/idea-board";
import { PageHeader } from "@/components/ui/page-header";
import { canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";
import { listIdeas } from "@/lib/services/ideas/list-ideas";

export const metadata: Metadata = { title: "Ideas" };

export default async function IdeasPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const ideas = await listIdeas({ workspaceId, actor: { kind: "user", userId: user.id } });
  return (
    <>
      <PageHeader title="Idea board" description="Collect ideas and move them toward publishing. Drag cards, or focus one and press Space." />
      <IdeaBoard workspaceId={workspaceId} initialIdeas={ideas} canEdit={canWrite(role)} />
    </>
  );
}
