import { expect, test } from "@playwright/test";
import { recordWebm } from "./record-webm";
import { cli, screenshot, signUp } from "./support";

// The cover frame is picked on the video itself. Debian's Chromium plays no H.264, so the video is made in
// the page (record-webm.ts). Such a recording states no duration (the element reports Infinity), as a
// user's own screen or camera capture would: the picker has to find the length before it can offer a slider.
test.setTimeout(120_000);

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
