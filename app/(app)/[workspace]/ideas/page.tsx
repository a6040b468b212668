import type { Metadata } from "next";
import { IdeaBoard } from "@/components/ideas/idea-board";
import { GettingStarted } from "@/components/onboarding/getting-started";
import { PageHeader } from "@/components/ui/page-header";
import { canWrite, roleAtLeast } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listIdeaColumns } from "@/lib/services/ideas/list-idea-columns";
import { getGettingStarted } from "@/lib/services/workspaces/get-getting-started";
import { judgeMembershipMove } from "@/lib/services/workspaces/membership-policy";

export const metadata: Metadata = { title: "Ideas" };

export default async function IdeasPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  const [ideaPage, gettingStarted] = await Promise.all([listIdeaColumns({ workspaceId, actor, input: {} }), getGettingStarted({ workspaceId, actor })]);
  return (
    <>
      <PageHeader title="Idea board" description="Collect ideas and move them toward publishing. Drag cards, or focus one and press Space." />
      <GettingStarted
        workspaceId={workspaceId}
        progress={gettingStarted}
        may={{
          "connect-account": roleAtLeast(role, "manager"),
          "first-post": canWrite(role),
          "invite-teammate": judgeMembershipMove(role, { kind: "invitation", verb: "invite", role: null }).allowed,
          "api-key": canWrite(role),
        }}
      />
      <IdeaBoard workspaceId={workspaceId} initialPage={ideaPage} canEdit={canWrite(role)} />
    </>
  );
}
