import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeDiscord, type FakeDiscord } from "@/test/fakes/discord-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startMediaServer } from "@/test/fakes/social-fake-http";
import { pngBytes } from "@/test/fakes/social-fake-png";
import { accountContext, publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import { PlatformPermanentError } from "../errors";
import { validateFirstComment } from "../first-comment";
import { discordAdapter } from "./adapter";

let discord: FakeDiscord;
let media: { url: string; close(): Promise<void> };
const GENERAL = { id: "1100000000000000001", guildId: "1000000000000000001", name: "general" };

beforeAll(async () => {
  discord = await startFakeDiscord({ channels: [GENERAL] });
  media = await startMediaServer({ "/a.png": { bytes: pngBytes(4, 2), type: "image/png" } });
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

const botAccount = () =>
  accountContext("discord", {
    accessToken: discord.bot.token,
    settings: { mode: "bot", guildId: GENERAL.guildId, channelId: GENERAL.id, botUserId: discord.bot.id },
  });
const webhookAccount = () =>
  accountContext("discord", { accessToken: discord.webhook.url, settings: { mode: "webhook", guildId: GENERAL.guildId, channelId: GENERAL.id } });

describe("discord first comment", () => {
  it("a bot replies to its message (message_reference), with an image, once: a repeat returns the same reply", async () => {
    const options = { firstComment: "Sign up: https://example.com", firstCommentMedia: [{ url: `${media.url}/a.png`, altText: "the form" }] };
    const run = new RowRun(discordAdapter, publishInput("discord", { text: "We launched", options }), botAccount());
    const [post] = await run.publishAll();
    const comment = await run.postComment("Sign up: https://example.com");
    const reply = discord.messages.find((m) => m.id === comment.remotePostId)!;
    expect(reply).toMatchObject({
      type: 19,
      content: "Sign up: https://example.com",
      message_reference: { message_id: post.remotePostId, channel_id: GENERAL.id },
    });
    expect(reply.attachments).toEqual([expect.objectContaining({ filename: "a.png", content_type: "image/png", description: "the form" })]);
    expect(comment.remotePermalink).toBe(`https://discord.com/channels/${GENERAL.guildId}/${GENERAL.id}/${reply.id}`);
    // The comment's own nonce: Discord hands back the first reply instead of creating a second one.
    expect((await run.postComment("Sign up: https://example.com")).remotePostId).toBe(comment.remotePostId);
    expect(discord.messages.filter((m) => m.type === 19)).toHaveLength(1);
    expect(await discordAdapter.firstComment!.findExisting(run.commentCtx("Sign up: https://example.com"))).toEqual({ status: "found", item: comment });
    expect(await discordAdapter.firstComment!.findExisting(run.commentCtx("not sent"))).toEqual({ status: "absent" });
  });

  it("a reply to a message that is gone fails instead of posting a loose message", async () => {
    const run = new RowRun(discordAdapter, publishInput("discord", { text: "Short-lived", options: { firstComment: "hi" } }), botAccount());
    await run.publishAll();
    discord.messages.length = 0;
    await expect(run.postComment("hi")).rejects.toThrow(/Invalid Form Body/);
    expect(discord.messages).toHaveLength(0);
  });

  it("a webhook connection cannot reply: the comment fails with the reason and nothing is sent", async () => {
    const run = new RowRun(discordAdapter, publishInput("discord", { text: "Via webhook", options: { firstComment: "hi" } }), webhookAccount());
    await run.publishAll();
    const error = await run.postComment("hi").catch((e) => e);
    expect(error).toBeInstanceOf(PlatformPermanentError);
    expect((error as Error).message).toContain("webhook cannot reply");
    expect(discord.messages).toHaveLength(1);
  });

  it("the stand-in refuses message_reference on a webhook, as nothing may rely on a reply Discord would not make", async () => {
    const response = await fetch(`${discord.webhook.url}?wait=true`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "DiscordBot (https://postlane.dev, 1.0)" },
      body: JSON.stringify({ content: "x", message_reference: { message_id: "1" } }),
    });
    expect(response.status).toBe(400);
  });

  it("checks the comment's length and image count in Discord's terms", () => {
    const input = publishInput("discord", {
      text: "x",
      options: { firstComment: "y".repeat(2001), firstCommentMedia: Array.from({ length: 11 }, () => ({ url: `${media.url}/a.png` })) },
    });
    expect(validateFirstComment(input).map((p) => p.message)).toEqual([
      "firstCommentMedia has 11 images, at most 10",
      "firstComment text is too long: 2001 characters, at most 2000",
    ]);
  });
});
