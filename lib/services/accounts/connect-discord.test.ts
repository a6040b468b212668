import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { makeWorkspace } from "@/test/factories";
import { startFakeDiscord, type FakeDiscord } from "@/test/fakes/discord-server";
import { connectDiscord } from "./connect-discord";

let discord: FakeDiscord;
const GENERAL = { id: "1100000000000000001", guildId: "1000000000000000001", name: "general" };
const LOCKED = { id: "1100000000000000002", guildId: "1000000000000000001", name: "staff", botCanSend: false };

beforeAll(async () => {
  discord = await startFakeDiscord({ channels: [GENERAL, LOCKED] });
  process.env.DISCORD_API_BASE_URL = discord.url;
});
afterAll(async () => {
  delete process.env.DISCORD_API_BASE_URL;
  await discord.close();
});

describe("connectDiscord", () => {
  it("a webhook: checked with Discord, stored encrypted in canonical form, guild and channel as settings", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const account = await connectDiscord({
      workspaceId,
      actor: { kind: "user", userId: owner.id },
      input: { mode: "webhook", webhookUrl: discord.webhook.url },
    });
    expect(account).toMatchObject({ platform: "discord", platformAccountId: `webhook:${discord.webhook.id}`, platformUsername: "Postlane hook" });
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(decryptToken(row.accessTokenEnc!)).toBe(`https://discord.com/api/webhooks/${discord.webhook.id}/${discord.webhook.token}`);
    expect(row.settings).toEqual({ mode: "webhook", webhookId: discord.webhook.id, channelId: GENERAL.id, guildId: GENERAL.guildId });
  });

  it("a bot with a channel: token checked, channel looked up; one account per bot and server", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const account = await connectDiscord({ workspaceId, actor, input: { mode: "bot", botToken: discord.bot.token, channelId: GENERAL.id } });
    expect(account).toMatchObject({ platformAccountId: `bot:${discord.bot.id}:${GENERAL.guildId}`, platformUsername: "Postlane in #general" });
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(decryptToken(row.accessTokenEnc!)).toBe(discord.bot.token);
    expect(row.settings).toEqual({ mode: "bot", botUserId: discord.bot.id, channelId: GENERAL.id, guildId: GENERAL.guildId, channelName: "general" });
    await expect(
      connectDiscord({ workspaceId, actor, input: { mode: "bot", botToken: discord.bot.token, channelId: "1100000000000000999" } }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^channelId: .*Unknown Channel/),
      // The form places it by the field the failed check names (FieldError), never by reading the message.
      field: "channelId",
      detail: expect.stringMatching(/Unknown Channel/),
    });
  });

  it("refuses a deleted webhook, a wrong token and an unknown channel, naming the field; nothing is stored", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    await expect(connectDiscord({ workspaceId, actor, input: { mode: "webhook", webhookUrl: "https://example.com/not-a-hook" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^webhookUrl: must be a webhook URL/),
    });
    await expect(
      connectDiscord({
        workspaceId,
        actor,
        input: { mode: "webhook", webhookUrl: `${discord.url}/webhooks/${discord.webhook.id}/wrong-token-but-long-enough` },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^webhookUrl: .*Invalid Webhook Token/), field: "webhookUrl" });
    // A wrong token with an unknown channel: the token is checked first, and it is the field to fix.
    await expect(
      connectDiscord({ workspaceId, actor, input: { mode: "bot", botToken: "not-the-bot-token-at-all-xx", channelId: "1100000000000000999" } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^botToken: /), field: "botToken" });
    // The token is good but the bot may not use the channel: the channel is what to change.
    await expect(connectDiscord({ workspaceId, actor, input: { mode: "bot", botToken: discord.bot.token, channelId: LOCKED.id } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^channelId: .*lacks access/),
      field: "channelId",
    });
    await expect(connectDiscord({ workspaceId, actor, input: { mode: "carrier-pigeon" } as never })).rejects.toMatchObject({ status: 400 });
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(0);
  });
});
