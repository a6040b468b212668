import { expect, test, type Page } from "@playwright/test";
import { fakeMetaPort } from "../../playwright.config";
import { type MetaGraphServer, startMetaGraphServer } from "../../test/fakes/meta-graph-server";

// The Meta connect routes end to end through the fake Graph server (its dialogs consent at once): Facebook
// Login stores one account per page, Instagram one per linked business account, Threads one account.
let meta: MetaGraphServer;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  meta = await startMetaGraphServer({}, { port: fakeMetaPort });
  const { userId } = meta.addFacebookUser({ name: "Robin Baker" });
  meta.addPage(userId, { name: "Corner Bakery", instagramUsername: "corner.bakery" });
  meta.addPage(userId, { name: "Bakery Jobs" });
  meta.addThreadsUser({ username: "corner.bakery.threads" });
});
test.afterAll(async () => {
  await meta.close();
});

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function signUp(page: Page): Promise<string> {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Robin");
  await page.getByLabel("Email").fill(uniqueEmail("meta"));
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/ideas$/);
  return new URL(page.url()).pathname.split("/")[1];
}

for (const [platform, count] of [
  ["facebook", 2],
  ["instagram", 1],
  ["threads", 1],
] as const) {
  test(`connecting ${platform} goes through the fake dialog and back to Accounts with ${count} account(s)`, async ({ page }) => {
    const workspaceId = await signUp(page);
    await page.goto(`/api/connect/${platform}/start?workspace=${workspaceId}`);
    await expect(page).toHaveURL(new RegExp(`/${workspaceId}/accounts\\?connected=${platform}&count=${count}$`));
  });
}

test("a refused Facebook approval comes back to Accounts with the reason", async ({ page }) => {
  const workspaceId = await signUp(page);
  const start = await page.request.get(`/api/connect/facebook/start?workspace=${workspaceId}`, { maxRedirects: 0 });
  const state = new URL(start.headers().location).searchParams.get("state");
  const response = await page.request.get(`/api/connect/facebook/callback?state=${state}&error=access_denied&error_description=Permissions+error`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(new URL(response.headers().location).searchParams.get("connectError")).toBe("Facebook was not connected: the request was not approved");
});
