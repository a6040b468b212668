// Browser-side security: every page carries a fresh nonce-based CSP under which the app still works, no one
// may frame it, sign-in never leaves the site, a signed-out session cannot be replayed, and password guessing
// is throttled with a clear message.
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signUp } from "./support";

/** Collects the browser's CSP complaints and script errors on `page`. */
function watchViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
}

test("pages carry a fresh nonce CSP and the security headers, and the app works under them", async ({ page, request }) => {
  const violations = watchViolations(page);
  const first = await page.goto("/sign-up");
  const headers = first!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toBeUndefined(); // served over http here

  // Next's own scripts carry this answer's nonce; the next answer has another one.
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const scriptNonces = await page.locator("script").evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  const again = (await (await request.get("/sign-up")).headers())["content-security-policy"];
  expect(/'nonce-([^']+)'/.exec(again)![1]).not.toBe(nonce);

  // Hydrated and working: sign up, then the main pages, charts included.
  const { workspaceId } = await signUp(page, "csp");
  for (const path of ["posts", "posts/new", "analytics", "accounts", "settings/api-keys"]) {
    await page.goto(`/${workspaceId}/${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);

  // The API answers (node:http front) and static files carry them too.
  const api = await request.get("/functions/v1/api/health");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["x-frame-options"]).toBe("DENY");
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  const unknown = await request.get("/functions/v1/api/nothing-here");
  expect(unknown.headers()["x-content-type-options"]).toBe("nosniff");
  const scriptSrc = await page.locator("script[src]").first().getAttribute("src");
  expect((await request.get(scriptSrc!)).headers()["x-content-type-options"]).toBe("nosniff");
});

test("another site cannot frame the app", async ({ page, baseURL }) => {
  const answer = page.waitForResponse(`${baseURL}/sign-in`);
  // setContent waits for the page's load event, which waits for the frame's own (the refused page included).
  await page.setContent(`<iframe id="app" src="${baseURL}/sign-in" width="600" height="400"></iframe>`);
  expect((await answer).headers()["x-frame-options"]).toBe("DENY");
  const frame = page.frames().find((f) => f !== page.mainFrame());
  const shown = frame ? await frame.getByRole("heading", { name: "Sign in" }).count() : 0;
  expect(shown).toBe(0);
});

test("sign-in never sends you to another site, whatever the callbackUrl", async ({ page, baseURL }) => {
  // Six sign-outs and sign-ins in one test: 30 s is too short on a loaded two-core CI machine (stop 28 ran out
  // during the last sign-out, every step having passed).
  test.slow();
  const { email } = await signUp(page, "redirect");
  const origin = new URL(baseURL!).origin;
  for (const callbackUrl of ["/\\evil.example/x", "/\t/evil.example/x", "//evil.example/x", "https://evil.example/x", "/.//evil.example/x"]) {
    await signOut(page);
    await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
    expect(new URL(page.url()).origin, callbackUrl).toBe(origin);
  }
  // A path on the site is kept.
  await signOut(page);
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/sign-up?from=x")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$|\/ideas$/); // signed in, /sign-up sends on to the board
});

test("a session copied before sign-out no longer works after it", async ({ page, browser }) => {
  const { workspaceId } = await signUp(page, "replay");
  const stolen = await page.context().cookies();
  expect(stolen.some((c) => c.name.includes("session-token"))).toBe(true);

  // The copy works while the person is signed in …
  const thief = await browser.newContext();
  await thief.addCookies(stolen);
  const thiefPage = await thief.newPage();
  await thiefPage.goto(`/${workspaceId}/ideas`);
  await expect(thiefPage.getByRole("heading", { name: "Idea board" })).toBeVisible();

  // … and not once they signed out.
  await signOut(page);
  await thiefPage.goto(`/${workspaceId}/ideas`);
  await expect(thiefPage).toHaveURL(/\/sign-in/);
  await thief.close();
});

test("password guessing is paused with a clear message, even for the right password", async ({ page }) => {
  const { email } = await signUp(page, "guess");
  await signOut(page);
  for (let i = 0; i < 10; i++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`wrong guess ${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong email or password.");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("Too many sign-in attempts");
  await expect(page).toHaveURL(/\/sign-in/);
});
