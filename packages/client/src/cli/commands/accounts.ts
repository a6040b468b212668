// postlane accounts list
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
];
