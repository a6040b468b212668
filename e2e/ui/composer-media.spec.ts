import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshot, signUp } from "./support";

// Media in the composer as a person adds it: files are checked before upload, then PUT for real to the local
// storage driver through the presigned flow with a progress bar, shown as thumbnails, reordered, removed and
// given alt text; the saved post carries the public URLs, which serve the uploaded bytes.
test.setTimeout(180_000);

async function apiKey(workspaceId: string, email: string): Promise<string> {
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  return apiKey.key;
}

/** Slow the browser's uploads down (Chromium's network emulation), so the progress of one can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return () => cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test("upload with progress, thumbnails, reorder, remove and alt text; the saved post has the public URLs", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "media");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "Mastodon @ada@example.social" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Behind the scenes");

  // Refused before any upload: a type no network takes, and an image over the size limit.
  const picker = page.getByLabel("Add images or videos");
  await picker.setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(21 * 1024 * 1024) },
  ]);
  const refused = page.getByRole("alert", { name: "Files not added" });
  await expect(refused).toContainText("notes.txt: text/plain files cannot be posted");
  await expect(refused).toContainText("huge.png is 21 MB; images can be at most 20 MB");
  await expect(page.getByTestId("media-item")).toHaveCount(0);

  // A 3 MB clip at 512 KB/s: the progress bar moves while the bytes go to the local storage route.
  const clip = crypto.randomBytes(3 * 1024 * 1024);
  const unthrottle = await throttleUploads(page, 512 * 1024);
  await picker.setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: clip });
  const progress = page.getByRole("progressbar", { name: "Uploading clip.mp4" });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 20_000 }).toBeGreaterThan(0);
  const midway = Number(await progress.getAttribute("aria-valuenow"));
  expect(midway).toBeLessThan(100);
  await expect(page.getByRole("button", { name: "Publish now" })).toBeDisabled();
  await screenshot(page, "composer-media-uploading");
  await expect(progress).toBeHidden({ timeout: 60_000 });
  await unthrottle();

  // Two images; the thumbnail shows the uploaded picture.
  await picker.setInputFiles([
    { name: "red.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(40, 30, [220, 30, 30])) },
    { name: "blue.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(30, 40, [30, 30, 220])) },
  ]);
  await expect(refused).toBeHidden();
  const items = page.getByTestId("media-item");
  await expect(items).toHaveCount(3);
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  const redThumb = items.filter({ hasText: "red.png" }).locator("img");
  await expect(redThumb).toBeVisible();
  await expect.poll(() => redThumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await expect(items.filter({ hasText: "clip.mp4" }).getByTestId("media-thumbnail")).toHaveAttribute("data-kind", "video");

  // Bluesky takes images or one video, not both: the checks say so once it is chosen, and stop once the clip is removed.
  await page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" }).check();
  await expect(page.getByRole("region", { name: "Checks" })).toContainText("Bluesky takes images or a video, not both");
  await page.getByRole("button", { name: "Remove clip.mp4" }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Mastodon, Bluesky.");

  // Blue first, with alt text on both.
  await page.getByRole("button", { name: "Move blue.png earlier" }).click();
  await expect(items.first()).toContainText("blue.png");
  await page.getByLabel("Alt text for blue.png").fill("A blue square");
  await page.getByLabel("Alt text for red.png").fill("A red square");
  await screenshot(page, "composer-media");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // The saved post: the two public URLs in their new order, each serving what was uploaded.
  const key = await apiKey(workspaceId, email);
  const listed = await page.request.get("/functions/v1/api/posts", { headers: { Authorization: `Bearer ${key}` } });
  const [post] = (await listed.json()).posts as { id: string; media_urls: string[]; media_type: string | null }[];
  expect(post.media_urls).toHaveLength(2);
  expect(post.media_urls[0]).toMatch(new RegExp(`/media/${workspaceId}/[0-9a-f-]+-blue\\.png$`));
  expect(post.media_urls[1]).toMatch(/-red\.png$/);
  expect(post.media_type).toBe("image");
  const served = await page.request.get(post.media_urls[0]);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await served.body()).equals(Buffer.from(pngBytes(30, 40, [30, 30, 220])))).toBe(true);

  // Reopened in the editor, the alt texts are where they were left.
  await page.goto(`/${workspaceId}/posts/${post.id}/edit`);
  await expect(page.getByLabel("Alt text for blue.png")).toHaveValue("A blue square");
  await expect(page.getByLabel("Alt text for red.png")).toHaveValue("A red square");
});
