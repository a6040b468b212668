import { expect, test, type Page } from "@playwright/test";
import { cli, screenshots, signUp } from "./support";

// The admin CLI starts a process per call; give specs that use it room on a busy machine.
test.setTimeout(180_000);

// The browser lives in New York: posts must sit on New York's days, whatever the UTC date.
const ZONE = "America/New_York";
test.use({ timezoneId: ZONE, locale: "en-US" });

const dayIn = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
const clockIn = (instant: Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "numeric", minute: "2-digit", hour12: true }).format(instant).replace(/\s*[AP]M$/, "");

async function createPost(page: Page, key: string, body: Record<string, unknown>) {
  const res = await page.request.post("/functions/v1/api/posts", { headers: { Authorization: `Bearer ${key}` }, data: body });
  expect(res.status(), await res.text()).toBe(201);
}

const day = (page: Page, key: string) => page.locator(`li[data-day="${key}"]`);
const entries = (page: Page) => page.getByTestId("calendar-entry");

test("week and month calendars place posts at their local time, follow the status filter, and open the post", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "calendar");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const live = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live"))
    .apiKey.key;
  const testKey = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test"))
    .apiKey.key;

  // 02:30 UTC the day after tomorrow is the evening before in New York.
  const now = new Date();
  const scheduledAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 2, 30));
  expect(dayIn(scheduledAt)).not.toBe(scheduledAt.toISOString().slice(0, 10));
  await createPost(page, live, { platforms: ["bluesky"], caption: "Evening teaser", status: "scheduled", scheduledAt: scheduledAt.toISOString() });
  await createPost(page, live, { platforms: ["bluesky"], caption: "Out now", status: "published" });
  await createPost(page, testKey, {
    platforms: ["bluesky"],
    caption: "Sandbox says no",
    status: "published",
    platformOptions: { sandbox: { outcome: "fail", message: "the sandbox refused this post" } },
  });

  await page.goto(`/${workspaceId}/posts`);
  await expect(page.getByTestId("post-group").filter({ hasText: "Sandbox says no" }).getByTestId("post-status")).toHaveText("Failed", { timeout: 30_000 });
  await expect(page.getByTestId("post-group").filter({ hasText: "Out now" }).getByTestId("post-status")).toHaveText("Published", { timeout: 30_000 });

  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Month" }).click();
  const today = dayIn(new Date());
  await expect(day(page, today).getByTestId("calendar-entry")).toHaveCount(2);
  if ((await day(page, dayIn(scheduledAt)).count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  const evening = day(page, dayIn(scheduledAt)).getByTestId("calendar-entry");
  await expect(evening).toHaveCount(1);
  await expect(evening).toHaveAttribute("data-status", "scheduled");
  await expect(evening).toContainText(clockIn(scheduledAt));
  await screenshots(page, "posts-calendar-month");

  // The status filter applies to the calendar too.
  await page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: "Scheduled" }).click();
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page)).toHaveAttribute("data-status", "scheduled");
  await page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: "Failed" }).click();
  await page.getByRole("button", { name: "Today" }).click();
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page)).toHaveAttribute("data-status", "failed");
  await page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: "All" }).click();

  // Clicking an entry opens the post.
  if ((await day(page, dayIn(scheduledAt)).count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  await day(page, dayIn(scheduledAt)).getByTestId("calendar-entry").click();
  const details = page.getByRole("dialog", { name: "Bluesky post" });
  await expect(details).toContainText("Evening teaser");
  await expect(details).toContainText(`Scheduled for`);
  await expect(details).toContainText(clockIn(scheduledAt));
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toBeHidden();

  // The week of today: both of today's posts, with their captions.
  await page.getByRole("button", { name: "Today" }).click();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Week" }).click();
  await expect(page.getByTestId("calendar-title")).toContainText(String(new Date().getFullYear()));
  await expect(day(page, today).getByTestId("calendar-entry")).toHaveCount(2);
  await expect(day(page, today)).toContainText("Out now");
  await day(page, today).getByTestId("calendar-entry").filter({ hasText: "Sandbox says no" }).click();
  const failed = page.getByRole("dialog", { name: "Bluesky post" });
  await expect(failed).toContainText("the sandbox refused this post");
  await expect(failed).toContainText("Test post");
  await expect(failed.getByRole("button", { name: "Retry" })).toBeVisible();
  await screenshots(page, "posts-calendar-week");
  await failed.getByRole("button", { name: "Close" }).click();
});

test("a failed row shows its error and a Retry; retried, it is queued again and then final by itself", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "retry");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
  const testKey = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test"))
    .apiKey.key;
  // Each attempt takes a few seconds in the sandbox, so the queued state is there to be seen.
  await createPost(page, testKey, {
    platforms: ["mastodon"],
    caption: "Try, try again",
    status: "published",
    platformOptions: { sandbox: { outcome: "fail", message: "instance is read-only", latencyMs: 2000 } },
  });

  await page.goto(`/${workspaceId}/posts`);
  const row = page.getByTestId("post-group").filter({ hasText: "Try, try again" });
  await expect(row.getByTestId("post-status")).toHaveText("Failed", { timeout: 30_000 });
  await expect(row).toContainText("instance is read-only");
  await screenshots(page, "posts-failed-retry");

  await row.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Publishing again")).toBeVisible();
  await expect(row.getByTestId("post-status")).toHaveText("Publishing…");
  await expect(row.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(row).not.toContainText("instance is read-only");
  // No reload: the list polls while the row is queued and stops once it is final.
  await expect(row.getByTestId("post-status")).toHaveText("Failed", { timeout: 30_000 });
  await expect(row).toContainText("instance is read-only");
  await expect(row.getByRole("button", { name: "Retry" })).toBeVisible();
});

test("a post that failed on two networks is one card with a status per network and one 'Retry failed' for both", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "retry-group");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const testKey = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test"))
    .apiKey.key;
  await createPost(page, testKey, {
    platforms: ["mastodon", "bluesky"],
    caption: "Both say no",
    status: "published",
    platformOptions: { sandbox: { outcome: "fail", message: "the network is read-only", latencyMs: 1500 } },
  });

  await page.goto(`/${workspaceId}/posts`);
  const card = page.getByTestId("post-group").filter({ hasText: "Both say no" });
  await expect(card.getByTestId("post-row")).toHaveCount(2);
  await expect(card.getByTestId("post-status")).toHaveText(["Failed", "Failed"], { timeout: 30_000 });
  await card.getByRole("button", { name: "Retry failed (2)" }).click();
  await expect(page.getByText("Publishing again")).toBeVisible();
  await expect(card.getByTestId("post-status")).toHaveText(["Publishing…", "Publishing…"]);
  await expect(card.getByTestId("post-status")).toHaveText(["Failed", "Failed"], { timeout: 30_000 });
  await screenshots(page, "posts-grouped-retry");
});

test("a post published to two networks is one calendar entry, with its title, thumbnail and a status per network, and counts once", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "calendar-group");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
  const testKey = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test"))
    .apiKey.key;
  // Its picture: a PNG the app itself serves, so the thumbnail loads.
  const picture = new URL("/apple-icon.png", page.url()).href;
  await createPost(page, testKey, {
    platforms: ["bluesky", "mastodon"],
    title: "Spring launch",
    caption: "We are live\nDetails inside",
    mediaUrls: [picture],
    status: "published",
  });

  await page.goto(`/${workspaceId}/posts`);
  const card = page.getByTestId("post-group");
  await expect(card.getByTestId("post-status")).toHaveText(["Published", "Published"], { timeout: 30_000 });
  await expect(card).toHaveCount(1);

  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Month" }).click();
  const entry = day(page, dayIn(new Date())).getByTestId("calendar-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute("data-status", "published");
  await expect(entry.getByTestId("network-status")).toHaveCount(2);
  const thumbnail = entry.getByTestId("calendar-thumbnail").locator("img");
  await expect(thumbnail).toHaveAttribute("src", picture);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("1 post this month.")).toBeVisible();

  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Week" }).click();
  await expect(entry).toContainText("Spring launch");
  await expect(entry).not.toContainText("We are live");
  await expect(entry.getByTestId("calendar-thumbnail")).toBeVisible();
  await expect(page.getByText("1 post this week.")).toBeVisible();
  await screenshots(page, "posts-calendar-grouped");
  await entry.click();
  const details = page.getByRole("dialog", { name: /^(Bluesky, Mastodon|Mastodon, Bluesky) post$/ });
  await expect(details.getByTestId("post-status")).toHaveText(["Published", "Published"]);
  await expect(details.getByRole("link", { name: "View on Bluesky" })).toHaveCount(1);
  await expect(details.getByRole("link", { name: "View on Mastodon" })).toHaveCount(1);
});
