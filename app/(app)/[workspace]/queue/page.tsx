import type { Metadata } from "next";
import { QueueView } from "@/components/queue/queue-view";
import { PageHeader } from "@/components/ui/page-header";
import { canChangeWorkspaceSettings, canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listPostingSchedules } from "@/lib/services/schedules/posting-schedules";
import { selectableZones } from "@/lib/time/time-zone";
import { queueEntries } from "@/components/queue/queue-entries";

export const metadata: Metadata = { title: "Queue" };

export default async function QueuePage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role, workspace } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  // The queue in the first HTML too: fetched after hydration, it came a round trip after the rest of the page.
  const [schedules, queue] = await Promise.all([listPostingSchedules({ workspaceId, actor }), queueEntries(workspaceId, actor)]);
  return (
    <>
      <PageHeader title="Queue" description="Posting times per account, and what goes out in each. “Add to queue” in the composer takes the next free slot." />
      <QueueView
        workspaceId={workspaceId}
        initialSchedules={schedules}
        initialQueue={queue}
        canEdit={canWrite(role)}
        workspaceZone={{ zone: workspace.timeZone, canEdit: canChangeWorkspaceSettings(role) }}
        zones={selectableZones()}
      />
    </>
  );
}
