import { expect, test, type Page } from "@playwright/test";
import { cli, screenshot, screenshots, signUp } from "./support";

// The admin CLI starts a process per call; give specs that use it room on a busy machine.
test.setTimeout(180_000);

async function addSandboxAccount(workspaceId: string, platform: string, username: string) {
  await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
}

const problems = (page: Page) => page.getByRole("region", { name: "Checks" });

test("compose for three networks, catch problems per network, schedule, then publish now and watch the rows publish", async ({ page }) => {
  const { workspaceId } = await signUp(page, "composer");
  await addSandboxAccount(workspaceId, "bluesky", "ada.bsky.social");
  await addSandboxAccount(workspaceId, "twitter", "ada_x");
  await addSandboxAccount(workspaceId, "youtube", "AdaTube");

  await page.goto(`/${workspaceId}/posts`);
  await expect(page.getByText("No posts yet")).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  for (const name of ["Bluesky @ada.bsky.social", "X (Twitter) @ada_x", "YouTube @AdaTube"]) await page.getByRole("checkbox", { name }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Launch day: Postlane 1.0 is out");

  // YouTube needs a video and a title; the panel says so and the title option is marked required.
  await expect(problems(page)).toContainText("Add exactly one video for YouTube");
  await expect(problems(page)).toContainText("Give the video a YouTube title");
  await expect(page.getByLabel(/^Video title\s*\* required/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toBeDisabled();

  // A per-network caption for X, counted the way X counts, red past 280.
  await page.getByRole("tablist", { name: "Caption for" }).getByRole("tab", { name: "X (Twitter)" }).click();
  await page.getByLabel("Caption for X (Twitter)").fill("x".repeat(300));
  await expect(page.getByTestId("counter-twitter")).toHaveText("X (Twitter) 300/280");
  await expect(page.getByTestId("counter-twitter")).toHaveClass(/text-red-700/);
  await expect(page.getByTestId("counter-bluesky")).toHaveText("Bluesky 31/300");
  await expect(problems(page)).toContainText("Shorten the text for X (Twitter): 300 of 280 characters");
  await screenshot(page, "composer-problems");

  await page.getByLabel("Caption for X (Twitter)").fill("Postlane 1.0 is out 🚀 https://example.com/launch");
  await expect(page.getByTestId("counter-twitter")).toHaveText(/^X \(Twitter\) \d+\/280$/);
  await expect(page.getByTestId("counter-twitter")).not.toHaveClass(/text-red-700/);
  await page.getByRole("checkbox", { name: "YouTube @AdaTube" }).uncheck();
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Bluesky, X (Twitter).");

  // Schedule for tomorrow at 09:30 local time.
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await page.getByLabel(/Schedule for/).fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:30`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(page.getByTestId("post-row")).toHaveCount(1);
  await expect(page.getByTestId("post-row")).toContainText("Scheduled for");
  await expect(page.getByTestId("post-status")).toHaveText("Scheduled");

  // Publish it now — from a list that asks first, since it cannot be taken back: it fans out to one row per
  // account, queued, then published through the sandbox.
  await page.getByRole("button", { name: /^Publish now/ }).click();
  const confirm = page.getByRole("dialog", { name: "Publish this post now?" });
  await expect(confirm).toContainText("Bluesky, X (Twitter)");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("post-status")).toHaveText("Scheduled");
  await page.getByRole("button", { name: /^Publish now/ }).click();
  await confirm.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("post-row")).toHaveCount(2);
  await expect(page.getByTestId("post-status")).toHaveText(["Published", "Published"], { timeout: 30_000 });
  // One card for the post, a line with its own status per account, and a status dot per network.
  await expect(page.getByTestId("post-group")).toHaveCount(1);
  await expect(page.getByTestId("post-group").getByTestId("post-row")).toHaveCount(2);
  await expect(page.getByTestId("post-headline")).toHaveText("Launch day: Postlane 1.0 is out");
  await expect(page.getByTestId("network-status")).toHaveCount(2);
  await expect(page.getByTestId("network-status").first()).toHaveAttribute("data-status", "published");
  await expect(page.getByRole("link", { name: "View on Bluesky" })).toHaveAttribute("href", /^https?:\/\//);
  await expect(page.getByRole("link", { name: "View on X (Twitter)" })).toHaveAttribute("href", /^https?:\/\//);
  await screenshots(page, "posts-list");

  await page.getByRole("button", { name: "Failed", exact: true }).click();
  await expect(page.getByText("No failed posts")).toBeVisible();
  await page.getByRole("button", { name: "Published", exact: true }).click();
  await expect(page.getByTestId("post-row")).toHaveCount(2);
});

test("a draft from an idea keeps its text; drafts can be deleted; a test-mode post is marked", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "fromidea");
  await addSandboxAccount(workspaceId, "mastodon", "ada@example.social");
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test");
  const idea = await page.request.post("/functions/v1/api/ideas", {
    headers: { Authorization: `Bearer ${apiKey.key}` },
    data: { title: "Behind the scenes", caption: "How we built it" },
  });
  expect(idea.status()).toBe(201);
  const failing = await page.request.post("/functions/v1/api/posts", {
    headers: { Authorization: `Bearer ${apiKey.key}` },
    data: {
      platforms: ["mastodon"],
      caption: "Sandbox says no",
      status: "published",
      platformOptions: { sandbox: { outcome: "fail", message: "instance is read-only" } },
    },
  });
  expect(failing.status()).toBe(201);

  await page.reload();
  await page.getByRole("link", { name: "Turn into post: Behind the scenes" }).click();
  await expect(page.getByLabel("Title", { exact: false }).first()).toHaveValue("Behind the scenes");
  await expect(page.getByLabel("Caption", { exact: true })).toHaveValue("How we built it");
  await page.getByRole("checkbox", { name: "Mastodon @ada@example.social" }).check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  const testRow = page.getByTestId("post-group").filter({ hasText: "Sandbox says no" });
  await expect(testRow).toContainText("Test post");
  await expect(testRow.getByTestId("post-status")).toHaveText("Failed", { timeout: 30_000 });
  await expect(testRow).toContainText("instance is read-only");
  const draftRow = page.getByTestId("post-group").filter({ hasText: "How we built it" });
  await expect(draftRow.getByTestId("post-status")).toHaveText("Draft");
  await screenshot(page, "posts-failed-and-draft");

  // Delete has a few seconds of Undo: the draft goes at once and comes back with Undo.
  await draftRow.getByRole("button", { name: /^Delete post/ }).click();
  const undoToast = page.locator("[data-sonner-toast]").filter({ hasText: "Post deleted" });
  await expect(undoToast).toBeVisible();
  await expect(page.getByTestId("post-row")).toHaveCount(1);
  await undoToast.getByRole("button", { name: "Undo" }).click();
  await expect(draftRow).toBeVisible();
  // A reload inside the window leaves the draft in place: the delete is only sent when the window closes.
  await draftRow.getByRole("button", { name: /^Delete post/ }).click();
  await expect(page.getByTestId("post-row")).toHaveCount(1);
  await page.reload();
  await expect(draftRow).toBeVisible();
  // Left alone, the delete goes through once the toast is gone, and stays gone after a reload.
  await draftRow.getByRole("button", { name: /^Delete post/ }).click();
  await expect(page.getByTestId("post-row")).toHaveCount(1);
  await expect(undoToast).toBeHidden({ timeout: 15_000 });
  // The delete is sent as the toast closes: reload until the server's list no longer has the draft.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("post-group").filter({ hasText: "How we built it" })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId("post-group").filter({ hasText: "Sandbox says no" })).toBeVisible();
  await expect(page.getByTestId("post-row")).toHaveCount(1);
});
