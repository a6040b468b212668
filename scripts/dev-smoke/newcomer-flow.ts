// What a newcomer does in the browser after `npm run dev`, step by step: open the address the README gives,
// create an account, land on the idea board, add an idea, add the sandbox accounts from the getting-started
// checklist, compose a post to it and publish it, create an API key, sign out and sign in again. Each step
// is timed; a failing step throws with its name. The sign-up is timed from "Create account" to the board.
import { expect as baseExpect, type Page } from "@playwright/test";

// The first use of each page, route and server action compiles it under `npm run dev` (seconds, more on a busy
// machine): a person waits for that once, so each step may too. Only the sign-up has a budget (below).
// DEV_SMOKE_COMPILE_SECONDS widens that wait on a crowded machine (a first compile took 220 s at load 17).
const COMPILE_MS = Number(process.env.DEV_SMOKE_COMPILE_SECONDS ?? 60) * 1000;
const expect = baseExpect.configure({ timeout: COMPILE_MS });

/** The budget; DEV_SMOKE_BOARD_SECONDS widens it only to see the rest of the flow on a crowded machine. */
export const BOARD_WITHIN_MS = Number(process.env.DEV_SMOKE_BOARD_SECONDS ?? 30) * 1000;

export interface FlowResult {
  email: string;
  password: string;
  apiKey: string;
  workspaceId: string;
  /** "Create account" pressed → the idea board on screen. */
  toBoardMs: number;
  steps: { name: string; ms: number }[];
}

export async function runNewcomerFlow(page: Page, baseUrl: string): Promise<FlowResult> {
  const steps: FlowResult["steps"] = [];
  const step = async <T>(name: string, action: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await action();
    } catch (error) {
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      steps.push({ name, ms: Date.now() - started });
    }
  };
  const email = `newcomer-${Date.now().toString(36)}@example.test`;
  const password = `dev smoke ${Math.random().toString(36).slice(2, 10)} horse`;
  const board = page.getByRole("heading", { level: 1, name: "Idea board" });

  // The first visit compiles the pages it needs; a person waits for that once.
  await step("open the app and go to sign-up", async () => {
    await page.goto(baseUrl, { timeout: Math.max(120_000, COMPILE_MS) });
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible({ timeout: Math.max(120_000, COMPILE_MS) });
    await page.getByRole("link", { name: "Create one" }).click();
    await expect(page.getByRole("button", { name: "Create account" })).toBeVisible({ timeout: COMPILE_MS });
  });

  const toBoardMs = await step("create an account and land on the board", async () => {
    await page.getByLabel("Name").fill("Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    const started = Date.now();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(board).toBeVisible({ timeout: BOARD_WITHIN_MS });
    return Date.now() - started;
  });
  const workspaceId = new URL(page.url()).pathname.split("/")[1];

  await step("add an idea", async () => {
    await page.getByRole("button", { name: "+ Add idea to To do" }).click();
    const dialog = page.getByRole("dialog", { name: "New idea in To do" });
    await dialog.getByLabel("Title").fill("Spring launch teaser");
    await dialog.getByRole("button", { name: "Add idea" }).click();
    await expect(page.getByRole("region", { name: "To do", exact: true }).getByRole("button", { name: "Idea: Spring launch teaser" })).toBeVisible();
  });

  await step("add the sandbox accounts", async () => {
    const checklist = page.getByRole("region", { name: "Get started with Postlane" });
    await checklist.getByRole("button", { name: "Add sandbox accounts" }).click();
    await expect(page.getByText("Added 12 sandbox accounts: one for each network")).toBeVisible();
  });

  await step("compose a post and publish it", async () => {
    await page.getByRole("region", { name: "Get started with Postlane" }).getByRole("link", { name: "Compose a post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible({ timeout: COMPILE_MS });
    await page.getByRole("checkbox", { name: "Bluesky @sandbox.postlane.test" }).check();
    await page.getByLabel("Caption", { exact: true }).fill("Hello from npm run dev");
    await expect(page.getByTestId("checks-ok")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`), { timeout: COMPILE_MS });
    await expect(page.getByTestId("post-status")).toHaveText("Published", { timeout: COMPILE_MS });
  });

  const apiKey = await step("create an API key", async () => {
    // API keys sit under Settings, beside Members and Webhooks.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API keys" }).click({ timeout: COMPILE_MS });
    await page.getByRole("button", { name: "Create API key" }).click({ timeout: COMPILE_MS });
    const dialog = page.getByRole("dialog", { name: "Create an API key" });
    await dialog.getByLabel("Name").fill("Dev smoke");
    await dialog.getByRole("button", { name: "Create key" }).click();
    const reveal = page.getByRole("dialog", { name: "Your new API key" });
    const key = await reveal.getByRole("textbox").inputValue();
    expect(key).toMatch(/^pl_(live|test)_/);
    await reveal.getByRole("button", { name: "Done" }).click();
    return key;
  });

  await step("sign out and sign in again", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(board).toBeVisible({ timeout: BOARD_WITHIN_MS });
  });

  return { email, password, apiKey, workspaceId, toBoardMs, steps };
}
