// Paths of posting schedules and the queue (additive to the v1 contract): an account's weekly posting times,
// the upcoming slots with their posts, and "add to queue" (a post scheduled at the next free slot).
import { QUEUE_MAX_DAYS, queueQuery } from "../../schemas/queue";
import { auth, deprecationResponseHeaders, envelope, idempotencyParam, idParam, quotaHeaders, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

export const queueOperations = defineOperations({
  getPostingSchedule: {
    method: "get",
    path: "/accounts/{id}/schedule",
    summary: "Get an account's posting schedule",
    scope: "accounts:read",
    description:
      "Additive (beyond the v1 contract). Weekly posting times (ISO weekday, HH:MM) in the schedule's IANA time zone; `timeZone` is null until one is set. " +
      "The snake_case names answered first (`time_zone` …) are still sent beside, deprecated (`Deprecation` header).",
    parameters: [idParam],
    status: 200,
    response: envelope("schedule", ref("PostingSchedule")),
    headers: deprecationResponseHeaders,
    errors: [...auth, 403, 404],
  },
  setPostingSchedule: {
    method: "put",
    path: "/accounts/{id}/schedule",
    summary: "Set an account's posting schedule",
    scope: "posts:write",
    description:
      "Additive. Replaces the account's posting times (at most 70; repeats dropped, sorted). Needs `posts:write`: the schedule decides when queued posts go out.",
    parameters: [idParam],
    body: ref("SetPostingScheduleRequest"),
    example: {
      timeZone: "Europe/Lisbon",
      slots: [
        { day: 1, time: "09:00" },
        { day: 3, time: "12:30" },
        { day: 5, time: "17:45" },
      ],
    },
    status: 200,
    response: envelope("schedule", ref("PostingSchedule")),
    headers: deprecationResponseHeaders,
    errors: [400, ...auth, 403, 404, 413],
  },
  listQueue: {
    method: "get",
    path: "/queue",
    query: queueQuery,
    summary: "List the queue",
    scope: "posts:read",
    description: `Additive. Every posting slot of the next \`days\` days (default 14, at most ${QUEUE_MAX_DAYS}) with the live scheduled posts in it, and scheduled posts set for other times, in time order.`,
    parameters: [{ name: "days", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: QUEUE_MAX_DAYS } }],
    status: 200,
    response: envelope("queue", { type: "array", items: ref("QueueEntry") }),
    headers: deprecationResponseHeaders,
    errors: [400, ...auth, 403],
  },
  addToQueue: {
    method: "post",
    path: "/queue",
    summary: "Add a post to the queue",
    scope: "posts:write",
    description:
      "Additive. Creates the post scheduled at the earliest posting slot of its accounts that no scheduled post of those accounts holds (within 8 weeks); " +
      "400 when they have none. Same body and quota as `POST /posts` without `status` and `scheduledAt`.",
    parameters: [idempotencyParam],
    body: ref("AddToQueueRequest"),
    example: {
      caption: "Tip of the week: glaze thin, fire slow.",
      accountMappings: [{ platform: "instagram", accountId: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" }, { platform: "threads" }],
      platformCaptions: { threads: "Tip of the week: glaze thin, fire slow. What's yours?" },
      mediaUrls: ["https://cdn.example.com/media/glaze-tip.jpg"],
      mediaType: "image",
    },
    status: 201,
    response: ref("AddToQueueResult"),
    headers: { ...quotaHeaders, ...deprecationResponseHeaders },
    errors: [400, ...auth, 402, 403, 409, 413, 422],
  },
});
