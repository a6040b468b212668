import { expect, test, type Locator, type Page } from "@playwright/test";
import { cli, screenshots, signUp } from "./support";

// Rescheduling on the calendar: drag a scheduled post to another day (it keeps its time of day), or focus it
// and press Alt+arrow; an empty day offers a new post at that day's time.
test.setTimeout(180_000);
test.use({ timezoneId: "Europe/Berlin", locale: "en-GB" });

const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const day = (page: Page, d: Date) => page.locator(`li[data-day="${dayKey(d)}"]`);

async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(
      a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * i) / 10,
      a.y + a.height / 2 + ((b.y + 20 - a.y - a.height / 2) * i) / 10,
    );
  await page.mouse.up();
}

test("drag or Alt+arrow a scheduled post to another day; an empty day opens the composer at that day", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "reschedule");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live")).apiKey
    .key;
  // Tomorrow at 10:30 Berlin time, computed in the browser's zone.
  const at = await page.evaluate(() => {
    const d = new Date();
    return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 10, 30).toISOString();
  });
  const res = await page.request.post("/functions/v1/api/posts", {
    headers: { Authorization: `Bearer ${key}` },
    data: { platforms: ["bluesky"], caption: "Moving teaser", status: "scheduled", scheduledAt: at },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { postIds } = (await res.json()) as { postIds: string[] };
  const scheduledAt = async () =>
    (
      (await (await page.request.get(`/functions/v1/api/posts/${postIds[0]}`, { headers: { Authorization: `Bearer ${key}` } })).json()) as {
        post: { scheduled_at: string };
      }
    ).post.scheduled_at;

  const tomorrow = new Date(Date.parse(at));
  const dayAfter = new Date(tomorrow.getTime() + 86_400_000);
  await page.goto(`/${workspaceId}/posts`);
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Month" }).click();
  if ((await day(page, dayAfter).count()) === 0 || (await day(page, tomorrow).count()) === 0)
    test.skip(true, "tomorrow and the day after are in different months");
  const entry = day(page, tomorrow).getByTestId("calendar-entry");
  await expect(entry).toHaveAttribute("data-movable", "true");

  await drag(page, entry, day(page, dayAfter));
  await expect(page.getByText(/^Rescheduled for/)).toBeVisible();
  await expect(day(page, dayAfter).getByTestId("calendar-entry")).toContainText("10:30");
  await expect(day(page, tomorrow).getByTestId("calendar-entry")).toHaveCount(0);
  expect(Date.parse(await scheduledAt())).toBe(Date.parse(at) + 86_400_000);
  await screenshots(page, "posts-calendar-rescheduled");

  // Keyboard: Alt+ArrowLeft moves it back a day.
  await day(page, dayAfter).getByTestId("calendar-entry").focus();
  await page.keyboard.press("Alt+ArrowLeft");
  await expect(day(page, tomorrow).getByTestId("calendar-entry")).toHaveCount(1);
  await expect.poll(scheduledAt).toBe(new Date(at).toISOString());

  // The day after is empty now: its "+ New post" opens the composer scheduled for 09:00 that day.
  await day(page, dayAfter)
    .getByRole("link", { name: /New post/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts/new\\?at=`));
  await expect(page.locator("#post-when")).toHaveValue(`${dayKey(dayAfter)}T09:00`);
});
