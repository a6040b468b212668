import { expect, test } from "@playwright/test";
import { cli, screenshot, signUp } from "./support";

// The admin CLI starts a process per call; give the spec room on a busy machine.
test.setTimeout(180_000);

test("a post that fails on two networks rings the bell once; opening the list and marking it read clears it", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "bell");
  for (const [platform, username] of [
    ["mastodon", "ada@example.social"],
    ["bluesky", "ada.bsky.social"],
  ]) {
    await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
  }
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test");

  await page.goto(`/${workspaceId}/posts`);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByTestId("notification-unread-count")).toHaveCount(0);

  const failing = await page.request.post("/functions/v1/api/posts", {
    headers: { Authorization: `Bearer ${apiKey.key}` },
    data: {
      platforms: ["mastodon", "bluesky"],
      caption: "Sandbox says no",
      status: "published",
      platformOptions: { sandbox: { outcome: "fail", message: "instance is read-only" } },
    },
  });
  expect(failing.status()).toBe(201);
  await page.reload();
  const group = page.getByTestId("post-group").filter({ hasText: "Sandbox says no" });
  await expect(group.getByTestId("post-status").first()).toHaveText("Failed", { timeout: 30_000 });

  // Both networks failed: one notification, not two. The bell picks it up without a reload (it polls, and
  // reads again when the window gets focus); a reload makes the wait short.
  await page.reload();
  await expect(page.getByTestId("notification-unread-count")).toHaveText("1", { timeout: 35_000 });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  await bell.click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/notifications$`));
  const items = page.getByTestId("notification");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(/A post failed on (Mastodon and Bluesky|Bluesky and Mastodon)/);
  await expect(items.first()).toContainText("Mastodon: instance is read-only");
  await expect(items.first()).toContainText("Bluesky: instance is read-only");
  await expect(items.first()).toHaveAttribute("data-read", "false");
  await screenshot(page, "notifications-unread");

  await items.first().getByRole("button", { name: "Mark read" }).click();
  await expect(items.first()).toHaveAttribute("data-read", "true");
  await expect(page.getByTestId("notification-unread-count")).toHaveCount(0);
  await expect(page.getByTestId("notifications-unread-summary")).toHaveText("You are all caught up.");

  // Opening it goes to the posts page.
  await items.first().getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
});

test("the profile page's choices: failed posts in the app only, saved and shown again", async ({ page }) => {
  const { workspaceId } = await signUp(page, "prefs");
  await page.goto(`/${workspaceId}/settings/profile`);
  const failed = page.getByTestId("notification-preference-post_failed");
  await expect(failed.getByRole("button", { name: "Email" })).toHaveAttribute("aria-pressed", "true");
  await failed.getByRole("button", { name: "In app only" }).click();
  await expect(page.getByText("Failed posts: In app only")).toBeVisible();
  await page.reload();
  await expect(failed.getByRole("button", { name: "In app only" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("notification-preference-team_post_failed").getByRole("button", { name: "Off" })).toHaveAttribute("aria-pressed", "true");
});
