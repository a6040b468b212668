// Posting schedules and queue entries -> snake_case JSON (the MCP tools; the same shapes a REST door would use).
import type { AccountSchedule } from "../../services/schedules/posting-schedules";
import type { QueueEntry } from "../../services/schedules/queue";

export function serializeSchedule(schedule: AccountSchedule) {
  return {
    account_id: schedule.accountId,
    platform: schedule.platform,
    platform_username: schedule.platformUsername,
    time_zone: schedule.timeZone,
    slots: schedule.slots,
  };
}

export function serializeQueueEntry(entry: QueueEntry) {
  return {
    at: entry.at.toISOString(),
    slot_account_ids: entry.slotAccountIds,
    posts: entry.posts.map((p) => ({
      id: p.id,
      title: p.title,
      caption: p.caption,
      scheduled_at: p.scheduledAt.toISOString(),
      account_ids: p.accountIds,
      awaiting_approval: p.awaitingApproval,
    })),
  };
}
