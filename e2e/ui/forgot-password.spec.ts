// Forgot password as a person does it: ask on the sign-in page, open the link from the email that arrives
// (the run's real SMTP server, e2e/mailbox.ts), choose a new password and land signed in;
// the session that was open elsewhere is signed out, and the link does not work twice. An address without an
// account gets the same answer, and no email.
import { expect, test, type Page } from "@playwright/test";
import { mailboxPort } from "../../playwright.config";
import { readMail } from "../mailbox";
import { PASSWORD, screenshots, signUp, uniqueEmail } from "./support";

/** The newest email to `to` with this subject (the run's mailbox, e2e/mailbox.ts). */
async function latestMail(to: string, subject: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await readMail(to, { httpPort: mailboxPort })).filter((m) => m.subject === subject).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" email to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function askForResetLink(page: Page, email: string): Promise<string> {
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const answer = page.getByRole("status");
  await expect(answer).toContainText("Check your email");
  return ((await answer.textContent()) ?? "").replace(email, "<address>");
}

test("a forgotten password is reset from the emailed link; the other session ends and the link works once", async ({ page, browser }) => {
  const { email } = await signUp(page, "forgot");
  const boardUrl = page.url();

  const other = await browser.newContext();
  const phone = await other.newPage();
  const answerForAccount = await askForResetLink(phone, email);
  await screenshots(phone, "forgot-password-sent");

  const mail = await latestMail(email, "Reset your Postlane password");
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await phone.goto(link!);
  await expect(phone.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await phone.getByLabel("New password").fill("short");
  await phone.getByRole("button", { name: "Save new password" }).click();
  await expect(phone.locator("form").getByRole("alert")).toHaveText("Your new password must be at least 8 characters.");
  await phone.getByLabel("New password").fill("a brand new password");
  await phone.getByRole("button", { name: "Save new password" }).click();
  await expect(phone.getByRole("heading", { name: "Idea board" })).toBeVisible();

  // The session that was open before the reset is over.
  await page.goto(boardUrl);
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong email or password.");
  await page.getByLabel("Password").fill("a brand new password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();

  // The link worked once; a changed one never works.
  await phone.goto(link!);
  await expect(phone.getByRole("main").getByRole("alert")).toContainText("already been used");
  await phone.goto(link!.slice(0, -3) + "abc");
  await expect(phone.getByRole("main").getByRole("alert")).toContainText("not valid");
  await expect(phone.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

  await other.close();

  // An address without an account, from a signed-out browser: the same answer, and no email.
  const stranger = await browser.newContext();
  const ghost = uniqueEmail("ghost");
  expect(await askForResetLink(await stranger.newPage(), ghost)).toBe(answerForAccount);
  await expect(readMail(ghost, { httpPort: mailboxPort, timeoutMs: 3_000 })).rejects.toThrow(/no email/);
  await stranger.close();
});

test("a new sign-up confirms their address from the emailed link; the banner goes away", async ({ page }) => {
  const { email } = await signUp(page, "verify");
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText(`we sent a link to ${email}`);
  await screenshots(page, "verify-email-banner");

  const mail = await latestMail(email, "Confirm your email address for Postlane");
  const link = /https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Postlane" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The link works once.
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already been used");
});
