// Posting schedules and the queue (additive to the v1 contract): the request and response shapes of
// GET/PUT /accounts/{id}/schedule and GET/POST /queue, also the OpenAPI components.
import { z } from "zod";
import { timestampOut } from "./common";
import { deprecatedName } from "./deprecated-names";
import { timeZone } from "./time-zone";
import { createPostRequest } from "./posts";

export const MAX_SLOTS = 70;
export const QUEUE_MAX_DAYS = 56;

const dayError = "must be 1 (Monday) to 7 (Sunday)";
export const postingSlot = z
  .object({
    day: z
      .number({ error: "must be a weekday number" })
      .int({ error: dayError })
      .min(1, { error: dayError })
      .max(7, { error: dayError })
      .meta({ description: "ISO weekday: 1 = Monday … 7 = Sunday." }),
    time: z
      .string({ error: "must be a time" })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time as HH:MM (00:00 to 23:59)" })
      .meta({ description: "Time of day as HH:MM, 24-hour (00:00 to 23:59), in the schedule's time zone." }),
  })
  .meta({ id: "PostingSlot", description: "A weekly posting time: ISO weekday (1 = Monday) and HH:MM in the schedule's time zone." });
export type PostingSlot = z.infer<typeof postingSlot>;

export const setPostingScheduleRequest = z
  .strictObject({
    timeZone,
    slots: z.array(postingSlot, { error: "must be a list of { day, time }" }).max(MAX_SLOTS, { error: `must have at most ${MAX_SLOTS} slots` }),
  })
  .meta({ id: "SetPostingScheduleRequest", description: "Replaces the account's posting times; repeats are dropped and the slots sorted." });

/**
 * @public Reached through the zod registry: the OpenAPI document lists it as a component (lib/api/openapi.ts).
 * camelCase as every additive resource (docs/api-v1.md "Naming rule"), so what GET answers can be PUT back; the
 * snake_case names it answered first stay beside them, deprecated (lib/schemas/deprecated-names.ts).
 */
export const postingScheduleResponse = z
  .object({
    accountId: z.uuid(),
    platform: z.string(),
    platformUsername: z.string(),
    timeZone: z.string().nullable().meta({ description: "null until a schedule is set" }),
    slots: z.array(postingSlot),
    account_id: deprecatedName(z.uuid(), "accountId"),
    platform_username: deprecatedName(z.string(), "platformUsername"),
    time_zone: deprecatedName(z.string().nullable(), "timeZone"),
  })
  .meta({ id: "PostingSchedule" });

/** @public Reached through the zod registry: the OpenAPI document lists it as a component (lib/api/openapi.ts). Named as PostingSchedule is. */
export const queueEntryResponse = z
  .object({
    at: z.string().meta({ description: "The slot's instant (ISO 8601, UTC)" }),
    slotAccountIds: z.array(z.uuid()).meta({ description: "Accounts whose schedules have this slot; empty for a post set for another time" }),
    posts: z.array(
      z.object({
        id: z.uuid(),
        title: z.string().nullable(),
        caption: z.string().nullable(),
        scheduledAt: timestampOut,
        accountIds: z.array(z.uuid()),
        awaitingApproval: z.boolean().meta({ description: "A draft awaiting approval at the time its author asked for (it is scheduled once approved)" }),
        scheduled_at: deprecatedName(timestampOut, "scheduledAt"),
        account_ids: deprecatedName(z.array(z.uuid()), "accountIds"),
        awaiting_approval: deprecatedName(z.boolean(), "awaitingApproval"),
      }),
    ),
    slot_account_ids: deprecatedName(z.array(z.uuid()), "slotAccountIds"),
  })
  .meta({ id: "QueueEntry" });

export const addToQueueRequest = createPostRequest
  .omit({ status: true, scheduledAt: true })
  .meta({ id: "AddToQueueRequest", description: "A CreatePostRequest without `status` and `scheduledAt`: the post is scheduled at the next free slot." });

/** @public Reached through the zod registry: the OpenAPI document lists it as a component (lib/api/openapi.ts). */
export const addToQueueResult = z
  .object({ postIds: z.array(z.uuid()), status: z.literal("scheduled"), scheduledAt: timestampOut, scheduled_at: deprecatedName(timestampOut, "scheduledAt") })
  .meta({ id: "AddToQueueResult" });

export const queueQuery = z.object({
  days: z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number from 1 to ${QUEUE_MAX_DAYS}` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= QUEUE_MAX_DAYS, { error: `must be a whole number from 1 to ${QUEUE_MAX_DAYS}` })
    .optional(),
});
