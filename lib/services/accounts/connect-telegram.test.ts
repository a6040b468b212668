import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { makeWorkspace } from "@/test/factories";
import { startFakeTelegram, type FakeTelegram } from "@/test/fakes/telegram-server";
import { connectTelegram } from "./connect-telegram";

let telegram: FakeTelegram;
const CHANNEL = { id: -1001111111111, type: "channel" as const, title: "Launches", username: "launches" };
const NOT_ADMIN = { id: -1002222222222, type: "channel" as const, title: "Read only", botStatus: "member" as const };
const GROUP = { id: -3333333, type: "group" as const, title: "Team" };

beforeAll(async () => {
  telegram = await startFakeTelegram({ chats: [CHANNEL, NOT_ADMIN, GROUP] });
  process.env.TELEGRAM_API_BASE_URL = telegram.url;
});
afterAll(async () => {
  delete process.env.TELEGRAM_API_BASE_URL;
  await telegram.close();
});

describe("connectTelegram", () => {
  it("verifies the bot and the channel, stores the token encrypted and the chat as settings", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const account = await connectTelegram({
      workspaceId,
      actor: { kind: "user", userId: owner.id },
      input: { botToken: telegram.bot.token, chatId: "@launches" },
    });
    expect(account).toMatchObject({ platform: "telegram", platformAccountId: String(CHANNEL.id), platformUsername: "@launches", requiresReauth: false });
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(row.accessTokenEnc).not.toContain(telegram.bot.token);
    expect(decryptToken(row.accessTokenEnc!)).toBe(telegram.bot.token);
    expect(row.settings).toEqual({
      chatId: String(CHANNEL.id),
      chatType: "channel",
      chatTitle: "Launches",
      chatUsername: "launches",
      botId: String(telegram.bot.id),
      botUsername: telegram.bot.username,
    });
  });

  it("connecting the same chat again reconnects it: same row, requires_reauth cleared", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const first = await connectTelegram({ workspaceId, actor, input: { botToken: telegram.bot.token, chatId: String(GROUP.id) } });
    await db.socialAccount.update({ where: { id: first.id }, data: { requiresReauth: true } });
    const again = await connectTelegram({ workspaceId, actor, input: { botToken: telegram.bot.token, chatId: String(GROUP.id) } });
    expect(again.id).toBe(first.id);
    expect(again.requiresReauth).toBe(false);
    expect(await db.socialAccount.count({ where: { workspaceId, platform: "telegram" } })).toBe(1);
  });

  it("names the field to fix and stores nothing when the network says no", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    await expect(connectTelegram({ workspaceId, actor, input: { botToken: "12345:wrong", chatId: "@launches" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^botToken: must be a bot token/),
      // The form places it by these (FieldError), never by reading the message.
      field: "botToken",
      detail: expect.stringMatching(/^must be a bot token/),
    });
    await expect(
      connectTelegram({ workspaceId, actor, input: { botToken: "7000001:AAnotTheRightTokenButWellFormed_xyz", chatId: "@launches" } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^botToken: .*revoked or is wrong/), field: "botToken" });
    await expect(connectTelegram({ workspaceId, actor, input: { botToken: telegram.bot.token, chatId: "@nowhere_here" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^chatId: .*chat not found/),
      field: "chatId",
      detail: expect.stringMatching(/chat not found/),
    });
    await expect(connectTelegram({ workspaceId, actor, input: { botToken: telegram.bot.token, chatId: String(NOT_ADMIN.id) } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^chatId: .*must be an administrator/),
      field: "chatId",
    });
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(0);
  });

  it("a viewer cannot connect accounts, and the network is not even asked", async () => {
    const { workspaceId, members } = await makeWorkspace(["viewer"]);
    const before = telegram.requests.length;
    await expect(
      connectTelegram({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: { botToken: telegram.bot.token, chatId: "@launches" } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(telegram.requests.length).toBe(before);
  });
});
