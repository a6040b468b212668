// The schema's rules shown under a credential field in the web app's voice: advice that starts with a capital,
// never "must be …" or a field's code name.
import { describe, expect, it } from "vitest";
import { formatZodError, zodFieldProblem } from "@/lib/errors";
import { connectDiscordInput } from "@/lib/schemas/connect";
import { placeError } from "./credential-form";

describe("placeError", () => {
  const fields = ["botToken", "channelId", "webhookUrl"];

  it("turns a short Discord bot token's rule into advice under the token field", () => {
    const parsed = connectDiscordInput.safeParse({ mode: "bot", botToken: "abc", channelId: "123456789012" });
    expect(parsed.success).toBe(false);
    expect(placeError(zodFieldProblem(parsed.error!), formatZodError(parsed.error!), fields, { botToken: "abc" })).toEqual({
      field: "botToken",
      text: "Enter the bot token from the Discord developer portal",
    });
  });

  it("says 'Fill this in.' for a field left empty, told by its value, and leaves a message about no field as it is", () => {
    for (const channelId of [undefined, "", "   "]) {
      const parsed = connectDiscordInput.safeParse({ mode: "bot", botToken: "a-bot-token-long-enough-xx", channelId });
      expect(parsed.success).toBe(false);
      expect(placeError(zodFieldProblem(parsed.error!), formatZodError(parsed.error!), fields, { botToken: "a-bot-token-long-enough-xx", channelId })).toEqual({
        field: "channelId",
        text: "Fill this in.",
      });
    }
    expect(placeError(null, "Discord could not be reached. Try again in a moment.", fields, {})).toEqual({
      field: null,
      text: "Discord could not be reached. Try again in a moment.",
    });
  });
});
