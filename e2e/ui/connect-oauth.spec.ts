import { expect, test, type Page } from "@playwright/test";
import { fakeTwitterPort } from "../../playwright.config";
import { FakeTwitterServer } from "../../test/fakes/twitter-server";

// The connect routes end to end: a signed-in owner follows "connect X" through the stand-in X authorize page
// (configured for the app in playwright.config.ts) back to the Accounts page.
const x = new FakeTwitterServer();

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  await x.start(fakeTwitterPort);
});
test.afterAll(async () => {
  await x.stop();
});

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function signUp(page: Page): Promise<string> {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Robin");
  await page.getByLabel("Email").fill(uniqueEmail("connect"));
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/ideas$/);
  return new URL(page.url()).pathname.split("/")[1];
}

test("connecting X goes through the network's authorize page and back to Accounts with the account stored", async ({ page }) => {
  const workspaceId = await signUp(page);
  const tokenRequestsBefore = x.oauth.tokenRequests;
  await page.goto(`/api/connect/twitter/start?workspace=${workspaceId}`);
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/accounts\\?connected=twitter&count=1$`));
  expect(x.oauth.tokenRequests).toBe(tokenRequestsBefore + 1);
  expect(x.count("GET", /^\/2\/users\/me$/)).toBeGreaterThan(0);
});

test("a callback with a state the app never issued comes back with an error flag and stores nothing", async ({ page }) => {
  await signUp(page);
  const response = await page.request.get("/api/connect/twitter/callback?state=forged&code=abc", { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(new URL(response.headers().location).searchParams.get("connectError")).toMatch(/not valid/);
});

test("starting a connect flow signed out sends the person to sign in first", async ({ request }) => {
  const response = await request.get("/api/connect/twitter/start?workspace=00000000-0000-4000-8000-000000000000", { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toMatch(/\/sign-in\?callbackUrl=%2Fapi%2Fconnect%2Ftwitter%2Fstart/);
});

test("a network without an app configured on the server comes back with the reason", async ({ page }) => {
  const workspaceId = await signUp(page);
  const response = await page.request.get(`/api/connect/linkedin/start?workspace=${workspaceId}`, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(new URL(response.headers().location).searchParams.get("connectError")).toMatch(/not set up on this server — ask your administrator/);
});
