// The registry is edited by every network's branch; this keeps the four credential-connected networks wired.
import { describe, expect, it } from "vitest";
import { blueskyAdapter } from "./bluesky/adapter";
import { discordAdapter } from "./discord/adapter";
import { mastodonAdapter } from "./mastodon/adapter";
import { adapterFor } from "./registry";
import { telegramAdapter } from "./telegram/adapter";

describe("registry: bluesky, mastodon, telegram, discord", () => {
  it("publishes live rows through the real adapters", () => {
    expect(adapterFor("bluesky", { sandbox: false })).toBe(blueskyAdapter);
    expect(adapterFor("mastodon", { sandbox: false })).toBe(mastodonAdapter);
    expect(adapterFor("telegram", { sandbox: false })).toBe(telegramAdapter);
    expect(adapterFor("discord", { sandbox: false })).toBe(discordAdapter);
    expect(adapterFor("telegram", { sandbox: true })).not.toBe(telegramAdapter);
  });
});
