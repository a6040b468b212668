import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { discordRateLimit, startFakeDiscord, type FakeDiscord } from "@/test/fakes/discord-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startMediaServer } from "@/test/fakes/social-fake-http";
import { pngBytes } from "@/test/fakes/social-fake-png";
import { accountContext, publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformPermanentError, PlatformRateLimitedError, toPlatformError } from "../errors";
import { discordAdapter } from "./adapter";

let discord: FakeDiscord;
let media: { url: string; close(): Promise<void> };
const GENERAL = { id: "1100000000000000001", guildId: "1000000000000000001", name: "general" };
const NEWS = { id: "1100000000000000002", guildId: GENERAL.guildId, name: "news" };
const LOCKED = { id: "1100000000000000003", guildId: GENERAL.guildId, name: "locked", botCanSend: false };

beforeAll(async () => {
  discord = await startFakeDiscord({ channels: [GENERAL, NEWS, LOCKED], maxUploadBytes: 64 * 1024 });
  media = await startMediaServer({
    "/a.png": { bytes: pngBytes(4, 2), type: "image/png" },
    "/huge.png": { bytes: new Uint8Array(65 * 1024), type: "image/png" },
  });
  allowMediaHost(media.url);
  process.env.DISCORD_API_BASE_URL = discord.url;
});
afterAll(async () => {
  delete process.env.DISCORD_API_BASE_URL;
  await discord.close();
  await media.close();
});
afterEach(() => {
  discord.messages.length = 0;
});

const webhookAccount = () =>
  accountContext("discord", { accessToken: discord.webhook.url, settings: { mode: "webhook", guildId: GENERAL.guildId, channelId: GENERAL.id } });
const botAccount = (channelId = GENERAL.id) =>
  accountContext("discord", { accessToken: discord.bot.token, settings: { mode: "bot", guildId: GENERAL.guildId, channelId, botUserId: discord.bot.id } });

describe("discord adapter", () => {
  it("identifies itself with Discord's User-Agent; the stand-in refuses a request without it, as Cloudflare does", async () => {
    const bare = await fetch(`${discord.url}/users/@me`, { headers: { authorization: `Bot ${discord.bot.token}`, "user-agent": "node" } });
    expect(bare.status).toBe(403);
    const run = new RowRun(discordAdapter, publishInput("discord", { text: "Hello with a user agent" }), botAccount());
    await run.publishAll();
    expect(discord.messages.at(-1)?.content).toBe("Hello with a user agent");
  });

  it("posts text through a webhook and links to the message", async () => {
    const [item] = await new RowRun(discordAdapter, publishInput("discord", { text: "Release notes are out" }), webhookAccount()).publishAll();
    expect(discord.messages).toEqual([expect.objectContaining({ content: "Release notes are out", channel_id: GENERAL.id, webhook_id: discord.webhook.id })]);
    expect(item).toEqual({
      remotePostId: discord.messages[0].id,
      remotePublishId: null,
      remotePermalink: `https://discord.com/channels/${GENERAL.guildId}/${GENERAL.id}/${discord.messages[0].id}`,
    });
  });

  it("sends attachments as multipart with descriptions", async () => {
    const input = publishInput("discord", {
      text: "pics",
      media: [
        { url: `${media.url}/a.png`, kind: "image", altText: "red" },
        { url: `${media.url}/a.png`, kind: "image" },
      ],
    });
    await new RowRun(discordAdapter, input, webhookAccount()).publishAll();
    expect(discord.messages[0].attachments).toEqual([
      expect.objectContaining({ filename: "a.png", size: pngBytes(4, 2).byteLength, content_type: "image/png", description: "red" }),
      expect.objectContaining({ filename: "a.png", size: pngBytes(4, 2).byteLength }),
    ]);
  });

  it("posts as a bot to the channel from the options, falling back to the connected channel", async () => {
    await new RowRun(discordAdapter, publishInput("discord", { text: "to news", options: { channelId: NEWS.id } }), botAccount()).publishAll();
    await new RowRun(discordAdapter, publishInput("discord", { text: "to general" }), botAccount()).publishAll();
    expect(discord.messages.map((m) => [m.channel_id, m.content, m.author.id])).toEqual([
      [NEWS.id, "to news", discord.bot.id],
      [GENERAL.id, "to general", discord.bot.id],
    ]);
  });

  it("validates length, content and the channel option; a bot without a channel is refused", async () => {
    expect(discordAdapter.validate(publishInput("discord", { text: "" }))).toMatchObject([
      { field: "caption", message: "a caption or media is required", kind: "required" },
    ]);
    expect(discordAdapter.validate(publishInput("discord", { text: "d".repeat(2001) }))).toMatchObject([
      { field: "caption", message: "text is too long: 2001 characters, at most 2000", kind: "too_long" },
    ]);
    expect(discordAdapter.validate(publishInput("discord", { text: "x", options: { channelId: 5 } }))).toEqual([
      { field: "platformOptions.discord.channelId", message: "channelId must be a string", kind: "invalid" },
    ]);
    const noChannel = accountContext("discord", { accessToken: discord.bot.token, settings: { mode: "bot" } });
    await expect(new RowRun(discordAdapter, publishInput("discord", { text: "x" }), noChannel).publishAll()).rejects.toBeInstanceOf(PlatformPermanentError);
  });

  it("Discord itself refuses over-long content and too-large files", async () => {
    const long = await new RowRun(discordAdapter, publishInput("discord", { text: "d".repeat(2001) }), webhookAccount()).publishOne().catch((e) => e);
    expect(long).toBeInstanceOf(PlatformInvalidContentError);
    expect(long.message).toMatch(/Invalid Form Body \(50035\)/);
    const huge = await new RowRun(
      discordAdapter,
      publishInput("discord", { text: "big", media: [{ url: `${media.url}/huge.png`, kind: "image" }] }),
      webhookAccount(),
    )
      .publishOne()
      .catch((e) => e);
    expect(huge).toBeInstanceOf(PlatformInvalidContentError);
    expect(discord.messages).toHaveLength(0);
  });

  it("429 becomes rate_limited after retry_after", async () => {
    discord.inject(/\/webhooks\//, { kind: "reply", reply: discordRateLimit(2.5) });
    const before = Date.now();
    const error = await new RowRun(discordAdapter, publishInput("discord", { text: "x" }), webhookAccount()).publishAll().catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect(error.retryAt.getTime() - before).toBeGreaterThanOrEqual(2500);
  });

  it("a deleted webhook, a wrong bot token or missing permissions ask for a reconnect", async () => {
    const valid = webhookAccount();
    expect(await discordAdapter.refreshToken!(valid, AbortSignal.timeout(5000))).toEqual({ accessToken: discord.webhook.url });
    const wrongBot = accountContext("discord", { accessToken: "nope", settings: { mode: "bot", channelId: GENERAL.id } });
    await expect(new RowRun(discordAdapter, publishInput("discord", { text: "x" }), wrongBot).publishAll()).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    await expect(new RowRun(discordAdapter, publishInput("discord", { text: "x" }), botAccount(LOCKED.id)).publishAll()).rejects.toBeInstanceOf(
      PlatformAuthExpiredError,
    );
  });

  it("bot: a lost answer is found in the channel, and a repeat with the same nonce returns the first message", async () => {
    const run = new RowRun(discordAdapter, publishInput("discord", { text: "exactly once" }), botAccount());
    await run.prepare();
    expect(await discordAdapter.findExisting(run.ctx())).toEqual({ status: "absent" });
    discord.inject(/\/messages$/, { kind: "drop-after-apply" });
    expect(toPlatformError(await run.publishOne().catch((e) => e)).notApplied).toBe(false);
    expect(await discordAdapter.findExisting(run.ctx())).toMatchObject({ status: "found", item: { remotePostId: discord.messages[0].id } });
    await run.publishOne();
    expect(discord.messages).toHaveLength(1);
  });

  it("webhook: after a lost answer the outcome is unknown (never resent blindly)", async () => {
    const run = new RowRun(discordAdapter, publishInput("discord", { text: "once" }), webhookAccount());
    await run.prepare();
    discord.inject(/\/webhooks\//, { kind: "drop-after-apply" });
    await run.publishOne().catch(() => undefined);
    expect((await discordAdapter.findExisting(run.ctx())).status).toBe("unknown");
    expect(discord.messages).toHaveLength(1);
  });

  it("bot: likes are the reaction count", async () => {
    const account = botAccount();
    const run = new RowRun(discordAdapter, publishInput("discord", { text: "react" }), account);
    const [item] = await run.publishAll();
    discord.messages[0].reactions = [
      { count: 3, emoji: { name: "🎉" } },
      { count: 2, emoji: { name: "👍" } },
    ];
    const metrics = await discordAdapter.fetchMetrics(
      { postId: "p", remotePostId: item.remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: null, items: [item], state: run.state },
      account,
      AbortSignal.timeout(5000),
    );
    expect(metrics.likes).toBe(5);
    expect(metrics.views).toBeNull();
  });
});

describe("discord adapter: a deleted webhook", () => {
  it("publishing and the refresh check both say auth_expired (reconnect)", async () => {
    discord.deleteWebhook();
    const account = webhookAccount();
    const error = await new RowRun(discordAdapter, publishInput("discord", { text: "x" }), account).publishAll().catch((e) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect(error.message).toMatch(/Unknown Webhook \(10015\)/);
    await expect(discordAdapter.refreshToken!(account, AbortSignal.timeout(5000))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
  });
});
