// postlane accounts list
import { unwrap } from "../../client.js";
import type { Command } from "../command.js";
import { localTime, printTable } from "../output.js";

export const accountCommands: Command[] = [
  {
    group: "accounts",
    action: "list",
    summary: "List the workspace's connected social accounts (their ids are what posts are published to)",
    run: async ({ client, print }) => {
      const { accounts } = await unwrap(client.GET("/accounts"));
      print(accounts, () =>
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
