import { expect, test } from "@playwright/test";
import { cli, screenshot, signUp } from "./support";

// "Best times" in the queue come from the workspace's own results: nothing is suggested before five posts
// have been measured; then the weekday hour they went out at is offered, and one click makes it a posting time.
test.setTimeout(180_000);

test("best times appear once five posts are measured, and one click adds the slot", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "best-times");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live")).apiKey
    .key;
  const auth = { Authorization: `Bearer ${key}` };
  const schedule = page.getByRole("region", { name: "Posting schedule of Bluesky @ada.bsky.social" });
  const suggestions = schedule.getByRole("list", { name: "Suggested times for Bluesky @ada.bsky.social" });

  // Published and measured, but only four: too few to say anything about time.
  const publish = async (caption: string) => {
    const res = await page.request.post("/functions/v1/api/posts", { headers: auth, data: { status: "published", platforms: ["bluesky"], caption } });
    expect(res.status(), await res.text()).toBe(201);
  };
  const publishedCount = async () =>
    ((await (await page.request.get("/functions/v1/api/posts?status=published", { headers: auth })).json()) as { posts: unknown[] }).posts.length;
  const measureAll = async () => {
    await page.goto(`/${workspaceId}/analytics`);
    await page.getByRole("button", { name: "Refresh now" }).click();
    await expect(page.getByText(/Fresh figures for \d+ posts?|already fresh/)).toBeVisible();
  };
  for (let i = 1; i <= 4; i++) await publish(`Measured post ${i}`);
  await expect.poll(publishedCount, { timeout: 60_000 }).toBe(4);
  await measureAll();
  await page.goto(`/${workspaceId}/queue`);
  await expect(schedule).toContainText("No posting times yet");
  await expect(suggestions).toHaveCount(0);

  // The fifth: now the hour they all went out at is suggested, seen in the schedule's own time zone.
  await publish("Measured post 5");
  await expect.poll(publishedCount, { timeout: 60_000 }).toBe(5);
  await measureAll();
  await page.goto(`/${workspaceId}/queue`);
  const suggestion = suggestions.getByRole("button").first();
  await expect(suggestion).toBeVisible();
  await expect(schedule.getByText(/^Best times from your results \(.+\):$/)).toBeVisible();
  const label = (await suggestion.textContent())!.replace("+", "").trim(); // e.g. "Wed 2:00 PM" (en-US: 12 h)
  expect(label).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:00\s[AP]M$/);
  await screenshot(page, "queue-best-times");

  await suggestion.click();
  const times = schedule.getByRole("list", { name: "Posting times of Bluesky @ada.bsky.social" }).getByRole("listitem");
  await expect(times).toHaveCount(1);
  await expect(times.first()).toContainText(label);
  // A suggestion already in the schedule is not offered again.
  await expect(suggestions.getByRole("button", { name: `+ ${label}` })).toHaveCount(0);
});
