// Shared steps for the UI specs: people sign up and sign in through the forms; the operator's admin CLI
// (the same one an operator runs, talking to the running app) sets up other users, roles and accounts.
import { expect, type Page } from "@playwright/test";
import { adminCli } from "../admin-cli";

export const PASSWORD = "correct horse battery";

export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/** `npm run cli -- …` with the server's environment; returns its JSON output. */
export const cli = adminCli;

export async function createUser(label: string, name = label): Promise<{ id: string; email: string; personalWorkspaceId: string }> {
  const email = uniqueEmail(label);
  const { user } = await cli<{ user: { id: string; email: string; personalWorkspaceId: string } }>(
    "user",
    "create",
    "--email",
    email,
    "--password",
    PASSWORD,
    "--name",
    name,
  );
  return user;
}

export async function signUp(page: Page, label: string, name = "Casey"): Promise<{ email: string; workspaceId: string }> {
  const email = uniqueEmail(label);
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  const workspaceId = new URL(page.url()).pathname.split("/")[1];
  return { email, workspaceId };
}

export async function signIn(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
}

/** Where the specs' screenshots go; `.ci/run` keeps the folder in .ci-results/ (test-results/ is git-ignored). */
const SCREENSHOTS = "test-results/screenshots";

/** Full-page screenshot at the page's current size, for review. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}

/** A desktop's and a phone's screen, each the height of a common device of that width. */
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Two frames: the layout of a new viewport size is done and painted. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * The same state at 1440 and at 390 px wide, light and dark (`<name>-1440.png`, `<name>-1440-dark.png`,
 * `<name>-390.png`, `<name>-390-dark.png`, full page): how a feature looks on a desktop and on a phone, in both
 * themes, for review; `schemes` takes fewer (a spec that has the light ones already). The viewport and colour
 * scheme are put back after, so the spec goes on as before.
 */
export async function screenshots(page: Page, name: string, schemes: readonly ("light" | "dark")[] = ["light", "dark"]) {
  const before = page.viewportSize();
  const schemeBefore = (await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)) ? "dark" : "light";
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await nextFrames(page);
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${size.width}${scheme === "dark" ? "-dark" : ""}.png`, fullPage: true, animations: "disabled" });
    }
  }
  await page.emulateMedia({ colorScheme: schemeBefore });
  if (before) {
    await page.setViewportSize(before);
  }
  await nextFrames(page);
}

/** Console text that means React's hydration did not match the server's HTML (production codes and dev wording). */
const HYDRATION_TEXT = /hydrat|did not match|Minified React error #(418|423|425)/i;

/**
 * Logged by Chromium when Playwright itself, not the page, tries to run its helper script in a frame sandboxed
 * without scripts (the link editor's preview): https://github.com/microsoft/playwright/issues/33343. A person's
 * browser never logs it there, and the preview's document has no script of its own (render-link-page.test.ts
 * checks the renderer emits none), so this one line, for a srcdoc or blank frame only, is not the app's.
 */
const PLAYWRIGHT_SANDBOXED_FRAME =
  /^Blocked script execution in 'about:(srcdoc|blank)' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

/**
 * Collects what a person never sees but a broken page reports: console errors, warnings about hydration, and
 * uncaught page errors. Call it right after the page is created, then `expectNone()` (or read `problems`) at
 * the end of the spec: it fails listing every message with the page it came from.
 * Nothing else is left out: the browser's own GET /favicon.ico is redirected to the app's mark (next.config.ts).
 */
export function failOnConsoleErrors(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && PLAYWRIGHT_SANDBOXED_FRAME.test(text)) return;
    if (message.type() === "error" || (message.type() === "warning" && HYDRATION_TEXT.test(text))) {
      problems.push(`console.${message.type()} on ${page.url()}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  return {
    problems,
    expectNone(context = "") {
      expect(problems, `${context}\n${problems.join("\n")}`).toEqual([]);
    },
  };
}
