// postlane review-links list | create | get | revoke: links where a client without an account approves posts
import { unwrap } from "../../client.js";
import { integerValue, stringList, stringValue, UsageError, type Command } from "../command.js";
import { localTime, printRecord, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";

export const reviewLinkCommands: Command[] = [
  {
    group: "review-links",
    action: "list",
    summary: "List the workspace's client review links (newest first), without their secret addresses",
    options: pageOptions("review links", { defaultValue: 200, max: 200 }),
    run: async ({ client, values, print, note }) => {
      const answer = await readList(values, note, (query) => unwrap(client.GET("/review-links", { params: { query } })), "reviewLinks");
      print(answer, () =>
        printTable(
          answer.reviewLinks,
          {
            id: (l) => l.id,
            title: (l) => l.title,
            state: (l) => l.state,
            posts: (l) => l.postCount,
            decisions: (l) => l.decisionCount,
            expires: (l) => localTime(l.expiresAt),
          },
          "review links",
        ),
      );
    },
  },
  {
    group: "review-links",
    action: "create",
    summary: "Make a review link for chosen posts (--post) or a date range of accounts (--from, --to, --account)",
    options: {
      post: { type: "string", multiple: true, valueName: "id", description: "A post to review. Repeat for several (at most 100)." },
      from: { type: "string", valueName: "time", description: "With --to and --account: every draft and scheduled post in [from, to) (ISO 8601)." },
      to: { type: "string", valueName: "time", description: "The end of the range (exclusive, ISO 8601)." },
      account: { type: "string", multiple: true, valueName: "id", description: "An account whose posts in the range are reviewed. Repeat for several." },
      title: { type: "string", short: "t", valueName: "text", description: 'The heading the client reads. Default: "Posts for review (N)".' },
      days: { type: "string", valueName: "n", description: "How long the link works, 1 to 90 days. Default: 14." },
      passcode: { type: "string", valueName: "text", description: "A passcode the client types first. Default: none." },
    },
    run: async ({ client, values, print }) => {
      const postIds = stringList(values, "post");
      const from = stringValue(values, "from");
      const to = stringValue(values, "to");
      const accountIds = stringList(values, "account");
      if (postIds.length === 0 && !(from && to && accountIds.length > 0)) {
        throw new UsageError("review-links create needs --post <id> (repeatable), or --from, --to and --account");
      }
      const title = stringValue(values, "title");
      const expiresInDays = integerValue(values, "days");
      const passcode = stringValue(values, "passcode");
      const answer = await unwrap(
        client.POST("/review-links", {
          body: {
            ...(postIds.length > 0 ? { postIds } : { range: { from: from!, to: to!, accountIds } }),
            ...(title !== undefined ? { title } : {}),
            ...(expiresInDays !== undefined ? { expiresInDays } : {}),
            ...(passcode !== undefined ? { passcode } : {}),
          },
        }),
      );
      print(answer, () =>
        printRecord({ id: answer.reviewLink.id, posts: answer.reviewLink.postCount, expires: localTime(answer.reviewLink.expiresAt), url: answer.url }),
      );
    },
  },
  {
    group: "review-links",
    action: "get",
    summary: "Show one review link: its state, how many posts and decisions",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const answer = await unwrap(client.GET("/review-links/{id}", { params: { path: { id: args[0] } } }));
      print(answer, () => printRecord({ ...answer.reviewLink }));
    },
  },
  {
    group: "review-links",
    action: "revoke",
    summary: "Revoke a review link: it opens nothing and decides nothing from now on",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const answer = await unwrap(client.DELETE("/review-links/{id}", { params: { path: { id: args[0] } } }));
      print(answer, () => console.log(`Revoked review link ${args[0]}.`));
    },
  },
];
