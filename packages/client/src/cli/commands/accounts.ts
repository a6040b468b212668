// postlane accounts list | disconnect | boards
import { unwrap } from "../../client.js";
import type { Command } from "../command.js";
import { localTime, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";

export const accountCommands: Command[] = [
  {
    group: "accounts",
    action: "list",
    summary: "List the workspace's connected social accounts (their ids are what posts are published to)",
    options: pageOptions("accounts", { defaultValue: 200, max: 200 }),
    run: async ({ client, values, print, note }) => {
      const answer = await readList(values, note, (query) => unwrap(client.GET("/accounts", { params: { query } })), "accounts");
      const accounts = answer.accounts;
      print(answer, () =>
        printTable(
          accounts,
          {
            id: (a) => a.id,
            platform: (a) => a.platform,
            username: (a) => a.platform_username,
            connected: (a) => (a.requires_reauth ? "reconnect needed" : a.is_connected ? "yes" : "no"),
            since: (a) => localTime(a.connected_at),
          },
          "connected accounts",
        ),
      );
    },
  },
  {
    group: "accounts",
    action: "disconnect",
    summary: "Disconnect an account: its tokens are erased and publishing to it stops; its history stays",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      await unwrap(client.DELETE("/accounts/{id}", { params: { path: { id: args[0] } } }));
      // 204: the API answers no body; --json prints what happened in the same words.
      print({ id: args[0], disconnected: true }, () => console.log(`Disconnected account ${args[0]}.`));
    },
  },
  {
    group: "accounts",
    action: "boards",
    summary: "List a Pinterest account's boards (their ids go in platformOptions.pinterest.boardId)",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const answer = await unwrap(client.GET("/accounts/{id}/boards", { params: { path: { id: args[0] } } }));
      print(answer, () => printTable(answer.boards, { id: (b) => b.id, name: (b) => b.name }, "boards"));
    },
  },
];
