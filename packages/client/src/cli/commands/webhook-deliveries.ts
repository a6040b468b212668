// postlane webhooks get | deliveries | test | resend | rotate-secret: one endpoint, its delivery log and its
// secret (GET /webhooks/{id}, GET /webhooks/{id}/deliveries, POST …/test, …/deliveries/{deliveryId}/resend,
// …/rotate-secret).
import { unwrap, type Schema } from "../../client.js";
import { integerValue, type Command } from "../command.js";
import { localTime, printRecord, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";

type Delivery = Schema<"WebhookDelivery">;

const deliveryTable = (deliveries: Delivery[]) =>
  printTable(
    deliveries,
    {
      id: (d) => d.id,
      event: (d) => d.eventType,
      status: (d) => d.status,
      attempts: (d) => d.attempts,
      answer: (d) => d.responseStatus,
      last: (d) => localTime(d.lastAttemptAt),
    },
    "deliveries",
  );

export const webhookDeliveryCommands: Command[] = [
  {
    group: "webhooks",
    action: "get",
    summary: "Show a webhook endpoint and its latest deliveries",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const answer = await unwrap(client.GET("/webhooks/{id}", { params: { path: { id: args[0] } } }));
      print(answer, () => {
        printRecord({
          id: answer.webhook.id,
          url: answer.webhook.url,
          events: answer.webhook.events.join(", "),
          enabled: answer.webhook.enabled ? "yes" : "no",
        });
        console.log("");
        deliveryTable(answer.deliveries);
      });
    },
  },
  {
    group: "webhooks",
    action: "deliveries",
    summary: "List an endpoint's delivery log, newest first",
    args: ["<id>"],
    options: pageOptions("deliveries", { defaultValue: 50, max: 200 }),
    run: async ({ client, args, values, print, note }) => {
      const answer = await readList(
        values,
        note,
        (query) => unwrap(client.GET("/webhooks/{id}/deliveries", { params: { path: { id: args[0] }, query } })),
        "deliveries",
      );
      print(answer, () => deliveryTable(answer.deliveries));
    },
  },
  {
    group: "webhooks",
    action: "test",
    summary: "Send a test event to an endpoint now",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const answer = await unwrap(client.POST("/webhooks/{id}/test", { params: { path: { id: args[0] } } }));
      print(answer, () => deliveryTable([answer.delivery]));
    },
  },
  {
    group: "webhooks",
    action: "resend",
    summary: "Send a delivery again now (the same webhook-id and body)",
    args: ["<id>", "<deliveryId>"],
    run: async ({ client, args, print }) => {
      const answer = await unwrap(client.POST("/webhooks/{id}/deliveries/{deliveryId}/resend", { params: { path: { id: args[0], deliveryId: args[1] } } }));
      print(answer, () => deliveryTable([answer.delivery]));
    },
  },
  {
    group: "webhooks",
    action: "rotate-secret",
    summary: "Make a new signing secret; the old one keeps signing beside it for the overlap",
    args: ["<id>"],
    options: { "overlap-hours": { type: "string", valueName: "hours", description: "How long the old secret still signs (0 to 168). Default: 24." } },
    run: async ({ client, args, values, print }) => {
      const overlapHours = integerValue(values, "overlap-hours");
      const answer = await unwrap(
        client.POST("/webhooks/{id}/rotate-secret", { params: { path: { id: args[0] } }, body: overlapHours !== undefined ? { overlapHours } : {} }),
      );
      print(answer, () => {
        printRecord({ id: answer.webhook.id, "old secret until": localTime(answer.webhook.previousSecretExpiresAt) });
        console.log(`\nNew signing secret (shown only now): ${answer.secret}`);
      });
    },
  },
];
