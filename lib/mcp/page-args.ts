// The paging arguments of every MCP list tool, read by the REST API's own rule (lib/schemas/common.ts): a limit
// above the list's maximum is read as the maximum, and `cursor` is the `nextCursor` a previous call returned.
import { z } from "zod";
import { parseInput } from "../errors";
import { listQuery } from "../schemas/common";

interface Limits {
  defaultValue: number;
  max: number;
}

/** The `limit` and `cursor` arguments of a list tool. */
export function pageArgs({ defaultValue, max }: Limits) {
  return {
    limit: z.number().int().positive().optional().describe(`At most this many, up to ${max}; omitted: ${defaultValue}`),
    cursor: z.string().max(500).optional().describe("nextCursor of the previous call, for the next page; omitted: the first page"),
  };
}

/** The tool's arguments as the page query the list services take (the same clamp and checks as the API's). */
export function pageFromArgs(limits: Limits, args: { limit?: number; cursor?: string }) {
  return parseInput(listQuery(limits), {
    ...(args.cursor === undefined ? {} : { cursor: args.cursor }),
    ...(args.limit === undefined ? {} : { limit: String(args.limit) }),
  });
}
