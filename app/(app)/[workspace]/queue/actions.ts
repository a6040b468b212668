"use server";

import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import { bestTimes } from "@/lib/services/schedules/best-times";
import { listPostingSchedules, setPostingSchedule } from "@/lib/services/schedules/posting-schedules";
import { moveInQueue } from "@/lib/services/schedules/queue";
import type { Slot } from "@/lib/services/schedules/slots";
import { queueEntries } from "./queue-entries";

export async function listSchedulesAction(workspaceId: string) {
  return runAction(async () => listPostingSchedules({ workspaceId, actor: await sessionActor() }));
}

export async function setScheduleAction(workspaceId: string, accountId: string, schedule: { timeZone: string; slots: Slot[] }) {
  return runAction(async () => setPostingSchedule({ workspaceId, actor: await sessionActor(), accountId, input: schedule }));
}

// The next two weeks of slots and scheduled posts; instants as ISO strings for the client.
export async function upcomingQueueAction(workspaceId: string) {
  return runAction(async () => queueEntries(workspaceId, await sessionActor()));
}

export async function moveInQueueAction(workspaceId: string, postId: string, to: string) {
  return runAction(async () => moveInQueue({ workspaceId, actor: await sessionActor(), postId, to }));
}

export async function bestTimesAction(workspaceId: string, timeZone: string) {
  return runAction(async () => bestTimes({ workspaceId, actor: await sessionActor(), timeZone }));
}
