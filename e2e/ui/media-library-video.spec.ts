import { expect, test } from "@playwright/test";
import { recordWebm } from "./record-webm";
import { cli, screenshot, signUp } from "./support";

// Issue 26, media library: a video's thumbnail is the frame the composer's browser draws after the upload (the
// server has no video decoder). A real 3-second VP8 recording, red first, is uploaded from the composer; the
// library then shows its thumbnail as a decoded picture of that first (red) second, with the video's pixel size
// and length. The recording states no length in its header (as screen and camera captures do), so the length
// is the one the browser found by reading to the end, never 0:00.
test.setTimeout(120_000);

test("a video uploaded in the composer shows its first frame and its length in the media library", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "library-video");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
  await page.goto(`/${workspaceId}/posts/new`);
  const webm = await recordWebm(page);
  expect(webm.length).toBeGreaterThan(1000);

  await page.getByRole("checkbox", { name: "Mastodon @ada@example.social" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Behind the scenes");
  await page.getByLabel("Add images or videos").setInputFiles({ name: "behind-the-scenes.webm", mimeType: "video/webm", buffer: webm });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // The frame is sent after the upload, without holding the post up: the library has it once it arrived.
  await page.getByRole("link", { name: "Media", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  const card = page.getByTestId("library-item").filter({ hasText: "behind-the-scenes.webm" });
  const thumbnail = card.locator("img");
  await expect(async () => {
    await page.reload();
    await expect(thumbnail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // A real picture: decoded by the browser, 320 px at most on its longer side (a 16:9 frame), and red as the
  // video's first second is (the frame at 0.1 s), not a black or empty image.
  await expect(thumbnail).toHaveAttribute("src", /\/thumbnails\/[0-9a-f-]+\.webp$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(90);
  const [red, green, blue] = await thumbnail.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    return [...context.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data.slice(0, 3)];
  });
  expect(red).toBeGreaterThan(180);
  expect(green).toBeLessThan(80);
  expect(blue).toBeLessThan(80);

  // Its facts: the container, the pixel size and the length the browser read (about 3 s).
  await expect(card).toContainText("WEBM");
  await expect(card).toContainText("160×90");
  await expect(card).toContainText(/· 0:0[34](?!\d)/);
  await expect(card.getByTestId("library-usage")).toHaveText("Used in 1 post");
  await page.getByLabel("Show").selectOption({ label: "Videos" });
  await expect(page.getByTestId("library-item")).toHaveCount(1);
  await screenshot(page, "media-library-video");

  // The API says the same.
  const { apiKey } = await cli<{ apiKey: { key: string } }>(
    "key",
    "create",
    "--workspace",
    workspaceId,
    "--user",
    email,
    "--scopes",
    "media:read",
    "--mode",
    "live",
  );
  const { media } = await (await page.request.get("/functions/v1/api/media?kind=video", { headers: { Authorization: `Bearer ${apiKey.key}` } })).json();
  expect(media).toHaveLength(1);
  expect(media[0]).toMatchObject({ kind: "video", contentType: "video/webm", width: 160, height: 90, thumbnailUrl: expect.stringMatching(/\.webp$/) });
  expect(media[0].durationMs).toBeGreaterThan(2_500);
  expect(media[0].durationMs).toBeLessThan(4_500);
});
