// Posting schedules and queue entries -> their JSON (GET/PUT /accounts/{id}/schedule, GET /queue, the MCP tools).
// camelCase as every additive resource; the snake_case names answered first stay beside them, deprecated
// (lib/schemas/deprecated-names.ts), and the routes say so in a Deprecation header (lib/api/deprecation.ts).
import type { AccountSchedule } from "../../services/schedules/posting-schedules";
import type { QueueEntry } from "../../services/schedules/queue";

export function serializeSchedule(schedule: AccountSchedule) {
  return {
    accountId: schedule.accountId,
    platform: schedule.platform,
    platformUsername: schedule.platformUsername,
    timeZone: schedule.timeZone,
    slots: schedule.slots,
    account_id: schedule.accountId,
    platform_username: schedule.platformUsername,
    time_zone: schedule.timeZone,
  };
}

export function serializeQueueEntry(entry: QueueEntry) {
  return {
    at: entry.at.toISOString(),
    slotAccountIds: entry.slotAccountIds,
    posts: entry.posts.map((p) => ({
      id: p.id,
      title: p.title,
      caption: p.caption,
      scheduledAt: p.scheduledAt.toISOString(),
      accountIds: p.accountIds,
      awaitingApproval: p.awaitingApproval,
      scheduled_at: p.scheduledAt.toISOString(),
      account_ids: p.accountIds,
      awaiting_approval: p.awaitingApproval,
    })),
    slot_account_ids: entry.slotAccountIds,
  };
}

/** POST /queue's answer (and MCP add_to_queue's): CreatePostResult's camelCase, `scheduled_at` kept beside. */
export function serializeQueued({ postIds, scheduledAt }: { postIds: string[]; scheduledAt: Date }) {
  return { postIds, status: "scheduled" as const, scheduledAt: scheduledAt.toISOString(), scheduled_at: scheduledAt.toISOString() };
}
