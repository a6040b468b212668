// The credential connect routes as the Accounts page calls them: a signed-in browser session, JSON bodies,
// `{ account }` or `{ error }` back. The networks are the local stand-ins, on the ports named by
// TELEGRAM_API_BASE_URL and DISCORD_API_BASE_URL (the app server is started with the same variables):
//   TELEGRAM_API_BASE_URL=http://127.0.0.1:3141 DISCORD_API_BASE_URL=http://127.0.0.1:3142 npx playwright test e2e/api/connect-credentials.spec.ts
import { expect, test } from "@playwright/test";
import { startFakeDiscord, type FakeDiscord } from "../../test/fakes/discord-server";
import { startFakeTelegram, type FakeTelegram } from "../../test/fakes/telegram-server";

const telegramBase = process.env.TELEGRAM_API_BASE_URL;
const discordBase = process.env.DISCORD_API_BASE_URL;
const portOf = (url: string) => Number(new URL(url).port);

test.describe.configure({ mode: "serial" });
test.skip(!telegramBase || !discordBase, "set TELEGRAM_API_BASE_URL and DISCORD_API_BASE_URL to local ports for the stand-in networks");

let telegram: FakeTelegram;
let discord: FakeDiscord;
const CHANNEL = { id: -1005555555555, type: "channel" as const, title: "E2E news", username: "e2enews" };

test.beforeAll(async () => {
  telegram = await startFakeTelegram({ chats: [CHANNEL], port: portOf(telegramBase!) });
  discord = await startFakeDiscord({ channels: [{ id: "1100000000000000042", guildId: "1000000000000000042", name: "general" }], port: portOf(discordBase!) });
});
test.afterAll(async () => {
  await telegram?.close();
  await discord?.close();
});

test("a signed-in owner connects Telegram and Discord; bad input and strangers get clear errors", async ({ page, playwright, baseURL }) => {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Connie");
  await page.getByLabel("Email").fill(`connect-${Date.now().toString(36)}@example.test`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/ideas$/);
  const workspaceId = new URL(page.url()).pathname.split("/")[1];

  const connected = await page.request.post(`/api/connect/telegram?workspace=${workspaceId}`, { data: { botToken: telegram.bot.token, chatId: "@e2enews" } });
  expect(connected.status()).toBe(200);
  expect(await connected.json()).toEqual({
    account: expect.objectContaining({ platform: "telegram", platformUsername: "@e2enews", platformAccountId: String(CHANNEL.id), requiresReauth: false }),
  });

  const webhook = await page.request.post(`/api/connect/discord`, { data: { workspaceId, mode: "webhook", webhookUrl: discord.webhook.url } });
  expect(webhook.status()).toBe(200);
  expect((await webhook.json()).account).toMatchObject({ platform: "discord", platformUsername: "Postlane hook" });

  const wrongChat = await page.request.post(`/api/connect/telegram?workspace=${workspaceId}`, { data: { botToken: telegram.bot.token, chatId: "@nowhere_at_all" } });
  expect(wrongChat.status()).toBe(400);
  expect(await wrongChat.json()).toEqual({ error: expect.stringMatching(/^chatId: .*chat not found/) });

  const badBody = await page.request.post(`/api/connect/bluesky?workspace=${workspaceId}`, { data: { handle: "alice.test", appPassword: "hunter2" } });
  expect(badBody.status()).toBe(400);
  expect(await badBody.json()).toEqual({ error: expect.stringMatching(/^appPassword: must be an app password/) });

  const notJson = await page.request.post(`/api/connect/telegram?workspace=${workspaceId}`, {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify({ botToken: telegram.bot.token, chatId: "@e2enews" }),
  });
  expect(notJson.status()).toBe(415);

  const otherWorkspace = await page.request.post(`/api/connect/telegram?workspace=${crypto.randomUUID()}`, { data: { botToken: telegram.bot.token, chatId: "@e2enews" } });
  expect(otherWorkspace.status()).toBe(404);
  expect(await otherWorkspace.json()).toEqual({ error: "Workspace not found" });

  const anonymous = await playwright.request.newContext({ baseURL });
  const signedOut = await anonymous.post(`/api/connect/telegram?workspace=${workspaceId}`, { data: { botToken: telegram.bot.token, chatId: "@e2enews" } });
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toEqual({ error: "Sign in to connect accounts" });
  await anonymous.dispose();
});
