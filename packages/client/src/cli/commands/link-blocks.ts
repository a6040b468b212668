// postlane links add-block | update-block | delete-block | reorder-blocks: the blocks of a link page's draft
// (POST /links/{id}/blocks, PATCH and DELETE /links/{id}/blocks/{blockId}, POST /links/{id}/blocks/reorder).
// A block's fields depend on its type, so they are given as JSON (the API's CreateLinkBlockRequest).
import { unwrap } from "../../client.js";
import { jsonValue, stringList, UsageError, type Command, type OptionSpec } from "../command.js";
import { printRecord, printTable } from "../output.js";

const dataOption: OptionSpec = {
  type: "string",
  valueName: "json",
  description: 'The block as JSON (inline, @file or - for stdin), e.g. \'{"type":"link","label":"Shop","url":"https://shop.example.com"}\'.',
};

function blockData(values: Parameters<typeof jsonValue>[0], action: string): Record<string, unknown> {
  const data = jsonValue(values, "data");
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new UsageError(`links ${action} needs --data with a JSON object`);
  return data as Record<string, unknown>;
}

export const linkBlockCommands: Command[] = [
  {
    group: "links",
    action: "add-block",
    summary: "Add a block (link, header, text, social, posts, embed) at the end of a page's draft",
    args: ["<id>"],
    options: { data: dataOption },
    examples: ['postlane links add-block <id> --data \'{"type":"link","label":"Shop","url":"https://shop.example.com"}\''],
    run: async ({ client, args, values, print }) => {
      const { block } = await unwrap(client.POST("/links/{id}/blocks", { params: { path: { id: args[0] } }, body: blockData(values, "add-block") as never }));
      print({ block }, () => printRecord({ id: block.id, type: block.type, position: block.position }));
    },
  },
  {
    group: "links",
    action: "update-block",
    summary: "Change a block's fields (its type cannot change; null clears an optional field)",
    args: ["<id>", "<blockId>"],
    options: { data: { ...dataOption, description: "The fields to change as JSON (inline, @file or - for stdin)." } },
    run: async ({ client, args, values, print }) => {
      const { block } = await unwrap(
        client.PATCH("/links/{id}/blocks/{blockId}", { params: { path: { id: args[0], blockId: args[1] } }, body: blockData(values, "update-block") }),
      );
      print({ block }, () => printRecord({ id: block.id, type: block.type, position: block.position }));
    },
  },
  {
    group: "links",
    action: "delete-block",
    summary: "Remove a block from a page's draft",
    args: ["<id>", "<blockId>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.DELETE("/links/{id}/blocks/{blockId}", { params: { path: { id: args[0], blockId: args[1] } } }));
      print(result, () => console.log(`Deleted block ${args[1]}.`));
    },
  },
  {
    group: "links",
    action: "reorder-blocks",
    summary: "Put a page's blocks in a new order (every block id, once)",
    args: ["<id>"],
    options: {
      block: { type: "string", multiple: true, short: "b", valueName: "blockId", description: "A block id, in the new order; repeat for every block." },
    },
    run: async ({ client, args, values, print }) => {
      const blockIds = stringList(values, "block");
      if (blockIds.length === 0) throw new UsageError("links reorder-blocks needs --block for every block, in order");
      const answer = await unwrap(client.POST("/links/{id}/blocks/reorder", { params: { path: { id: args[0] } }, body: { blockIds } }));
      print(answer, () => printTable(answer.blocks, { position: (b) => b.position, id: (b) => b.id, type: (b) => b.type }, "blocks"));
    },
  },
];
