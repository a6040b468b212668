// runAction's refusals carry what a component decides by: the code, and for a problem with one field its name
// and words apart from the message (the credential forms place errors by them, never by parsing the message).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ForbiddenError, parseInput } from "@/lib/errors";
import { runAction } from "./action-result";

describe("runAction", () => {
  it("names the field of a one-field problem, and none for the others", async () => {
    const schema = z.strictObject({ chatId: z.string({ error: "required" }), botToken: z.string({ error: "required" }) });
    expect(await runAction(async () => parseInput(schema, { botToken: "x" }))).toEqual({
      ok: false,
      error: "chatId: required",
      code: "validation_failed",
      field: "chatId",
      detail: "required",
    });
    // Two problems, or an unknown field, name no single field: the message is shown above the form.
    expect(await runAction(async () => parseInput(schema, {}))).toEqual({
      ok: false,
      error: "chatId: required; botToken: required",
      code: "validation_failed",
    });
    expect(await runAction(async () => parseInput(schema, { chatId: "a", botToken: "b", extra: 1 }))).toEqual({
      ok: false,
      error: "unknown field: extra",
      code: "validation_failed",
    });
    expect(await runAction(async () => Promise.reject(new ForbiddenError("chatId: not yours")))).toEqual({
      ok: false,
      error: "chatId: not yours",
      code: "forbidden",
    });
  });
});
