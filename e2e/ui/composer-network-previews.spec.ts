import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshots, signUp } from "./support";

// Each network's preview in its own layout, beside the editor on a wide screen and a tab on a phone: X and
// Bluesky show the whole thread, Instagram crops a portrait photo to 4:5 with carousel dots, Pinterest is a 2:3
// Pin, TikTok a 9:16 screen. Screenshots of every network's preview at 1440 and 390 px, light and dark.
//
// One composed post, shared by the tests in order: composing it (12 accounts, 3 uploads, a thread) is the
// costly part, and 48 full-page shots in one test ran past any single timeout on a loaded machine. So the
// post is composed once, and each network's shots are a test of their own with their own time budget.
test.describe.configure({ mode: "serial", timeout: 90_000 });

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

let context: BrowserContext;
let page: Page;
let preview: Locator;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  context = await browser.newContext();
  page = await context.newPage();
  const { workspaceId } = await signUp(page, "network-previews");
  // Three CLI processes at a time: each is a Node start-up, most of the setup's time.
  for (let i = 0; i < NETWORKS.length; i += 3) {
    await Promise.all(
      NETWORKS.slice(i, i + 3).map(([platform, username]) =>
        cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox"),
      ),
    );
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
  preview = page.getByRole("region", { name: "Preview" });

  // The phone shows the preview tab in the shots; the wide screen shows both columns whichever tab is chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tablist", { name: "Composer view" }).getByRole("tab", { name: "Preview" }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
});

test.afterAll(async () => {
  await context?.close();
});

test("the preview sits beside the editor and takes each network's shape", async () => {
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
});

// screenshots() takes each at 1440 and 390 px, light and dark (composer-preview-<network>-1440-dark.png …).
for (const [platform, , label] of NETWORKS) {
  test(`${label}'s preview, shot at 1440 and 390 px, light and dark`, async () => {
    await preview.getByRole("tab", { name: label }).click();
    await expect(preview.getByRole("article", { name: `Preview on ${label}` })).toBeVisible();
    await screenshots(page, `composer-preview-${platform}`);
  });
}

test("on a phone, Write and Preview are tabs", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  const views = page.getByRole("tablist", { name: "Composer view" });
  await expect(preview).toBeVisible();
  await expect(page.getByLabel("Caption", { exact: true })).toBeHidden();
  await views.getByRole("tab", { name: "Write" }).click();
  await expect(page.getByLabel("Caption", { exact: true })).toBeVisible();
  await expect(preview).toBeHidden();
});
