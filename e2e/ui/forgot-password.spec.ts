// Forgot password as a person does it: ask on the sign-in page, open the link from the email that arrives
// (a real SMTP server the app is pointed at, playwright.config.ts), choose a new password and land signed in;
// the session that was open elsewhere is signed out, and the link does not work twice. An address without an
// account gets the same answer, and no email.
import { expect, test, type Page } from "@playwright/test";
import { smtpInboxPort } from "../../playwright.config";
import { SmtpInbox } from "../../test/email/smtp-inbox";
import { PASSWORD, screenshots, signUp, uniqueEmail } from "./support";

const inbox = new SmtpInbox();
test.beforeAll(async () => {
  await inbox.start(smtpInboxPort);
});
test.afterAll(async () => {
  await inbox.stop();
});

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

  const mail = await inbox.waitFor(email);
  expect(mail.subject).toBe("Reset your Postlane password");
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
  await expect(inbox.waitFor(ghost, 3_000)).rejects.toThrow(/no email/);
  await stranger.close();
});
