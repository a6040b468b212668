import type { Metadata } from "next";
import { QueueView } from "@/components/queue/queue-view";
import { PageHeader } from "@/components/ui/page-header";
import { canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";
import { listPostingSchedules } from "@/lib/services/schedules/posting-schedules";

export const metadata: Metadata = { title: "Queue" };

export default async function QueuePage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const schedules = await listPostingSchedules({ workspaceId, actor: { kind: "user", userId: user.id } });
  return (
    <>
      <PageHeader title="Queue" description="Posting times per account, and what goes out in each. “Add to queue” in the composer takes the next free slot." />
      <QueueView workspaceId={workspaceId} initialSchedules={schedules} canEdit={canWrite(role)} />
    </>
  );
}
