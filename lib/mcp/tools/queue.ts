// Posting schedules and the queue (the Queue page's services): an assistant can read and set an account's
// posting times, see what goes out when, and add a post to the next free slot. Adding to the queue schedules,
// so a drafts-only key is refused it by the posts service (403), as scheduling is.
import { z } from "zod";
import { serializeQueued, serializeQueueEntry, serializeSchedule } from "../../api/serializers/serialize-queue";
import { createPostRequest } from "../../schemas/posts";
import { addToQueue } from "../../services/schedules/add-to-queue";
import { listPostingSchedules, setPostingSchedule } from "../../services/schedules/posting-schedules";
import { upcomingQueue } from "../../services/schedules/queue";
import { postingSlot } from "../../schemas/queue";
import { ADDITIVE, defineTool, READ_ONLY } from "../define-tool";

export const queueTools = [
  defineTool({
    name: "list_posting_schedules",
    title: "List posting schedules",
    description: "Each connected account's posting times: weekday (1 = Monday … 7 = Sunday) and HH:MM in its IANA time zone; null timeZone = none set.",
    operation: "getPostingSchedule",
    annotations: READ_ONLY,
    input: z.object({}),
    run: async (_args, { auth }) => ({ schedules: (await listPostingSchedules({ workspaceId: auth.workspaceId, actor: auth.actor })).map(serializeSchedule) }),
  }),
  defineTool({
    name: "set_posting_schedule",
    title: "Set an account's posting schedule",
    description:
      "Replaces the account's posting times (at most 70) in an IANA time zone, e.g. { timeZone: 'Europe/Berlin', slots: [{ day: 1, time: '09:30' }] }.",
    operation: "setPostingSchedule",
    annotations: { ...ADDITIVE, idempotentHint: true },
    input: z.object({
      accountId: z.string().describe("The account's id (from list_accounts)"),
      timeZone: z.string().describe("The IANA time zone the slot times are in, e.g. Europe/Berlin or America/New_York"),
      slots: z.array(postingSlot).describe("Every posting time of the week (replaces the current ones), at most 70; [] clears the schedule"),
    }),
    run: async ({ accountId, ...schedule }, { auth }) => ({
      schedule: await setPostingSchedule({ workspaceId: auth.workspaceId, actor: auth.actor, accountId, input: schedule }),
    }),
  }),
  defineTool({
    name: "list_queue",
    title: "List the queue",
    description: "The posting slots of the next `days` days (default 14, at most 56) with the scheduled posts in them, and scheduled posts outside any slot.",
    operation: "listQueue",
    annotations: READ_ONLY,
    input: z.object({ days: z.number().int().min(1).max(56).optional().describe("How many days ahead, 1 to 56; omitted: 14") }),
    run: async ({ days }, { auth }) => ({ queue: (await upcomingQueue({ workspaceId: auth.workspaceId, actor: auth.actor, days })).map(serializeQueueEntry) }),
  }),
  defineTool({
    name: "add_to_queue",
    title: "Add a post to the queue",
    description:
      "Use it for a post at the next free posting time rather than a named time: schedules it at its accounts' earliest free slot " +
      "(within 8 weeks). create_post's fields without status and scheduledAt.",
    operation: "addToQueue",
    annotations: ADDITIVE,
    input: createPostRequest.omit({ status: true, scheduledAt: true }),
    run: async (args, { auth }) => {
      const { postIds, scheduledAt } = await addToQueue({ workspaceId: auth.workspaceId, actor: auth.actor, input: args });
      return serializeQueued({ postIds, scheduledAt });
    },
  }),
];
