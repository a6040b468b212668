// The compact schema a tool list advertises says the same as the zod input it comes from, and the zod input
// still decides: a call the compact schema does not spell out in full is validated as strictly as before.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_SCOPES } from "../auth/scopes";
import { createMcpServer } from "./create-mcp-server";
import { compactInputSchema } from "./tool-schema";

const NO_RULES = { summarize: new Set<string>(), describe: {}, share: new Set<string>() };

describe("compactInputSchema", () => {
  it("keeps types, limits, enums and required; drops zod's regex for a format and its ±2^53 integer bounds", () => {
    const input = z.strictObject({
      at: z.iso.datetime({ offset: true }).describe("when"),
      count: z.number().int().describe("how many"),
      kind: z.enum(["a", "b"]).optional().describe("which"),
      name: z.string().max(10).describe("label"),
    });
    expect(compactInputSchema(input, NO_RULES).schema).toEqual({
      type: "object",
      properties: {
        at: { type: "string", format: "date-time", description: "when" },
        count: { type: "integer", description: "how many" },
        kind: { type: "string", enum: ["a", "b"], description: "which" },
        name: { type: "string", maxLength: 10, description: "label" },
      },
      required: ["at", "count", "name"],
      additionalProperties: false,
    });
  });

  it("inlines a definition used once, keeps one used twice in $defs, and moves a long repeated piece there", () => {
    const once = z.object({ x: z.string() }).meta({ id: "Once" });
    const twice = z.object({ y: z.string() }).meta({ id: "Twice" });
    const colour = z.enum(["crimson", "vermilion", "ultramarine", "viridian", "ochre", "sepia", "umber", "cerulean"]);
    const input = z.object({ a: once, b: twice, c: twice, primary: colour, others: z.array(colour) });
    const { schema } = compactInputSchema(input, NO_RULES);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.a).toMatchObject({ type: "object", properties: { x: { type: "string" } } });
    expect(properties.b).toEqual({ $ref: "#/$defs/Twice" });
    expect(properties.primary).toEqual({ $ref: "#/$defs/Primary" });
    expect(properties.others).toEqual({ type: "array", items: { $ref: "#/$defs/Primary" } });
    expect(Object.keys(schema.$defs as object).sort()).toEqual(["Primary", "Twice"]);
  });

  it("summarizes the named objects to one line, spells a shared type once, and refers to a shared definition by tool", () => {
    const thread = z.array(z.object({ text: z.string(), mediaUrl: z.url().optional() })).max(25);
    const note = z.string().optional();
    const alpha = z.object({ title: z.string().max(100), note, parts: thread.optional() }).meta({ id: "AlphaOptions", required: ["title"] });
    const beta = z.object({ parts: thread.optional(), note, mode: z.enum(["x", "y"]).optional() }).meta({ id: "BetaOptions" });
    const gamma = z.object({ note, flag: z.boolean().optional() }).meta({ id: "GammaOptions" });
    const delta = z.object({ count: z.number().int().min(0).optional() }).meta({ id: "DeltaOptions" });
    const options = z.object({ alpha: alpha.optional(), beta: beta.optional(), gamma: gamma.optional(), delta: delta.optional() }).meta({ id: "Options" });
    const input = z.object({ options: options.optional().describe("per network") });
    const summarize = new Set(["AlphaOptions", "BetaOptions", "GammaOptions", "DeltaOptions"]);
    const rules = { summarize, describe: { Options: "Options per network." }, share: new Set(["Options"]) };

    const spelled = compactInputSchema(input, rules);
    expect(spelled.spelled).toEqual(["Options"]);
    // note is on most (3 of 4): listed once with the one lacking it; parts is on 2 of 4: its long type is named.
    expect(spelled.schema.properties).toEqual({
      options: {
        type: "object",
        properties: {
          alpha: { description: "title* <=100; parts: Parts" },
          beta: { description: "parts: Parts; mode: x|y" },
          gamma: { description: "flag: bool" },
          delta: { description: "count: integer >=0" },
        },
        description: "Options per network. On all but delta: note. Parts = {text*, mediaUrl: url}[] <=25.",
      },
    });

    const referred = compactInputSchema(input, rules, new Map([["Options", "create_thing"]]));
    expect(referred.schema.properties).toEqual({ options: { type: "object", description: "Options: as in create_thing's input schema." } });
  });
});

describe("tool calls against the compact list", () => {
  async function connect() {
    const server = createMcpServer({ authorize: () => Promise.reject(new Error("validation comes first")), scopes: API_SCOPES });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "postlane-test", version: "1.0.0" });
    await client.connect(clientSide);
    return client;
  }

  it("validate options the list only summarizes with the full zod schema, naming the field", async () => {
    const client = await connect();
    const call = (platformOptions: unknown) =>
      client.callTool({ name: "create_post", arguments: { caption: "x", accountMappings: [{ platform: "youtube" }], platformOptions } }) as Promise<{
        isError?: boolean;
        content: { text: string }[];
      }>;
    const wrongEnum = await call({ youtube: { title: "t", privacyStatus: "friends" } });
    expect(wrongEnum.isError).toBe(true);
    expect(JSON.parse(wrongEnum.content[0].text)).toMatchObject({
      error: expect.stringMatching(/^platformOptions\.youtube\.privacyStatus: /),
      code: "validation_failed",
      status: 400,
    });
    const tooLong = await call({ pinterest: { boardId: "1", title: "t".repeat(101) } });
    expect(JSON.parse(tooLong.content[0].text).error).toContain("platformOptions.pinterest.title: must be at most 100 characters");
    await client.close();
  });
});
