import { expect, test } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshots, signUp } from "./support";

// Each network's preview in its own layout, beside the editor on a wide screen and a tab on a phone: X and
// Bluesky show the whole thread, Instagram crops a portrait photo to 4:5 with carousel dots, Pinterest is a 2:3
// Pin, TikTok a 9:16 screen. Screenshots of every network's preview at 1440 and 390 px, light and dark.
test.setTimeout(300_000);

const NETWORKS: [string, string, string][] = [
  ["twitter", "ada_x", "X (Twitter)"],
  ["bluesky", "ada.bsky.social", "Bluesky"],
  ["threads", "ada.threads", "Threads"],
  ["mastodon", "ada@example.social", "Mastodon"],
  ["instagram", "ada.gram", "Instagram"],
  ["linkedin", "Ada Lovelace", "LinkedIn"],
  ["facebook", "Ada's Kitchen", "Facebook"],
  ["pinterest", "ada.pins", "Pinterest"],
  ["tiktok", "ada.tok", "TikTok"],
  ["youtube", "AdaTube", "YouTube"],
  ["telegram", "ada_channel", "Telegram"],
  ["discord", "ada-bot", "Discord"],
];

test("every network's preview in its own layout, light and dark, wide and phone", async ({ page }) => {
  const { workspaceId } = await signUp(page, "network-previews");
  for (const [platform, username] of NETWORKS) {
    await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
  }
  await page.goto(`/${workspaceId}/posts/new`);
  for (const [, username, label] of NETWORKS) await page.getByRole("checkbox", { name: `${label} @${username}` }).check();
  await page
    .getByLabel("Caption", { exact: true })
    .fill("Our autumn menu is here: roasted squash soup, a new chai, and the return of the apple tart. Come by this week and tell us your favourite. #autumn");
  const files = [1, 2, 3].map((n) => ({ name: `dish-${n}.png`, mimeType: "image/png", buffer: Buffer.from(pngBytes(80, 100)) }));
  await page.getByLabel("Add images or videos").setInputFiles(files);
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  const thread = page.getByRole("region", { name: "Thread" });
  await thread.getByRole("button", { name: "+ Add a part" }).click();
  await thread.getByLabel("Part 2", { exact: true }).fill("Opening hours: 8 to 18, every day but Monday.");

  const preview = page.getByRole("region", { name: "Preview" });
  // Wide screen: the preview sits beside the editor, not under it.
  const editorBox = (await page.getByLabel("Caption", { exact: true }).boundingBox())!;
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.x).toBeGreaterThan(editorBox.x + editorBox.width);

  await preview.getByRole("tab", { name: "X (Twitter)" }).click();
  await expect(preview.getByTestId("preview-thread-post")).toHaveCount(2);
  await expect(preview.getByTestId("preview-thread-post").nth(1)).toContainText("Opening hours");
  await preview.getByRole("tab", { name: "Bluesky" }).click();
  await expect(preview.getByTestId("preview-thread-post")).toHaveCount(2);
  await preview.getByRole("tab", { name: "Instagram" }).click();
  await expect(preview.getByTestId("preview-media")).toHaveAttribute("data-aspect", "0.800");
  await expect(preview.getByTestId("carousel-dots")).toBeVisible();
  await expect(preview.getByRole("button", { name: "more" })).toBeVisible();
  await preview.getByRole("tab", { name: "Pinterest" }).click();
  await expect(preview.getByTestId("preview-media")).toHaveAttribute("data-aspect", "0.667");
  await preview.getByRole("tab", { name: "TikTok" }).click();
  await expect(preview.getByTestId("preview-vertical")).toBeVisible();

  // The phone shows the preview tab in the shots; the wide screen shows both columns whichever tab is chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tablist", { name: "Composer view" }).getByRole("tab", { name: "Preview" }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  // screenshots() takes each at 1440 and 390 px, light and dark (composer-preview-<network>-1440-dark.png …).
  for (const [platform, , label] of NETWORKS) {
    await preview.getByRole("tab", { name: label }).click();
    await expect(preview.getByRole("article", { name: `Preview on ${label}` })).toBeVisible();
    await screenshots(page, `composer-preview-${platform}`);
  }

  // A phone: "Write" and "Preview" are tabs.
  await page.setViewportSize({ width: 390, height: 844 });
  const views = page.getByRole("tablist", { name: "Composer view" });
  await expect(preview).toBeVisible();
  await expect(page.getByLabel("Caption", { exact: true })).toBeHidden();
  await views.getByRole("tab", { name: "Write" }).click();
  await expect(page.getByLabel("Caption", { exact: true })).toBeVisible();
  await expect(preview).toBeHidden();
});
