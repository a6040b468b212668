"use server";

// The Queue page's writes. Its reads go through GET /api/queue/{schedules,upcoming,best-times}.
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { setPostingSchedule } from "@/lib/services/schedules/posting-schedules";
import { moveInQueue } from "@/lib/services/schedules/queue";
import type { Slot } from "@/lib/services/schedules/slots";

export async function setScheduleAction(workspaceId: string, accountId: string, schedule: { timeZone: string; slots: Slot[] }) {
  return runAction(async () => setPostingSchedule({ workspaceId, actor: await sessionActor(), accountId, input: schedule }));
}

export async function moveInQueueAction(workspaceId: string, postId: string, to: string) {
  return runAction(async () => moveInQueue({ workspaceId, actor: await sessionActor(), input: { id: postId, to } }));
}
