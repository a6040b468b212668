// postlane posts list | get | create | update | delete | publish | retry-comment | validate
import { unwrap, type Schema } from "../../client.js";
import { stringValue, UsageError, type Command } from "../command.js";
import { localTime, printRecord, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";
import { postInput, postInputOptions } from "./post-input.js";

type Post = Schema<"Post">;
type UpdatePostRequest = Schema<"UpdatePostRequest">;
const POST_STATUSES = ["draft", "scheduled", "queued", "published", "partial_published", "failed"] as const;

/** Where a post went, in a line: `bluesky ✓ https://…`, `mastodon ✗ caption too long`. */
function results(post: Post): string {
  return post.platform_results
    .map(
      (r) => `${r.platform} ${r.success ? "ok" : "failed"}${r.remote_permalink ? ` ${r.remote_permalink}` : r.error ? `: ${r.error}` : ""}${firstComment(r)}`,
    )
    .join("; ");
}

/** The first comment's outcome beside its post's result. */
function firstComment(result: Post["platform_results"][number]): string {
  const comment = result.first_comment;
  if (!comment) return "";
  return comment.status === "failed"
    ? ` (first comment failed: ${comment.error ?? "unknown"}; postlane posts retry-comment)`
    : ` (first comment ${comment.status})`;
}

function printCreateResult(result: Schema<"CreatePostResult">): void {
  printRecord({ status: result.status, posts: result.postIds.join(", ") });
  if (result.dispatchDeferred) console.log("Publishing was deferred: the rows are stored and will be published shortly.");
}

export const postCommands: Command[] = [
  {
    group: "posts",
    action: "list",
    summary: "List posts, newest first",
    options: {
      status: { type: "string", valueName: "status", description: `Only posts in this status: ${POST_STATUSES.join(", ")}. Default: all.` },
      ...pageOptions("posts", { defaultValue: 50, max: 200 }),
    },
    examples: ["postlane posts list --status published --all --json"],
    run: async ({ client, values, print, note }) => {
      const status = stringValue(values, "status") as (typeof POST_STATUSES)[number] | undefined;
      const answer = await readList(values, note, (query) => unwrap(client.GET("/posts", { params: { query: { status, ...query } } })), "posts");
      const posts = answer.posts;
      print(answer, () =>
        printTable(
          posts,
          {
            id: (p) => p.id,
            status: (p) => p.status,
            platforms: (p) => p.platforms.join(","),
            when: (p) => localTime(p.published_at ?? p.scheduled_at ?? p.created_at),
            caption: (p) => p.title ?? p.caption,
          },
          "posts",
        ),
      );
    },
  },
  {
    group: "posts",
    action: "get",
    summary: "Show one post and where it was published",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const { post } = await unwrap(client.GET("/posts/{id}", { params: { path: { id: args[0] } } }));
      print({ post }, () =>
        printRecord({
          id: post.id,
          status: post.status,
          platforms: post.platforms.join(", "),
          title: post.title,
          caption: post.caption,
          media: post.media_urls.join(" "),
          scheduled: localTime(post.scheduled_at),
          published: localTime(post.published_at),
          results: results(post),
        }),
      );
    },
  },
  {
    group: "posts",
    action: "create",
    summary: "Create a draft, schedule it (--at) or publish it now (--publish)",
    options: {
      ...postInputOptions,
      at: { type: "string", valueName: "time", description: "Schedule for this ISO 8601 instant (e.g. 2026-12-01T09:00:00Z). Default: a draft." },
      publish: { type: "boolean", description: "Publish now instead of saving a draft." },
    },
    examples: [
      'postlane posts create --caption "Hello" --account bluesky --publish',
      "postlane posts create --body post.json --at 2026-12-01T09:00:00Z --json",
    ],
    run: async ({ client, values, print }) => {
      const at = stringValue(values, "at");
      if (at && values.publish) throw new UsageError("Choose --at (schedule) or --publish (now), not both");
      const input = await postInput(client, values);
      const status = at ? "scheduled" : values.publish ? "published" : (input.status ?? "draft");
      const result = await unwrap(client.POST("/posts", { body: { ...input, status, ...(at ? { scheduledAt: at } : {}) } }));
      print(result, () => printCreateResult(result));
    },
  },
  {
    group: "posts",
    action: "update",
    summary: "Change a draft or scheduled post: only the fields given",
    args: ["<id>"],
    options: {
      ...postInputOptions,
      body: { type: "string", valueName: "file", description: "A JSON file with an UpdatePostRequest ('-' reads stdin); the flags above override its fields." },
      at: { type: "string", valueName: "time", description: "Schedule (or reschedule) for this ISO 8601 instant. Default: the schedule stays." },
      draft: { type: "boolean", description: "Turn a scheduled post back into a draft (it will not be published until scheduled again)." },
      notes: { type: "string", valueName: "text", description: 'Notes for the team, never published; "" clears them.' },
    },
    examples: ['postlane posts update <id> --caption "Fixed typo"', "postlane posts update <id> --at 2026-12-01T09:00:00Z --account bluesky"],
    run: async ({ client, args, values, print }) => {
      const at = stringValue(values, "at");
      if (at && values.draft) throw new UsageError("Choose --at (schedule) or --draft, not both");
      const notes = stringValue(values, "notes");
      // The same flags as `posts create`; PATCH takes each of them (a field left out stays as it is).
      const body: UpdatePostRequest = {
        ...((await postInput(client, values)) as UpdatePostRequest),
        ...(at ? { status: "scheduled" as const, scheduledAt: at } : {}),
        ...(values.draft ? { status: "draft" as const } : {}),
        ...(notes !== undefined ? { notes } : {}),
      };
      if (Object.keys(body).length === 0) throw new UsageError("Give at least one field to change (see --help)");
      const { post } = await unwrap(client.PATCH("/posts/{id}", { params: { path: { id: args[0] } }, body }));
      print({ post }, () => printRecord({ id: post.id, status: post.status, caption: post.caption, scheduled: localTime(post.scheduled_at) }));
    },
  },
  {
    group: "posts",
    action: "delete",
    summary: "Delete a post (it leaves every list; published copies on the networks stay)",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.DELETE("/posts/{id}", { params: { path: { id: args[0] } } }));
      print(result, () => console.log(`Deleted post ${args[0]}.`));
    },
  },
  {
    group: "posts",
    action: "duplicate",
    summary: "Copy a post (any status, published too) into a new draft with the same caption, media and networks",
    args: ["<id>"],
    run: async ({ client, args, print, note }) => {
      const answer = await unwrap(client.POST("/posts/{id}/duplicate", { params: { path: { id: args[0] } } }));
      if (answer.skippedChannels.length > 0) note(`Left out (account disconnected or gone): ${answer.skippedChannels.join(", ")}`);
      print(answer, () => printRecord({ id: answer.post.id, status: answer.post.status, copied_from: answer.duplicateOf, caption: answer.post.caption }));
    },
  },
  {
    group: "posts",
    action: "publish",
    summary: "Publish a draft or scheduled post now",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.POST("/posts/{id}/publish", { params: { path: { id: args[0] } } }));
      print(result, () => printCreateResult(result));
    },
  },
  {
    group: "posts",
    action: "retry-comment",
    summary: "Post a published post's failed first comment again, alone",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const { post } = await unwrap(client.POST("/posts/{id}/retry-comment", { params: { path: { id: args[0] } } }));
      print({ post }, () => printRecord({ id: post.id, status: post.status, results: results(post) }));
    },
  },
  {
    group: "posts",
    action: "validate",
    summary: "Check a post against every chosen network's rules without storing anything",
    options: postInputOptions,
    run: async ({ client, values, print }) => {
      const result = await unwrap(client.POST("/posts/validate", { body: await postInput(client, values) }));
      print(result, () => {
        if (result.valid) console.log("Valid: every chosen network would accept this post.");
        else printTable(result.problems, { platform: (p) => p.platform ?? "all", field: (p) => p.field, problem: (p) => p.message }, "problems");
      });
      // A post a network would refuse is a failure for a script too, --json or not.
      if (!result.valid) process.exitCode = 1;
    },
  },
];
