import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshot, signUp } from "./support";

// Alt text and UTM tags as a marketer meets them: the workspace turns campaign tags on (Members page), the
// composer's preview shows each network's link tagged with its own utm_source, a post can leave its links
// alone, an image without alt text is flagged, and its alt text field counts against the tightest limit of
// the chosen networks. Reopened, the post keeps its alt text and its own choice about tags.
test.setTimeout(180_000);

const preview = (page: Page) => page.getByRole("region", { name: "Preview" });
async function previewText(page: Page, network: string) {
  await preview(page).getByRole("tablist", { name: "Preview on" }).getByRole("tab", { name: network, exact: true }).click();
  return preview(page)
    .getByRole("article", { name: `Preview on ${network}` })
    .getByTestId("preview-text");
}

test("campaign tags in the preview per network, a post's own choice, and alt text with its limit", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "altutm");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");

  // The workspace setting: on, with a campaign.
  await page.goto(`/${workspaceId}/settings/workspace`);
  await page.getByTestId("utm-enabled").check();
  await expect(page.getByText("Name the campaign to turn tags on.")).toBeVisible();
  await page.getByTestId("utm-campaign").fill("spring");
  // The setting in words, with a live example of a tagged link made from the campaign as typed.
  await expect(page.getByTestId("tagged-link-example")).toContainText(
    "https://yourshop.example/spring?utm_source=instagram&utm_medium=social&utm_campaign=spring",
  );
  await expect(page.getByRole("region", { name: "Campaign tags on links" })).not.toContainText("utm_source=<network>");
  await page.getByRole("region", { name: "Campaign tags on links" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Links will be tagged with campaign “spring”")).toBeVisible();

  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" }).check();
  await page.getByRole("checkbox", { name: "Mastodon @ada@example.social" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("New menu (https://bakery.example/menu#mains). Old one: https://bakery.example/?utm_source=mail");

  // Each network's preview has the link tagged with its own source, before the fragment; a tagged link stays.
  const tagged = (source: string) => `https://bakery.example/menu?utm_source=${source}&utm_medium=social&utm_campaign=spring#mains`;
  await expect(await previewText(page, "Bluesky")).toHaveText(`New menu (${tagged("bluesky")}). Old one: https://bakery.example/?utm_source=mail`);
  await expect(await previewText(page, "Mastodon")).toContainText(`New menu (${tagged("mastodon")}).`);
  await screenshot(page, "composer-utm-preview");

  // An image without alt text is flagged; its field counts against Mastodon's 1,500 (tighter than Bluesky's 2,000).
  await page.getByLabel("Add images or videos").setInputFiles({ name: "loaf.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(32, 32)) });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  const warnings = page.getByRole("list", { name: "Worth a look" });
  await expect(warnings).toContainText("Image 1 has no alt text: people using screen readers on Bluesky and Mastodon won’t know what it shows.");
  await expect(page.getByText("0 / 1,500 (Mastodon)")).toBeVisible();
  await page.getByLabel("Alt text for loaf.png").fill("A sourdough loaf, cut open");
  await expect(page.getByText("26 / 1,500 (Mastodon)")).toBeVisible();
  await expect(warnings).toHaveCount(0);

  // This post leaves its links as written.
  await page.locator("summary", { hasText: "Campaign tags" }).click();
  await page.getByLabel("Leave this post’s links as written").check();
  await expect(await previewText(page, "Bluesky")).toHaveText("New menu (https://bakery.example/menu#mains). Old one: https://bakery.example/?utm_source=mail");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // Saved through the API's fields: the alt text by position, and the post's own choice about tags.
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  const listed = await page.request.get("/functions/v1/api/posts", { headers: { Authorization: `Bearer ${apiKey.key}` } });
  const [post] = (await listed.json()).posts as { id: string; media_alt_texts: string[]; utm: unknown }[];
  expect(post).toMatchObject({ media_alt_texts: ["A sourdough loaf, cut open"], utm: { enabled: false } });

  // Reopened, the alt text and the post's own choice are where they were left.
  await page.goto(`/${workspaceId}/posts/${post.id}/edit`);
  await expect(page.getByLabel("Alt text for loaf.png")).toHaveValue("A sourdough loaf, cut open");
  await expect(page.getByLabel("Leave this post’s links as written")).toBeChecked();
});
