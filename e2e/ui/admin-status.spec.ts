// The operator's status page: an instance admin (POSTLANE_ADMIN_EMAILS, operator@example.test in the e2e server)
// reads every section and reaches the outbox from it; for anyone else, signed in or not, /admin does not exist.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { cli, failOnConsoleErrors, PASSWORD, signIn, signUp } from "./support";

const OPERATOR = "operator@example.test";
const { version } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };

/** The operator's account, made once per e2e data folder (a second run finds it there). */
async function ensureOperator() {
  try {
    await cli("user", "create", "--email", OPERATOR, "--password", PASSWORD, "--name", "Operator");
  } catch (error) {
    if (!/already|exists|taken/i.test(String((error as { stderr?: string }).stderr ?? error))) throw error;
  }
  // Operator rights need the listed address verified, as the operator vouches for it here.
  await cli("user", "verify", "--email", OPERATOR);
}

test("an instance admin sees the instance's status, in their time zone, and can open the outbox", async ({ browser }) => {
  // Two admin CLI processes (create, verify) start before the page: a few seconds each on a busy machine.
  test.slow();
  await ensureOperator();
  const context = await browser.newContext({ timezoneId: "Asia/Kolkata", locale: "en-GB" });
  const page = await context.newPage();
  const consoleErrors = failOnConsoleErrors(page);
  await signIn(page, OPERATOR);

  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Instance status" })).toBeVisible();
  for (const section of [
    "Instance",
    "Publishing queue",
    "Failures in the last 24 hours",
    "Accounts to reconnect",
    "Webhook endpoints in trouble",
    "Email outbox",
  ]) {
    await expect(page.getByRole("region", { name: section, exact: true })).toBeVisible();
  }
  const instance = page.getByRole("region", { name: "Instance", exact: true });
  await expect(instance).toContainText(version);
  await expect(instance).toContainText(/Embedded database|PostgreSQL database/);
  await expect(instance).toContainText(/\d+(\.\d)? (KB|MB|GB)/);
  await expect(page.getByRole("region", { name: "Publishing queue" }).getByText("Waiting", { exact: true })).toBeVisible();

  // "As of …" is the server's time written in the viewer's zone (India, UTC+5:30) and day-month order.
  const asOf = await instance.getByText(/^As of /).textContent();
  const expected = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" }).format(new Date());
  expect(asOf).toContain(expected);

  await page.getByRole("link", { name: "Open the outbox" }).click();
  await expect(page.getByRole("heading", { name: "Outbox", exact: true })).toBeVisible();
  // The outbox shows mail as stored: every reset, verification and invitation link redacted, none usable.
  const shown = (await page.locator("main").textContent()) ?? "";
  expect(shown).toContain("/[redacted]");
  expect(shown.match(/\/(reset-password|verify-email|invite)\/(?!\[redacted\])[A-Za-z0-9_.-]+/g) ?? []).toEqual([]);
  // Inside the app's frame, with a way back, and kinds in words, never codes such as notification.approval_requested.
  await expect(page.getByRole("navigation", { name: "Operator" }).getByRole("link", { name: "Email outbox" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Back to your workspaces" })).toBeVisible();
  await expect(page.getByTestId("outbox-kind").first()).toBeVisible();
  for (const kind of await page.getByTestId("outbox-kind").allTextContents()) expect(kind).toMatch(/^[A-Z][^._]*$/);
  // Filtered by recipient (the address is kept in the page's address), then shown whole again.
  const filters = page.getByRole("form", { name: "Filter the outbox" });
  await filters.getByLabel("Recipient").fill("nobody-at-all@example.invalid");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/to=nobody-at-all/);
  await expect(page.getByText("No email matches these filters.")).toBeVisible();
  await filters.getByRole("link", { name: "Show all" }).click();
  await expect(page.getByTestId("outbox-row").first()).toBeVisible();
  consoleErrors.expectNone("status page");
  await context.close();
});

test("everyone else gets a 404 for /admin, signed in or not", async ({ page }) => {
  expect((await page.goto("/admin"))?.status()).toBe(404);
  await signUp(page, "not-an-operator");
  expect((await page.goto("/admin"))?.status()).toBe(404);
  await expect(page.getByText("Instance status")).toHaveCount(0);
  expect((await page.goto("/admin/outbox"))?.status()).toBe(404);
});
