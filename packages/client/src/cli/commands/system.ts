// postlane system health | openapi: whether the app answers (GET /health) and the OpenAPI document it serves
// (GET /openapi.json), e.g. to generate a client of your own.
import { unwrap } from "../../client.js";
import type { Command } from "../command.js";
import { printRecord } from "../output.js";

export const systemCommands: Command[] = [
  {
    group: "system",
    action: "health",
    summary: "Check that the app and its database answer",
    run: async ({ client, print }) => {
      const answer = await unwrap(client.GET("/health"));
      const { ok } = answer as { ok?: boolean };
      print(answer, () => printRecord({ app: "answers", database: ok ? "reachable" : "unreachable" }));
    },
  },
  {
    group: "system",
    action: "openapi",
    summary: "Print the OpenAPI document the app serves (JSON, with or without --json)",
    run: async ({ client }) => {
      console.log(JSON.stringify(await unwrap(client.GET("/openapi.json")), null, 2));
    },
  },
];
