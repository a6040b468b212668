import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshot, screenshots, signUp } from "./support";
import { answerLinkTargets } from "./link-targets";

// Issue 14's acceptance path: a person builds a link page in the editor, publishes it, a visitor opens the
// public page in Chromium and follows two links, and both clicks show in the analytics view and the API.
test.setTimeout(120_000);

/** dnd-kit measures a lifted block over the next frames; a person's next key press comes later than that. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
}

async function addLink(page: Page, label: string, url: string) {
  await page.getByRole("group", { name: "Add a block" }).getByRole("button", { name: "Link", exact: true }).click();
  const form = page.getByRole("form", { name: "Add block: Link" });
  await form.getByLabel("Label").fill(label);
  await form.getByLabel("URL", { exact: true }).fill(url);
  await form.getByRole("button", { name: "Add block" }).click();
  await expect(page.getByTestId("link-block").filter({ hasText: label })).toBeVisible();
}

test("build, publish, visit and click a link page; the clicks show in analytics and the API", async ({ page, browser }) => {
  const { email, workspaceId } = await signUp(page, "links");
  await page.getByRole("link", { name: "Links", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Link pages" })).toBeVisible();

  // The address is made from the title as it is typed, and checked as it changes: a reserved word is
  // refused in words, a free one is confirmed.
  const run = Date.now().toString(36);
  await page.getByLabel("Title").fill(`Brightside Coffee ${run}`);
  await expect(page.getByLabel("Address")).toHaveValue(`brightside-coffee-${run}`);
  await expect(page.getByTestId("slug-status")).toHaveText(`/l/brightside-coffee-${run} is available`);
  const slug = `ada-${run}`;
  await page.getByLabel("Address").fill("admin");
  await expect(page.getByTestId("slug-status")).toHaveText("That address is kept for Postlane itself; choose another");
  await page.getByLabel("Address").fill(slug);
  await expect(page.getByTestId("slug-status")).toHaveText(`/l/${slug} is available`);
  await page.getByLabel("Title").fill("Ada's links");
  // Once changed by hand, the address stays as typed.
  await expect(page.getByLabel("Address")).toHaveValue(slug);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { name: "Ada's links" })).toBeVisible();
  const pageId = new URL(page.url()).pathname.split("/")[3];
  await expect(page.getByTestId("link-status")).toHaveText("Draft");

  await addLink(page, "Shop", "https://shop.example.test/");
  await addLink(page, "Blog", "https://blog.example.test/");
  await page.getByRole("group", { name: "Add a block" }).getByRole("button", { name: "Header" }).click();
  await page.getByRole("form", { name: "Add block: Header" }).getByLabel("Header text").fill("Find me");
  await page.getByRole("form", { name: "Add block: Header" }).getByRole("button", { name: "Add block" }).click();
  await expect(page.getByTestId("link-block")).toHaveCount(3);

  // Keyboard reorder: the header goes to the top (Space lifts, arrows move, Space drops).
  const handle = page.getByRole("button", { name: "Move Header: Find me" });
  await handle.focus();
  await page.keyboard.press("Space");
  await settle(page);
  await page.keyboard.press("ArrowUp");
  await settle(page);
  await page.keyboard.press("ArrowUp");
  await settle(page);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("link-block").first()).toContainText("Find me");

  // An avatar through the media flow, and the theme: the preview shows the draft as it will look.
  await page.getByLabel("Upload image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 64)) });
  await expect(page.getByLabel("Avatar image URL")).toHaveValue(/\/media\/.+/);
  await page.getByRole("radio", { name: "Dark" }).check({ force: true });
  await page.getByRole("button", { name: "Save page" }).click();
  const preview = page.frameLocator('[data-testid="link-preview"]');
  await expect(preview.getByRole("heading", { name: "Find me" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Shop" })).toBeVisible();
  await expect.poll(() => preview.locator("img.avatar").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect.poll(() => preview.locator("body").evaluate((b) => getComputedStyle(b).backgroundColor)).toBe("rgb(15, 23, 42)");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("link-status")).toHaveText("Published");
  await expect(page.getByRole("button", { name: "Up to date" })).toBeDisabled();
  await screenshots(page, "links-editor");

  // A visitor (a fresh browser context: no session) opens the page and follows two links.
  const visitor = await (await browser.newContext()).newPage();
  await answerLinkTargets(visitor, /^(shop|blog)\.example\.test$/);
  const response = await visitor.goto(`/l/${slug}`);
  expect(response!.status()).toBe(200);
  expect(response!.headers()["content-security-policy"]).toContain("default-src 'none'");
  await expect(visitor.getByRole("heading", { name: "Ada's links", level: 1 })).toBeVisible();
  expect(await visitor.locator("script").count()).toBe(0);
  expect(await visitor.locator('meta[property="og:title"]').getAttribute("content")).toBe("Ada's links");
  expect(await visitor.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/media\/.+/);
  await visitor.getByRole("link", { name: "Shop" }).click();
  await expect(visitor).toHaveURL("https://shop.example.test/");
  await visitor.goto(`/l/${slug}`);
  await visitor.getByRole("link", { name: "Blog" }).click();
  await expect(visitor).toHaveURL("https://blog.example.test/");
  await screenshot(visitor, "links-visitor");

  // The analytics view counts them.
  await page.getByRole("link", { name: "Analytics", exact: true }).last().click();
  await expect(page.getByRole("heading", { name: "Ada's links: analytics" })).toBeVisible();
  await expect(page.getByTestId("total-clicks")).toHaveText("2");
  await expect(page.getByTestId("total-views")).toHaveText("2");
  await expect(page.getByTestId("total-unique")).toHaveText("1");
  const table = page.getByTestId("block-table");
  await expect(table.getByRole("row", { name: /Shop/ })).toContainText("1");
  await expect(table.getByRole("row", { name: /Blog/ })).toContainText("1");
  await expect(page.getByTestId("link-chart")).toBeVisible();
  await screenshot(page, "links-analytics");

  // And so does the API.
  const { apiKey } = await cli<{ apiKey: { key: string } }>(
    "key",
    "create",
    "--workspace",
    workspaceId,
    "--user",
    email,
    "--scopes",
    "links:read",
    "--mode",
    "live",
  );
  const res = await page.request.get(`/functions/v1/api/links/${pageId}/analytics?period=7d`, { headers: { Authorization: `Bearer ${apiKey.key}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { totals: { views: number; clicks: number }; blocks: { label: string; clicks: number }[] };
  expect(body.totals).toMatchObject({ views: 2, clicks: 2, clickThroughRate: 1 });
  expect(body.blocks.map((b) => [b.label, b.clicks])).toEqual([
    ["Find me", 0],
    ["Shop", 1],
    ["Blog", 1],
  ]);
});
