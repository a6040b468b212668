// postlane posts retry | submit | approve | request-changes: a failed row tried again, and the approval steps
// (POST /posts/{id}/retry, /submit, /approve, /request-changes). --json prints the API's answer as it is.
import { unwrap, type Schema } from "../../client.js";
import { stringValue, UsageError, type Command } from "../command.js";
import { localTime, printRecord } from "../output.js";

const showPost = (post: Schema<"Post">) =>
  printRecord({ id: post.id, status: post.status, approval: post.approval.state, scheduled: localTime(post.scheduled_at), comment: post.approval.comment });

export const approvalCommands: Command[] = [
  {
    group: "posts",
    action: "retry",
    summary: "Publish a failed post row again",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.POST("/posts/{id}/retry", { params: { path: { id: args[0] } } }));
      print(result, () => printRecord({ id: args[0], status: "queued again" }));
    },
  },
  {
    group: "posts",
    action: "submit",
    summary: "Submit a draft for approval, to be scheduled or published as asked once approved",
    args: ["<id>"],
    options: {
      at: { type: "string", valueName: "time", description: "When approved, schedule it for this ISO 8601 instant. Default: published when approved." },
    },
    run: async ({ client, args, values, print }) => {
      const at = stringValue(values, "at");
      const body: Schema<"SubmitForApprovalRequest"> = at ? { scheduledAt: at } : {};
      const result = await unwrap(client.POST("/posts/{id}/submit", { params: { path: { id: args[0] } }, body }));
      print(result, () => showPost(result.post));
    },
  },
  {
    group: "posts",
    action: "approve",
    summary: "Approve a post awaiting approval (managers and up); it is scheduled or published as its author asked",
    args: ["<id>"],
    options: { comment: { type: "string", valueName: "text", description: "A note the author sees." } },
    run: async ({ client, args, values, print }) => {
      const comment = stringValue(values, "comment");
      const result = await unwrap(client.POST("/posts/{id}/approve", { params: { path: { id: args[0] } }, body: comment !== undefined ? { comment } : {} }));
      print(result, () => showPost(result.post));
    },
  },
  {
    group: "posts",
    action: "request-changes",
    summary: "Send a post awaiting approval back to its author with a comment",
    args: ["<id>"],
    options: { comment: { type: "string", valueName: "text", description: "What to change (required)." } },
    run: async ({ client, args, values, print }) => {
      const comment = stringValue(values, "comment");
      if (!comment) throw new UsageError("posts request-changes needs --comment");
      const result = await unwrap(client.POST("/posts/{id}/request-changes", { params: { path: { id: args[0] } }, body: { comment } }));
      print(result, () => showPost(result.post));
    },
  },
];
