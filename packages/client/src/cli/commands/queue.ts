// postlane queue list | add | schedule | set-schedule: the upcoming posting slots with their posts (GET /queue),
// a post at the next free slot (POST /queue), and an account's weekly posting times (GET/PUT
// /accounts/{id}/schedule).
import { unwrap, type Schema } from "../../client.js";
import { integerValue, stringList, stringValue, UsageError, type Command } from "../command.js";
import { localTime, printRecord, printTable } from "../output.js";
import { postInput, postInputOptions } from "./post-input.js";

const showSchedule = (schedule: Schema<"PostingSchedule">) =>
  printRecord({
    account: schedule.accountId,
    network: schedule.platform,
    username: schedule.platformUsername,
    "time zone": schedule.timeZone ?? "none set",
    slots: schedule.slots.map((s) => `${s.day}@${s.time}`).join(", "),
  });

/** `--slot 1@09:00` (ISO weekday @ HH:MM) as a PostingSlot. */
function slot(text: string): Schema<"PostingSlot"> {
  const match = /^([1-7])@(\d{2}:\d{2})$/.exec(text);
  if (!match) throw new UsageError(`--slot must be <weekday 1-7>@<HH:MM>, e.g. 1@09:00, got "${text}"`);
  return { day: Number(match[1]), time: match[2] };
}

export const queueCommands: Command[] = [
  {
    group: "queue",
    action: "list",
    summary: "List the posting slots of the coming days with the scheduled posts in them",
    options: { days: { type: "string", valueName: "n", description: "How many days ahead (1 to 56). Default: 14." } },
    run: async ({ client, values, print }) => {
      const days = integerValue(values, "days");
      const answer = await unwrap(client.GET("/queue", { params: { query: days !== undefined ? { days } : {} } }));
      print(answer, () =>
        printTable(
          answer.queue,
          { at: (e) => localTime(e.at), posts: (e) => e.posts.length, captions: (e) => e.posts.map((p) => p.caption ?? p.title ?? p.id).join(" | ") },
          "slots in the period",
        ),
      );
    },
  },
  {
    group: "queue",
    action: "add",
    summary: "Create a post scheduled at the next free posting slot of its accounts",
    options: postInputOptions,
    run: async ({ client, values, print }) => {
      const { status: _status, scheduledAt: _at, ...input } = await postInput(client, values);
      const answer = await unwrap(client.POST("/queue", { body: input }));
      print(answer, () => printRecord({ posts: answer.postIds.join(", "), scheduled: localTime(answer.scheduledAt) }));
    },
  },
  {
    group: "queue",
    action: "schedule",
    summary: "Show an account's weekly posting times",
    args: ["<accountId>"],
    run: async ({ client, args, print }) => {
      const answer = await unwrap(client.GET("/accounts/{id}/schedule", { params: { path: { id: args[0] } } }));
      print(answer, () => showSchedule(answer.schedule));
    },
  },
  {
    group: "queue",
    action: "set-schedule",
    summary: "Replace an account's weekly posting times",
    args: ["<accountId>"],
    options: {
      "time-zone": { type: "string", valueName: "zone", description: "The IANA time zone of the times, e.g. Europe/Lisbon (required)." },
      slot: {
        type: "string",
        multiple: true,
        valueName: "day@HH:MM",
        description: "A posting time: ISO weekday (1 = Monday) @ HH:MM; repeat for several; none clears them.",
      },
    },
    examples: ["postlane queue set-schedule <accountId> --time-zone Europe/Lisbon --slot 1@09:00 --slot 3@12:30"],
    run: async ({ client, args, values, print }) => {
      const timeZone = stringValue(values, "time-zone");
      if (!timeZone) throw new UsageError("queue set-schedule needs --time-zone");
      const slots = stringList(values, "slot").map(slot);
      const answer = await unwrap(client.PUT("/accounts/{id}/schedule", { params: { path: { id: args[0] } }, body: { timeZone, slots } }));
      print(answer, () => showSchedule(answer.schedule));
    },
  },
];
