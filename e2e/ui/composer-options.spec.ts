import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshot, signUp } from "./support";

// The per-network options speak a marketer's words: labels and help instead of field names, named lists
// instead of ids and codes, and only the options that apply to what the post carries.
test.setTimeout(120_000);

test("options have human labels, named lists, and appear only when they apply", async ({ page }) => {
  const { workspaceId } = await signUp(page, "options");
  for (const [platform, username] of [["youtube", "AdaTube"], ["tiktok", "ada.tok"], ["bluesky", "ada.bsky.social"]]) {
    await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
  }
  await page.goto(`/${workspaceId}/posts/new`);
  for (const name of ["YouTube @AdaTube", "TikTok @ada.tok", "Bluesky @ada.bsky.social"]) await page.getByRole("checkbox", { name }).check();
  const options = page.getByRole("region", { name: "Options per network" });

  // YouTube: a category by name, the value sent is its id; no field name shows through.
  const youtube = options.getByRole("group", { name: "YouTube options" });
  await youtube.getByLabel("Category").selectOption({ label: "Education" });
  await expect(youtube.getByLabel("Category")).toHaveValue("27");
  await expect(youtube.getByLabel("Visibility")).toContainText("Unlisted (anyone with the link)");
  await expect(youtube.getByText("Required by COPPA")).toBeVisible();
  await expect(options.getByText(/Category Id|Made For Kids|Is Aigc|Brand Content Toggle|Langs/)).toHaveCount(0);

  // Bluesky: languages from a named list.
  const bluesky = options.getByRole("group", { name: "Bluesky options" });
  await bluesky.getByLabel("Languages").selectOption([{ label: "English" }, { label: "German" }]);
  await expect(bluesky.getByLabel("Languages")).toHaveValues(["de", "en"]);

  // TikTok: no media yet, so neither the video cover nor the photo options show; a video brings the cover frame.
  const tiktok = options.getByRole("group", { name: "TikTok options" });
  await expect(tiktok.getByLabel("Who can view this video")).toContainText("Followers");
  await expect(tiktok.getByText("Branded content")).toBeVisible();
  await expect(tiktok.getByLabel(/Cover frame/)).toHaveCount(0);
  await expect(tiktok.getByLabel("Photo post title")).toHaveCount(0);
  await page.getByLabel("Add images or videos").setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: crypto.randomBytes(64 * 1024) });
  await expect(tiktok.getByLabel(/Cover frame/)).toBeVisible();
  await expect(tiktok.getByLabel("Turn off Duet")).toBeVisible();
  await expect(tiktok.getByLabel("Photo post title")).toHaveCount(0);
  await page.getByRole("button", { name: "Remove clip.mp4" }).click();
  await page.getByLabel("Add images or videos").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 64)) });
  await expect(tiktok.getByLabel("Photo post title")).toBeVisible();
  await expect(tiktok.getByLabel(/Cover frame/)).toHaveCount(0);
  await screenshot(page, "composer-options");
});
