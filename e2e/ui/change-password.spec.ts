// Changing the password from "Your account" keeps this browser signed in and signs out every other
// session; "Sign out other sessions" does the same without a new password.
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, screenshots, signIn, signUp } from "./support";

async function isSignedOut(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/sign-in/);
}

test("change the password with the current one; other sessions end, this one stays", async ({ page, browser }) => {
  const { email } = await signUp(page, "changepw");
  const boardUrl = page.url();
  const other = await browser.newContext();
  const laptop = await other.newPage();
  await signIn(laptop, email);

  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Signed in as" })).toContainText(email);
  await screenshots(page, "your-account");

  const section = page.getByRole("region", { name: "Change password" });
  await section.getByLabel("Current password").fill("not my password");
  await section.getByLabel("New password").fill("my second password");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByRole("alert")).toHaveText("Your current password is not right.");

  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. You have been signed out everywhere else.")).toBeVisible();
  await expect(section.getByLabel("Current password")).toHaveValue("");

  // This browser is still signed in; the other one is not, and the old password no longer works.
  await page.goto(boardUrl);
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await isSignedOut(laptop, boardUrl);
  await laptop.getByLabel("Email").fill(email);
  await laptop.getByLabel("Password").fill(PASSWORD);
  await laptop.getByRole("button", { name: "Sign in" }).click();
  await expect(laptop.locator("form").getByRole("alert")).toHaveText("Wrong email or password.");
  await laptop.getByLabel("Password").fill("my second password");
  await laptop.getByRole("button", { name: "Sign in" }).click();
  await expect(laptop.getByRole("heading", { name: "Idea board" })).toBeVisible();

  // Sign out other sessions: the laptop is out, this browser stays in.
  await page.getByRole("link", { name: "Your account" }).click();
  await page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(page.getByText("Signed out everywhere else. This browser stays signed in.")).toBeVisible();
  await isSignedOut(laptop, boardUrl);
  await page.goto(boardUrl);
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await other.close();
});
