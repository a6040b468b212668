// Where a credential form's problem shows and in which words, decided by the field and by who refused it: the
// form's own advice for a value its check refused (never the schema's "must be …"), the server's words for a
// value the network refused, "Fill this in." for an empty field.
import { describe, expect, it } from "vitest";
import { formatZodError, zodFieldProblem } from "@/lib/errors";
import { connectDiscordInput } from "@/lib/schemas/connect";
import { placeError } from "./credential-form";

describe("placeError", () => {
  const fields = { botToken: "Enter the bot token from the Discord developer portal", channelId: "Enter a Discord id", webhookUrl: "Enter a webhook URL" };

  it("turns a short Discord bot token's rule into advice under the token field", () => {
    const parsed = connectDiscordInput.safeParse({ mode: "bot", botToken: "abc", channelId: "123456789012" });
    expect(parsed.success).toBe(false);
    expect(placeError(zodFieldProblem(parsed.error!), formatZodError(parsed.error!), fields, { botToken: "abc" }, "form")).toEqual({
      field: "botToken",
      text: "Enter the bot token from the Discord developer portal",
    });
  });

  it("gives the network's refusal under the field it names, in the server's words", () => {
    const refused = { field: "channelId", detail: "discord has no channel 123456789012 that this bot can see" };
    expect(placeError(refused, `channelId: ${refused.detail}`, fields, { channelId: "123456789012" }, "server")).toEqual({
      field: "channelId",
      text: "Discord has no channel 123456789012 that this bot can see",
    });
  });

  it("says 'Fill this in.' for a field left empty, told by its value, and leaves a message about no field as it is", () => {
    for (const channelId of [undefined, "", "   "]) {
      const parsed = connectDiscordInput.safeParse({ mode: "bot", botToken: "a-bot-token-long-enough-xx", channelId });
      expect(parsed.success).toBe(false);
      expect(
        placeError(zodFieldProblem(parsed.error!), formatZodError(parsed.error!), fields, { botToken: "a-bot-token-long-enough-xx", channelId }, "form"),
      ).toEqual({
        field: "channelId",
        text: "Fill this in.",
      });
    }
    expect(placeError(null, "Discord could not be reached. Try again in a moment.", fields, {}, "server")).toEqual({
      field: null,
      text: "Discord could not be reached. Try again in a moment.",
    });
  });
});
