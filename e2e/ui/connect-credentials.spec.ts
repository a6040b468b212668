import { expect, test, type Page } from "@playwright/test";
import { fakeBlueskyPort, fakeMastodonPort } from "../../playwright.config";
import { startBlueskyNetwork, type BlueskyTestAccount, type BlueskyTestNetwork } from "../../test/fakes/bluesky-network";
import { startFakeMastodon, type FakeMastodon } from "../../test/fakes/mastodon-server";
import { standInCredentials } from "../stand-in-networks";
import { screenshot, signUp } from "./support";

// The Accounts page's credential forms, as a person fills them in: Bluesky against a real PDS (@atproto/dev-env),
// Telegram and Discord against the stand-ins of e2e/global-setup.ts, Mastodon through the stand-in instance's
// approval page and back. The app is pointed at all of them in playwright.config.ts.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

let bluesky: BlueskyTestNetwork;
let alice: BlueskyTestAccount;
let mastodon: FakeMastodon;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bluesky = await startBlueskyNetwork({ port: fakeBlueskyPort });
  alice = await bluesky.createAccount("alice.test");
  mastodon = await startFakeMastodon({ username: "ada", port: fakeMastodonPort });
});
test.afterAll(async () => {
  await mastodon?.close();
  await bluesky?.close();
});

async function openForm(page: Page, workspaceId: string, network: string) {
  await page.goto(`/${workspaceId}/accounts`);
  const dialog = page.getByRole("dialog", { name: `Connect ${network}` });
  // A click that lands before the page has hydrated opens nothing; a person would click again.
  await expect(async () => {
    await page
      .getByTestId(`connect-${network.toLowerCase()}`)
      .getByRole("button", { name: `Connect ${network}` })
      .click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return dialog;
}

const accountRow = (page: Page, username: string) => page.getByTestId("account-row").filter({ hasText: username });

test("Bluesky: a malformed app password is caught on the form, a wrong one is refused by the PDS, the right one connects", async ({ page }) => {
  const { workspaceId } = await signUp(page, "bsky-form");
  const dialog = await openForm(page, workspaceId, "Bluesky");
  await dialog.getByLabel("Handle").fill("alice.test");
  await dialog.getByLabel("App password").fill("my main password");
  await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
  await expect(dialog.getByLabel("App password")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("Enter an app password like abcd-efgh-ijkl-mnop");

  await dialog.getByLabel("App password").fill("aaaa-bbbb-cccc-dddd");
  await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The handle or app password is wrong");
  await screenshot(page, "accounts-connect-bluesky-error");

  await dialog.getByLabel("App password").fill(alice.appPassword);
  await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
  await expect(page.getByText("Connected Bluesky @alice.test")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(accountRow(page, "@alice.test")).toContainText("Bluesky");
  await expect(accountRow(page, "@alice.test")).toContainText("Healthy");
  await screenshot(page, "accounts-connected-bluesky");
});

test("Telegram: a token the Bot API does not know and a chat it cannot see are named on the form; the right ones connect", async ({ page }) => {
  const { telegramBotToken } = standInCredentials();
  const { workspaceId } = await signUp(page, "tg-form");
  const dialog = await openForm(page, workspaceId, "Telegram");
  await dialog.getByLabel("Bot token").fill("123456789:AAThisTokenWasNeverIssuedByBotFather00");
  await dialog.getByLabel("Channel or group").fill("@e2enews");
  await dialog.getByRole("button", { name: "Connect Telegram" }).click();
  await expect(dialog.getByLabel("Bot token")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toContainText("The bot token was revoked or is wrong");

  await dialog.getByLabel("Bot token").fill(telegramBotToken);
  await dialog.getByLabel("Channel or group").fill("@nowhere_at_all");
  await dialog.getByRole("button", { name: "Connect Telegram" }).click();
  await expect(dialog.getByLabel("Channel or group")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("chat not found");
  await screenshot(page, "accounts-connect-telegram-error");

  await dialog.getByLabel("Channel or group").fill("@e2enews");
  await dialog.getByRole("button", { name: "Connect Telegram" }).click();
  await expect(page.getByText("Connected Telegram @e2enews")).toBeVisible();
  await expect(accountRow(page, "@@e2enews")).toContainText("Telegram");
});

test("Discord: a webhook URL connects; a bot with a channel it cannot find is refused, then connects with the right one", async ({ page }) => {
  const { discordWebhookUrl, discordBotToken } = standInCredentials();
  const { workspaceId } = await signUp(page, "discord-form");
  let dialog = await openForm(page, workspaceId, "Discord");
  await dialog.getByLabel("Webhook URL").fill("https://example.com/not-a-webhook");
  await dialog.getByRole("button", { name: "Connect Discord" }).click();
  await expect(dialog).toContainText("Enter a webhook URL such as");
  await dialog.getByLabel("Webhook URL").fill(discordWebhookUrl);
  await dialog.getByRole("button", { name: "Connect Discord" }).click();
  await expect(page.getByText("Connected Discord Postlane hook")).toBeVisible();
  await expect(accountRow(page, "@Postlane hook")).toContainText("Discord");

  dialog = await openForm(page, workspaceId, "Discord");
  await dialog.getByRole("radio", { name: /^A bot/ }).check();
  await dialog.getByLabel("Bot token").fill(discordBotToken);
  await dialog.getByLabel("Channel ID").fill("1100000000000000999");
  await dialog.getByRole("button", { name: "Connect Discord" }).click();
  await expect(dialog.getByLabel("Channel ID")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toBeVisible();
  await dialog.getByLabel("Channel ID").fill("1100000000000000042");
  await dialog.getByRole("button", { name: "Connect Discord" }).click();
  await expect(page.getByText("Connected Discord Postlane in #general")).toBeVisible();
  await expect(page.getByTestId("account-row")).toHaveCount(2);
  await screenshot(page, "accounts-connected-discord");
});

test("Mastodon: the instance is asked for, approved on its own page, and the account comes back connected", async ({ page }) => {
  const { workspaceId } = await signUp(page, "masto-form");
  const dialog = await openForm(page, workspaceId, "Mastodon");
  await dialog.getByRole("button", { name: "Continue to the instance" }).click();
  await expect(dialog.getByLabel("Instance")).toHaveAttribute("aria-invalid", "true");
  // A new instance name each run: the app remembers its registration per instance (mastodon_apps).
  await dialog.getByLabel("Instance").fill(`m${Date.now().toString(36)}.example`);
  await dialog.getByRole("button", { name: "Continue to the instance" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/accounts\\?connected=mastodon`));
  await expect(page.getByRole("status").filter({ hasText: "Connected 1 Mastodon account" })).toBeVisible();
  await expect(accountRow(page, "@ada")).toContainText("Mastodon");
  expect(mastodon.apps).toHaveLength(1);
});
