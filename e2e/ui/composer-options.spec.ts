import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshots, signUp } from "./support";

// The per-network options speak a marketer's words: labels and help instead of field names, named lists
// instead of ids and codes, and only the options that apply to what the post carries.
test.setTimeout(120_000);

test("options have human labels, named lists, and appear only when they apply", async ({ page }) => {
  const { workspaceId } = await signUp(page, "options");
  for (const [platform, username] of [
    ["youtube", "AdaTube"],
    ["tiktok", "ada.tok"],
    ["bluesky", "ada.bsky.social"],
  ]) {
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

  // Bluesky: its options are folded away until opened; languages are ticked from a named list, no Ctrl-click.
  await options.locator("[data-network-options=bluesky] > summary").click();
  const bluesky = options.getByRole("group", { name: "Bluesky options" });
  await bluesky.getByRole("checkbox", { name: "English" }).check();
  await bluesky.getByRole("checkbox", { name: "German" }).check();
  await expect(bluesky.getByRole("group", { name: "Languages" }).getByRole("checkbox", { checked: true })).toHaveCount(2);

  // YouTube "Made for kids" is a Yes/No question with no answer chosen for the person.
  await expect(youtube.getByRole("radio", { name: "No" })).not.toBeChecked();
  await youtube.getByRole("radio", { name: "No" }).check();

  // TikTok: its own media-aware options — a video brings the cover frame and Duet/Stitch, a photo its title.
  const tiktok = options.getByRole("group", { name: "TikTok options" });
  await expect(tiktok.getByLabel(/Cover frame/)).toHaveCount(0);
  await expect(tiktok.getByLabel("Photo post title")).toHaveCount(0);
  await expect(tiktok.getByLabel("Duet")).toHaveCount(0);
  await page.getByLabel("Add images or videos").setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: crypto.randomBytes(64 * 1024) });
  await expect(tiktok.getByLabel(/Cover frame/)).toBeVisible();
  await expect(tiktok.getByLabel("Duet")).toBeVisible();
  await expect(tiktok.getByLabel("Photo post title")).toHaveCount(0);
  await page.getByRole("button", { name: "Remove clip.mp4" }).click();
  await page.getByLabel("Add images or videos").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 64)) });
  await expect(tiktok.getByLabel("Photo post title")).toBeVisible();
  await expect(tiktok.getByLabel(/Cover frame/)).toHaveCount(0);
  await screenshots(page, "composer-options");

  // With three networks' options open the page is long; the preview and the buttons beside the editor stay
  // on screen while the options are scrolled through (sticky on a wide screen).
  expect(await page.evaluate(() => document.documentElement.scrollHeight > 1.5 * innerHeight)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
  await expect(page.getByRole("region", { name: "Preview" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Save draft" })).toBeInViewport();
});

test("TikTok direct post: creator shown, privacy chosen with no default, disclosure explained, the declaration shown where it posts", async ({ page }) => {
  const { workspaceId } = await signUp(page, "tiktok-ux");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "tiktok", "--username", "ada.tok", "--sandbox");
  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "TikTok @ada.tok" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Behind the scenes");
  await page.getByLabel("Add images or videos").setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: crypto.randomBytes(64 * 1024) });
  const tiktok = page.getByRole("group", { name: "TikTok options" });
  const publish = page.getByRole("button", { name: "Publish now" });

  await expect(tiktok.getByText("Posting to TikTok as")).toContainText("@ada.tok");
  const privacy = tiktok.getByLabel("Who can view this video");
  await expect(privacy).toHaveValue("");
  // Interactions are off until turned on.
  for (const name of ["Comments", "Duet", "Stitch"]) await expect(tiktok.getByLabel(name)).not.toBeChecked();
  await tiktok.getByLabel("Comments").check();
  await expect(publish).toBeDisabled();

  await privacy.selectOption({ label: "Only me" });
  await tiktok.getByLabel("Disclose commercial content").check();
  await expect(tiktok.getByText("Choose at least one to post.")).toBeVisible();
  await expect(page.getByTestId("blocked-reason")).toContainText("say whether the content promotes your brand, a third party, or both on TikTok");
  await tiktok.getByLabel("Branded content").check();
  // Branded content cannot be private: the choice is cleared and "Only me" is no longer offered.
  await expect(privacy).toHaveValue("");
  await expect(privacy.getByRole("option", { name: /Only me/ })).toBeDisabled();
  await expect(tiktok.getByText('Your video will be labelled "Paid partnership".')).toBeVisible();
  await expect(tiktok.getByRole("link", { name: "Branded Content Policy" })).toBeVisible();
  await privacy.selectOption({ label: "Everyone" });
  // TikTok's declaration is shown where the person posts; there is nothing to tick, so nothing to lose on reopening.
  await expect(page.getByTestId("tiktok-declaration").first()).toContainText(
    "By posting, you agree to TikTok's Branded Content Policy and Music Usage Confirmation",
  );
  await expect(page.getByTestId("blocked-reason")).toHaveCount(0, { timeout: 15_000 });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await screenshots(page, "composer-tiktok");
  await publish.click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
});
