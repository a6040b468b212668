import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BadRequestError, formatZodError, parseInput } from "./errors";

describe("validation messages", () => {
  const schema = z.strictObject({
    accountMappings: z.array(z.object({ platform: z.string(), accountId: z.string({ error: "required" }) })),
    scheduledAt: z.string().refine(() => false, { error: "must be in the future" }),
  });

  it("names the path of each problem", () => {
    const result = schema.safeParse({ accountMappings: [{ platform: "x", accountId: "a" }, { platform: "y" }], scheduledAt: "2020" });
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toBe("accountMappings[1].accountId: required; scheduledAt: must be in the future");
  });

  it("lists unknown fields by name", () => {
    const result = schema.safeParse({ accountMappings: [], scheduledAt: "x", colour: "red", size: 1 });
    expect(formatZodError(result.error!)).toContain("unknown fields: colour, size");
  });

  it("turns a failed parse into a 400", () => {
    expect(() => parseInput(schema, null)).toThrow(BadRequestError);
  });
});
