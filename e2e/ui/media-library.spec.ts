import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { expectAccessible } from "./axe";
import { cli, screenshot, signUp } from "./support";

// Issue 26, media library: a picture uploaded in one post is found in the library and reused in a second one
// from the composer's picker; deleting it is refused (in plain words) while the scheduled post uses it, and
// works once no scheduled post does. The page fits a phone and axe finds nothing serious.
test.setTimeout(240_000);

const pad = (n: number) => String(n).padStart(2, "0");
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

async function compose(page: Page, workspaceId: string, caption: string) {
  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "Mastodon @ada@example.social" }).check();
  await page.getByLabel("Caption", { exact: true }).fill(caption);
}

test("upload, reuse from the library, refused delete while scheduled, delete once unused", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "library");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");

  // First post: the picture is uploaded from the computer and the post saved as a draft.
  await compose(page, workspaceId, "Spring is here");
  await page
    .getByLabel("Add images or videos")
    .setInputFiles({ name: "product-shot.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(600, 400, [40, 120, 200])) });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // The library lists it with its thumbnail, size, uploader and the storage total; it is tagged and found by tag.
  await page.getByRole("link", { name: "Media", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  const card = page.getByTestId("library-item").filter({ hasText: "product-shot.png" });
  await expect(card).toContainText("PNG");
  await expect(card).toContainText("600×400");
  await expect(card).toContainText("Casey");
  await expect(card.getByTestId("library-usage")).toHaveText("Used in 1 post");
  await expect(card.locator("img")).toHaveJSProperty("complete", true);
  await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(page.getByTestId("library-storage")).toContainText("1 file");
  await card.getByRole("button", { name: "Edit tags of product-shot.png" }).click();
  await card.getByLabel("Tags for product-shot.png, separated by commas").fill("Catalogue, spring");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("list", { name: "Tags of product-shot.png" })).toContainText("catalogue");
  await page.getByLabel("Search by name or tag").fill("catalogue");
  await expect(page.getByTestId("library-item")).toHaveCount(1);
  await page.getByLabel("Search by name or tag").fill("no such file");
  await expect(page.getByText("No file matches")).toBeVisible();
  await page.getByLabel("Search by name or tag").fill("");
  await page.getByLabel("Show").selectOption({ label: "Videos" });
  await expect(page.getByTestId("library-item")).toHaveCount(0);
  await page.getByLabel("Show").selectOption({ label: "Images" });
  await expect(page.getByTestId("library-item")).toHaveCount(1);
  // As a person would: the "saved" toasts gone first (axe reads a toast fading in at a blended colour).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page, "media library");
  await screenshot(page, "media-library");

  // Second post: the same picture, picked from the library (no upload), scheduled for tomorrow.
  await compose(page, workspaceId, "Back in stock");
  await page.getByRole("button", { name: "Choose from library" }).click();
  const dialog = page.getByRole("dialog", { name: "Media library" });
  await dialog.getByLabel("Search by name or tag").fill("spring");
  await dialog.getByRole("button", { name: "product-shot.png" }).click();
  await expectAccessible(page, "library picker");
  await dialog.getByRole("button", { name: "Add to post" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  await expect(page.getByTestId("media-item")).toContainText("product-shot.png");
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setHours(10, 15, 0, 0);
  await page.getByLabel(/Schedule for/).fill(localInput(tomorrow));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // Both posts use the one stored file.
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live")).apiKey
    .key;
  const headers = { Authorization: `Bearer ${key}` };
  const posts = (await (await page.request.get("/functions/v1/api/posts", { headers })).json()).posts as { id: string; status: string; media_urls: string[] }[];
  expect(posts).toHaveLength(2);
  expect(new Set(posts.map((p) => p.media_urls[0])).size).toBe(1);

  // Refused while the scheduled post uses it, in words.
  await page.goto(`/${workspaceId}/media`);
  await expect(card.getByTestId("library-usage")).toHaveText("Used in 2 posts (1 scheduled)");
  await card.getByRole("button", { name: "Delete product-shot.png" }).click();
  await page.getByRole("button", { name: "Delete file" }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "product-shot.png is used by a scheduled post; remove it from those posts or wait until they are published, then delete it",
  );
  await screenshot(page, "media-library-refused-delete");

  // Once the scheduled post is gone, the file can go; the draft keeps its text.
  const scheduled = posts.find((p) => p.status === "scheduled")!;
  expect((await page.request.delete(`/functions/v1/api/posts/${scheduled.id}`, { headers })).status()).toBe(200);
  await page.reload();
  await expect(card.getByTestId("library-usage")).toHaveText("Used in 1 post");
  await card.getByRole("button", { name: "Delete product-shot.png" }).click();
  await page.getByRole("button", { name: "Delete file" }).click();
  await expect(page.getByText("No media yet")).toBeVisible();
  // An empty library says so, not "0 files, 1 KB in storage" (issue 38).
  await expect(page.getByTestId("library-storage")).toHaveText("No files yet");
  expect((await page.request.get(posts[0].media_urls[0])).status()).toBe(404);
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the library page and the picker fit 390 px", async ({ page }) => {
    const { workspaceId } = await signUp(page, "library-phone");
    await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
    await compose(page, workspaceId, "On the go");
    await page
      .getByLabel("Add images or videos")
      .setInputFiles({ name: "a-rather-long-file-name-for-a-phone-screen.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(40, 40)) });
    await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
    await page.goto(`/${workspaceId}/media`);
    await expect(page.getByTestId("library-item")).toHaveCount(1);
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await wide()).toBeLessThanOrEqual(0);
    await expectAccessible(page, "media library (390 px)");
    await screenshot(page, "media-library-phone");
    await compose(page, workspaceId, "Again");
    await page.getByRole("button", { name: "Choose from library" }).click();
    await expect(page.getByRole("dialog", { name: "Media library" }).getByRole("button", { name: /a-rather-long/ })).toBeVisible();
    expect(await wide()).toBeLessThanOrEqual(0);
  });
});
