import { expect, test, type Page } from "@playwright/test";
import { cli, screenshot, signUp } from "./support";

// The cover frame is picked on the video itself. Debian's Chromium plays no H.264, so the video is made in
// the page: a canvas whose colour changes every second, recorded by MediaRecorder as VP8 WebM. Such a
// recording states no duration (the element reports Infinity), as a user's own screen or camera capture
// would: the picker has to find the length before it can offer a slider.
test.setTimeout(120_000);

/** A 3-second WebM: red, then green, then blue, one second each. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm;codecs=vp8" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    const paint = () => {
      const second = Math.floor((performance.now() - started) / 1000);
      context.fillStyle = ["#ff0000", "#00ff00", "#0000ff"][Math.min(second, 2)];
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (second < 3) requestAnimationFrame(paint);
      else recorder.stop();
    };
    recorder.start(250);
    paint();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

test("cover frame: a slider through the post's own video, saved with the draft", async ({ page }) => {
  const { workspaceId } = await signUp(page, "cover");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "tiktok", "--username", "ada.tok", "--sandbox");
  await page.goto(`/${workspaceId}/posts/new`);
  const webm = await recordWebm(page);
  expect(webm.length).toBeGreaterThan(1000);

  await page.getByRole("checkbox", { name: "TikTok @ada.tok" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Cover frame check");
  await page.getByLabel("Add images or videos").setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: webm });
  const tiktok = page.getByRole("group", { name: "TikTok options" });
  const slider = tiktok.getByRole("slider", { name: /Cover frame/ });
  // The slider appears only once the video's real length is known: about 3 s, never Infinity.
  await expect(slider).toBeVisible({ timeout: 20_000 });
  const max = Number(await slider.getAttribute("max"));
  expect(max).toBeGreaterThan(2_000);
  expect(max).toBeLessThan(5_000);

  // Keyboard: each arrow moves one step (100 ms); the video shows the frame under the slider.
  await slider.focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("1500");
  await expect(tiktok.getByText("1.5 s")).toBeVisible();
  const video = tiktok.getByTestId("cover-frame-video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(1.5, 1);
  await screenshot(page, "composer-cover-frame");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await page
    .getByTestId("post-group")
    .filter({ hasText: "Cover frame check" })
    .getByRole("link", { name: /^Edit post/ })
    .click();
  // Reopened: the chosen frame came back from the stored draft (platformOptions.tiktok.videoCoverTimestampMs).
  await expect(page.getByRole("group", { name: "TikTok options" }).getByRole("slider", { name: /Cover frame/ })).toHaveValue("1500", { timeout: 20_000 });
});
