import { expect, test, type Page } from "@playwright/test";
import { cli, screenshot, signUp } from "./support";

// Editing what has not gone out yet: a draft is reopened from the posts list with everything it had, changed
// and scheduled; the scheduled post is rescheduled, then published from the editor. Published posts cannot be
// edited, and a draft can be deleted from the editor.
test.setTimeout(180_000);

const pad = (n: number) => String(n).padStart(2, "0");
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const row = (page: Page, text: string) => page.getByTestId("post-group").filter({ hasText: text });

/** Open a post from the list; the checks answering shows the editor is live (as a person sees it ready). */
async function openEditor(page: Page, text: string) {
  await row(page, text)
    .getByRole("link", { name: /^Edit post/ })
    .click();
  await expect(page.getByTestId("checks-ok")).toBeVisible();
}
/** As the posts list shows times (Playwright's Chromium runs in en-US, in this machine's time zone). */
const shown = (d: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(d);

test("edit a draft, schedule it, reschedule it, then publish it from the editor", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "editor");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");

  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("First version");
  await page.getByLabel(/^Hashtags/).fill("#launch");
  await page.getByRole("tablist", { name: "Caption for" }).getByRole("tab", { name: "Bluesky" }).click();
  await page.getByLabel("Caption for Bluesky").fill("Sky version");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // Reopened from the list: accounts, captions and hashtags as saved.
  await openEditor(page, "First version");
  await expect(page.getByRole("heading", { level: 1, name: "Edit draft" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" })).toBeChecked();
  await expect(page.getByLabel("Caption", { exact: true })).toHaveValue("First version");
  await expect(page.getByLabel(/^Hashtags/)).toHaveValue("#launch");
  await page.getByRole("tablist", { name: "Caption for" }).getByRole("tab", { name: "Bluesky" }).click();
  await expect(page.getByLabel("Caption for Bluesky")).toHaveValue("Sky version");

  // Change it: a second network, new shared text, then schedule for tomorrow 09:30.
  await page.getByRole("checkbox", { name: "Mastodon @ada@example.social" }).check();
  await page.getByRole("tablist", { name: "Caption for" }).getByRole("tab", { name: "All networks" }).click();
  await page.getByLabel("Caption", { exact: true }).fill("Second version");
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setHours(9, 30, 0, 0);
  await page.getByLabel(/Schedule for/).fill(localInput(tomorrow));
  await screenshot(page, "post-edit-draft");
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  const scheduled = row(page, "Second version");
  await expect(scheduled.getByTestId("post-status")).toHaveText("Scheduled");
  await expect(scheduled).toContainText("Bluesky, Mastodon");
  await expect(scheduled).toContainText(`Scheduled for ${shown(tomorrow)}`);

  // Reschedule: the editor shows the stored time; a new one is saved.
  await openEditor(page, "Second version");
  await expect(page.getByRole("heading", { level: 1, name: "Edit scheduled post" })).toBeVisible();
  await expect(page.getByLabel(/Schedule for/)).toHaveValue(localInput(tomorrow));
  const later = new Date(tomorrow.getTime() + 2 * 24 * 3600_000);
  await page.getByLabel(/Schedule for/).fill(localInput(later));
  await page.getByRole("button", { name: "Save and keep scheduled" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(row(page, "Second version")).toContainText(`Scheduled for ${shown(later)}`);

  // Publish now from the editor: it fans out to one row per account and goes out through the sandbox.
  await openEditor(page, "Second version");
  await page.getByLabel("Caption", { exact: true }).fill("Final version");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(page.getByTestId("post-row")).toHaveCount(2);
  await expect(page.getByTestId("post-status")).toHaveText(["Published", "Published"], { timeout: 30_000 });
  await expect(row(page, "Final version").getByTestId("post-row")).toHaveCount(2);
  // Published rows offer no Edit, and their edit page says why.
  await expect(page.getByRole("link", { name: /^Edit post/ })).toHaveCount(0);
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  const listed = await page.request.get("/functions/v1/api/posts?status=published", { headers: { Authorization: `Bearer ${apiKey.key}` } });
  const [published] = (await listed.json()).posts as { id: string; caption: string }[];
  expect(published.caption).toBe("Final version");
  await page.goto(`/${workspaceId}/posts/${published.id}/edit`);
  await expect(page.getByRole("status")).toContainText("This post is published, so it can’t be edited");
  await screenshot(page, "post-edit-published");
});

test("a scheduled post moves back to drafts, and a draft is deleted from the editor after a confirmation", async ({ page }) => {
  const { workspaceId } = await signUp(page, "editor-delete");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Maybe later");
  await page.getByLabel(/Schedule for/).fill(localInput(new Date(Date.now() + 3 * 24 * 3600_000)));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(row(page, "Maybe later").getByTestId("post-status")).toHaveText("Scheduled");

  await openEditor(page, "Maybe later");
  await page.getByRole("button", { name: "Move to drafts" }).click();
  await expect(page.getByText("Moved to drafts")).toBeVisible();
  await expect(row(page, "Maybe later").getByTestId("post-status")).toHaveText("Draft");

  await openEditor(page, "Maybe later");
  await page.getByRole("button", { name: "Delete post" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this post?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit draft" })).toBeVisible();
  await page.getByRole("button", { name: "Delete post" }).click();
  await dialog.getByRole("button", { name: "Delete post" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(page.getByText("No posts yet")).toBeVisible();
});
