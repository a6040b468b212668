import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshot, signUp } from "./support";

// The preview per network shows the text each network will receive, resolved by the publishing pipeline's own
// code: the per-network caption or the shared one, hashtags appended the network's way (inline on Bluesky,
// after a blank line on Instagram, the first one as Threads' topic), where the feed folds it, what is too
// long, the network's title, and the media.
test.setTimeout(180_000);

const preview = (page: Page) => page.getByRole("region", { name: "Preview" });
const showPreview = async (page: Page, network: string) => {
  await preview(page).getByRole("tablist", { name: "Preview on" }).getByRole("tab", { name: network, exact: true }).click();
  return preview(page).getByRole("article", { name: `Preview on ${network}` });
};

test("each network's preview shows its own caption, hashtags, fold, limit, title and media", async ({ page }) => {
  const { workspaceId } = await signUp(page, "preview");
  for (const [platform, username] of [
    ["bluesky", "ada.bsky.social"],
    ["instagram", "ada.gram"],
    ["threads", "ada.threads"],
    ["youtube", "AdaTube"],
  ]) {
    await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
  }
  await page.goto(`/${workspaceId}/posts/new`);
  for (const name of ["Bluesky @ada.bsky.social", "Instagram @ada.gram", "Threads @ada.threads", "YouTube @AdaTube"])
    await page.getByRole("checkbox", { name }).check();

  const shared = `Launch day! ${"Postlane puts one post on every network you use, each in its own words. ".repeat(3).trim()}`;
  await page.getByLabel("Caption", { exact: true }).fill(shared);
  await page.getByLabel(/^Hashtags/).fill("#launch postlane");
  await page.getByRole("tablist", { name: "Caption for" }).getByRole("tab", { name: "Bluesky" }).click();
  await page.getByLabel("Caption for Bluesky").fill("Short sky text");
  await page.getByLabel("Add images or videos").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 36)) });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });

  // Bluesky: its own caption, the tags on the same line, the @account, the image.
  const bluesky = await showPreview(page, "Bluesky");
  await expect(bluesky.getByTestId("preview-text")).toHaveText("Short sky text #launch #postlane");
  await expect(bluesky).toContainText("@ada.bsky.social");
  await expect(bluesky.getByTestId("preview-media").locator("img")).toBeVisible();

  // Instagram: the shared caption, folded after about 125 characters until "more"; the tags after a blank line.
  const instagram = await showPreview(page, "Instagram");
  await expect(instagram.getByRole("button", { name: "more" })).toBeVisible();
  await expect(instagram.getByTestId("preview-text")).not.toContainText("#launch");
  await expect(instagram).toContainText("The feed shows about the first 125 characters");
  await screenshot(page, "composer-preview-instagram");
  await instagram.getByRole("button", { name: "more" }).click();
  expect(await instagram.getByTestId("preview-text").innerText()).toBe(`ada.gram ${shared}\n\n#launch #postlane`);

  // Threads: the first hashtag becomes the post's topic, the rest follow inline.
  const threads = await showPreview(page, "Threads");
  await expect(threads.getByTestId("preview-text")).toHaveText(`${shared} #postlane`);

  // YouTube: its own title option above the description.
  await page.getByLabel(/^Video title\s*\* required/).fill("Launch video");
  const youtube = await showPreview(page, "YouTube");
  await expect(youtube.getByText("Launch video", { exact: true })).toBeVisible();

  // Too long for Bluesky: said in its preview (it would be refused, never cut).
  await page.getByRole("tablist", { name: "Caption for" }).getByRole("tab", { name: "Bluesky" }).click();
  await page.getByLabel("Caption for Bluesky").fill("b".repeat(310));
  const longSky = await showPreview(page, "Bluesky");
  await expect(longSky).toContainText("Too long for Bluesky: 328/300 characters. It would be refused, not shortened.");
  await screenshot(page, "composer-preview-bluesky");
});
