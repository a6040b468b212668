import { expect, test, type Page } from "@playwright/test";
import { mailboxPort } from "../../playwright.config";
import { readMail } from "../mailbox";

const password = "correct horse battery";
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function signUp(page: Page, email: string, name = "Casey") {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

test("sign up lands on the idea board of the personal workspace; sign out; sign in again", async ({ page }) => {
  const email = uniqueEmail("signup");
  await signUp(page, email);

  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/ideas$/);
  for (const column of ["Unassigned", "To do", "In progress", "Done"]) {
    await expect(page.getByRole("region", { name: column })).toBeVisible();
  }
  await expect(page.getByLabel("Workspace", { exact: true })).toContainText("Casey's workspace (owner)");
  const boardUrl = page.url();

  for (const [link, heading] of [
    ["Posts", "Posts"],
    ["Accounts", "Accounts"],
    ["Analytics", "Analytics"],
    ["Settings", "Workspace settings"],
  ]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // Signed out, the app's pages send you to sign-in.
  await page.goto(boardUrl);
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  expect(page.url()).toBe(boardUrl);
});

test("a wrong password is refused with a clear message", async ({ page }) => {
  const email = uniqueEmail("wrongpw");
  await signUp(page, email);
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong email or password.");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("signing up with a taken email never says the account exists: check your email, and the owner is told", async ({ page }) => {
  const email = uniqueEmail("dup");
  await signUp(page, email);
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await signUp(page, email, "Someone else");
  const answer = page.getByRole("status");
  await expect(answer.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(answer).toContainText(`We sent a message to ${email}`);
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  // The verification mail of the first sign-up arrives first; the notice follows it.
  const notice = async () =>
    (await readMail(email, { httpPort: mailboxPort })).find((m) => m.subject === "Someone tried to sign up to Postlane with your address");
  await expect.poll(async () => (await notice())?.text ?? "", { timeout: 20_000 }).toContain("/forgot-password");
  // Nothing changed: the owner's password still signs in.
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
});

test("a workspace the user does not belong to is not found", async ({ page }) => {
  await signUp(page, uniqueEmail("nosy"));
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  const response = await page.goto("/00000000-0000-4000-8000-000000000000/ideas");
  expect(response?.status()).toBe(404);
});

test("a tab that is signing out asks nothing more: the bell's poll falling due during the sign-out sends no request", async ({ page }) => {
  await page.clock.install();
  await signUp(page, uniqueEmail("signout-poll"));
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await expect(page.getByTestId("notification-bell")).toBeVisible();

  // The sign-out request is held (a slow network), so the bell's poll falls due while it is on its way: from
  // the moment its answer clears the cookie until the sign-in page has loaded, any request of this tab
  // would be refused.
  let releaseSignOut = () => {};
  const signOutHeld = new Promise<void>((resolve) => (releaseSignOut = resolve));
  let signOutSent = () => {};
  const signOutOnItsWay = new Promise<void>((resolve) => (signOutSent = resolve));
  await page.route("**/api/auth/signout", async (route) => {
    signOutSent();
    await signOutHeld;
    await route.continue();
  });
  const askedDuringSignOut: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/notifications")) askedDuringSignOut.push(request.url());
  });
  await page.getByRole("button", { name: "Sign out" }).click();
  await signOutOnItsWay;
  await page.clock.runFor(31_000);
  // A request the page sent reaches Playwright before the answer of a later evaluate.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(askedDuringSignOut).toEqual([]);

  releaseSignOut();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});
