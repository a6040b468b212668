// The credential connect routes as the Accounts page calls them: a signed-in browser session, JSON bodies,
// `{ account }` or `{ error }` back. The networks are the local stand-ins e2e/global-setup.ts starts on the
// ports playwright.config.ts points the app at.
import { expect, test } from "./checked-request";
import { E2E_TELEGRAM_CHANNEL as CHANNEL, standInCredentials } from "../stand-in-networks";

test.describe.configure({ mode: "serial" });

test("a signed-in owner connects Telegram and Discord; bad input and strangers get clear errors", async ({ page, playwright, baseURL }) => {
  const credentials = standInCredentials();
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Connie");
  await page.getByLabel("Email").fill(`connect-${Date.now().toString(36)}@example.test`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/ideas$/);
  const workspaceId = new URL(page.url()).pathname.split("/")[1];

  const connected = await page.request.post(`/api/connect/telegram?workspace=${workspaceId}`, {
    data: { botToken: credentials.telegramBotToken, chatId: "@e2enews" },
  });
  expect(connected.status()).toBe(200);
  expect(await connected.json()).toEqual({
    account: expect.objectContaining({ platform: "telegram", platformUsername: "@e2enews", platformAccountId: String(CHANNEL.id), requiresReauth: false }),
  });

  const webhook = await page.request.post(`/api/connect/discord`, { data: { workspaceId, mode: "webhook", webhookUrl: credentials.discordWebhookUrl } });
  expect(webhook.status()).toBe(200);
  expect((await webhook.json()).account).toMatchObject({ platform: "discord", platformUsername: "Postlane hook" });

  const wrongChat = await page.request.post(`/api/connect/telegram?workspace=${workspaceId}`, {
    data: { botToken: credentials.telegramBotToken, chatId: "@nowhere_at_all" },
  });
  expect(wrongChat.status()).toBe(400);
  expect(await wrongChat.json()).toEqual({ error: expect.stringMatching(/^chatId: .*chat not found/), code: "validation_failed" });

  const badBody = await page.request.post(`/api/connect/bluesky?workspace=${workspaceId}`, { data: { handle: "alice.test", appPassword: "hunter2" } });
  expect(badBody.status()).toBe(400);
  expect(await badBody.json()).toEqual({ error: expect.stringMatching(/^appPassword: must be an app password/), code: "validation_failed" });

  const notJson = await page.request.post(`/api/connect/telegram?workspace=${workspaceId}`, {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify({ botToken: credentials.telegramBotToken, chatId: "@e2enews" }),
  });
  expect(notJson.status()).toBe(415);

  const otherWorkspace = await page.request.post(`/api/connect/telegram?workspace=${crypto.randomUUID()}`, {
    data: { botToken: credentials.telegramBotToken, chatId: "@e2enews" },
  });
  expect(otherWorkspace.status()).toBe(404);
  expect(await otherWorkspace.json()).toEqual({ error: "Workspace not found", code: "not_found" });

  const anonymous = await playwright.request.newContext({ baseURL });
  const signedOut = await anonymous.post(`/api/connect/telegram?workspace=${workspaceId}`, {
    data: { botToken: credentials.telegramBotToken, chatId: "@e2enews" },
  });
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toEqual({ error: "Sign in to connect accounts", code: "unauthorized" });
  await anonymous.dispose();
});
