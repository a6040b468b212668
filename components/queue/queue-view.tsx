"use client";

// The Queue page: each account's posting schedule, and the upcoming slots with what goes out in them.
import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { moveInQueueAction, setScheduleAction } from "@/lib/actions/queue";
import type { queueEntries } from "@/components/queue/queue-entries";
import { getJson } from "@/components/ui/get-json";
import { EmptyState } from "@/components/ui/page-header";
import { toast } from "@/components/ui/toaster";
import { useTimeFormat } from "@/components/ui/viewer-time";
import type { AccountSchedule } from "@/lib/services/schedules/posting-schedules";
import { zoneLabel } from "@/lib/time/time-zone";
import { QueueList, type QueuePost, type QueueSlot } from "./queue-list";
import { ScheduleEditor } from "./schedule-editor";

export function QueueView({
  workspaceId,
  initialSchedules,
  initialQueue,
  canEdit,
  workspaceZone,
  zones,
}: {
  workspaceId: string;
  initialSchedules: AccountSchedule[];
  initialQueue: Awaited<ReturnType<typeof queueEntries>>;
  canEdit: boolean;
  /** The workspace's default zone (new schedules start there) and whether this person may change it. */
  workspaceZone: { zone: string; canEdit: boolean };
  /** The zones the server accepts. */
  zones: string[];
}) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const f = useTimeFormat();
  // The first render comes with the page (queue-entries.ts, the JSON shape of GET /api/queue/upcoming); later
  // reads go through GET route handlers (not server actions, which Next runs one at a time behind the saves and moves).
  const schedules = useQuery({
    queryKey: ["schedules", workspaceId],
    queryFn: async ({ signal }) => (await getJson<{ schedules: AccountSchedule[] }>("/api/queue/schedules", { workspace: workspaceId }, signal)).schedules,
    initialData: initialSchedules,
  });
  const queue = useQuery({
    queryKey: ["queue", workspaceId],
    queryFn: async ({ signal }) => (await getJson<{ queue: QueueSlot[] }>("/api/queue/upcoming", { workspace: workspaceId }, signal)).queue,
    initialData: initialQueue,
  });

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["schedules", workspaceId] }),
      queryClient.invalidateQueries({ queryKey: ["queue", workspaceId] }),
      queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] }),
    ]);
  }

  async function save(accountId: string, next: Parameters<typeof setScheduleAction>[2]): Promise<boolean> {
    try {
      const result = await setScheduleAction(workspaceId, accountId, next);
      if (!result.ok) toast.error(result.error);
      return result.ok;
    } catch {
      toast.error("Could not reach the server. Try again.");
      return false;
    } finally {
      await refresh();
    }
  }

  async function move(post: QueuePost, to: string) {
    setMoving(true);
    try {
      const result = await moveInQueueAction(workspaceId, post.id, to);
      if (result.ok) toast.success(`Moved to ${f.dateTime(to)}${result.data.swapped ? "; the post there took its old time" : ""}`);
      else toast.error(result.error);
    } catch {
      toast.error("Could not reach the server. Try again.");
    } finally {
      setMoving(false);
      await refresh();
    }
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="schedules-heading" className="space-y-3">
        <h2 id="schedules-heading" className="text-base font-semibold">
          Posting schedule
        </h2>
        {/* The workspace's zone is set on the Workspace settings page (issue 38); the queue says which it is. */}
        <p className="text-sm text-slate-600" data-testid="queue-workspace-zone">
          New posting schedules start in the workspace’s time zone, {zoneLabel(workspaceZone.zone)}.{" "}
          {workspaceZone.canEdit ? (
            <Link href={`/${workspaceId}/settings/workspace`} className="font-medium text-brand-700 hover:underline">
              Change it in Workspace settings
            </Link>
          ) : null}
        </p>
        {schedules.data.length === 0 ? (
          <EmptyState title="No accounts yet">Connect an account on the Accounts page, then give it posting times here.</EmptyState>
        ) : (
          <div className="grid gap-3 lg:grid-cols-2">
            {schedules.data.map((schedule) => (
              <ScheduleEditor
                key={schedule.accountId}
                workspaceId={workspaceId}
                schedule={schedule}
                defaultZone={workspaceZone.zone}
                zones={zones}
                canEdit={canEdit}
                onSave={(next) => save(schedule.accountId, next)}
              />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="upcoming-heading" className="space-y-3" aria-busy={queue.isFetching || moving}>
        <h2 id="upcoming-heading" className="text-base font-semibold">
          Upcoming <span className="text-sm font-normal text-slate-500">· times in {zoneLabel(f.viewer.timeZone)}</span>
        </h2>
        {queue.isError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            The queue could not be loaded. Retrying…
          </p>
        ) : null}
        <QueueList
          workspaceId={workspaceId}
          entries={queue.data}
          schedules={schedules.data}
          canEdit={canEdit}
          busy={moving}
          onMove={(post, to) => void move(post, to)}
        />
      </section>
    </div>
  );
}
