// postlane webhooks list | create | update | delete
import { unwrap, type Schema } from "../../client.js";
import { stringList, stringValue, UsageError, type Command, type OptionSpec } from "../command.js";
import { localTime, printRecord, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";

type Webhook = Schema<"Webhook">;
type EventType = Webhook["events"][number];

const showWebhook = (hook: Webhook) =>
  printRecord({
    id: hook.id,
    url: hook.url,
    events: hook.events.join(", "),
    description: hook.description,
    enabled: hook.enabled ? "yes" : `no${hook.disabledReason ? ` (${hook.disabledReason})` : ""}`,
    created: localTime(hook.createdAt),
  });

const eventOption: OptionSpec = {
  type: "string",
  multiple: true,
  short: "e",
  valueName: "event",
  description: "An event type to send (post.published, post.failed …); repeat for several.",
};

export const webhookCommands: Command[] = [
  {
    group: "webhooks",
    action: "list",
    summary: "List webhook endpoints",
    options: pageOptions("webhooks", { defaultValue: 200, max: 200 }),
    run: async ({ client, values, print, note }) => {
      const answer = await readList(values, note, (query) => unwrap(client.GET("/webhooks", { params: { query } })), "webhooks");
      const webhooks = answer.webhooks;
      print(answer, () =>
        printTable(webhooks, { id: (h) => h.id, enabled: (h) => (h.enabled ? "yes" : "no"), events: (h) => h.events.join(","), url: (h) => h.url }, "webhooks"),
      );
    },
  },
  {
    group: "webhooks",
    action: "create",
    summary: "Add a webhook endpoint; its signing secret is shown once",
    options: {
      url: { type: "string", valueName: "url", description: "The https URL that receives the events." },
      event: eventOption,
      description: { type: "string", valueName: "text", description: "A note for people (at most 500 characters)." },
    },
    run: async ({ client, values, print }) => {
      const url = stringValue(values, "url");
      const events = stringList(values, "event") as EventType[];
      if (!url || events.length === 0) throw new UsageError("webhooks create needs --url and at least one --event");
      const description = stringValue(values, "description");
      const created = await unwrap(client.POST("/webhooks", { body: { url, events, ...(description !== undefined ? { description } : {}) } }));
      print(created, () => {
        showWebhook(created.webhook);
        console.log(`\nSigning secret (shown only now): ${created.secret}`);
      });
    },
  },
  {
    group: "webhooks",
    action: "update",
    summary: "Change a webhook's URL, events or description, or turn it on or off",
    args: ["<id>"],
    options: {
      url: { type: "string", valueName: "url", description: "A new receiving URL. Default: unchanged." },
      event: { ...eventOption, description: "Replaces the event types; repeat for several. Default: unchanged." },
      description: { type: "string", valueName: "text", description: "A new note; an empty string clears it. Default: unchanged." },
      enable: { type: "boolean", description: "Turn it on (also re-enables one disabled after failing)." },
      disable: { type: "boolean", description: "Turn it off; unsent deliveries are dropped." },
    },
    run: async ({ client, args, values, print }) => {
      if (values.enable && values.disable) throw new UsageError("Choose --enable or --disable, not both");
      const url = stringValue(values, "url");
      const events = stringList(values, "event") as EventType[];
      const description = stringValue(values, "description");
      const body: Schema<"UpdateWebhookRequest"> = {
        ...(url !== undefined ? { url } : {}),
        ...(events.length > 0 ? { events } : {}),
        ...(description !== undefined ? { description: description === "" ? null : description } : {}),
        ...(values.enable ? { enabled: true } : values.disable ? { enabled: false } : {}),
      };
      if (Object.keys(body).length === 0) throw new UsageError("Nothing to change: give --url, --event, --description, --enable or --disable");
      const { webhook } = await unwrap(client.PATCH("/webhooks/{id}", { params: { path: { id: args[0] } }, body }));
      print({ webhook }, () => showWebhook(webhook));
    },
  },
  {
    group: "webhooks",
    action: "delete",
    summary: "Delete a webhook endpoint",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.DELETE("/webhooks/{id}", { params: { path: { id: args[0] } } }));
      print(result, () => console.log(`Deleted webhook ${args[0]}.`));
    },
  },
];
