import { expect, test } from "@playwright/test";
import { HYDRATED_MARK } from "../../components/layout/hydrated-mark";
import { cli, screenshots, signUp } from "./support";

// Buffer's queue: posting times per account, "Add to queue" taking the next free slot, and the queue
// reordered from the keyboard (the post in the target slot takes the moved post's time).
test.setTimeout(180_000);

test("set posting times, add two posts to the queue, and swap them", async ({ page }) => {
  const { workspaceId } = await signUp(page, "queue");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");

  await page.goto(`/${workspaceId}/queue`);
  await expect(page.getByRole("heading", { level: 1, name: "Queue" })).toBeVisible();
  const schedule = page.getByRole("region", { name: "Posting schedule of Bluesky @ada.bsky.social" });
  await expect(schedule).toContainText("No posting times yet");
  await schedule.getByLabel("Days").selectOption({ label: "Every day" });
  await schedule.getByLabel(/^Time ·/).fill("09:00");
  await schedule.getByRole("button", { name: "Add posting time" }).click();
  const times = schedule.getByRole("list", { name: "Posting times of Bluesky @ada.bsky.social" }).getByRole("listitem");
  await expect(times).toHaveCount(7);
  await schedule.getByLabel("Days").selectOption({ label: "Tuesday" });
  await schedule.getByLabel(/^Time ·/).fill("17:30");
  await schedule.getByRole("button", { name: "Add posting time" }).click();
  await expect(times).toHaveCount(8);
  // Shown in the viewer's hour cycle (en-US: 12 h), like the queue's rows.
  await expect(times.nth(2)).toHaveText(/Tue 5:30\sPM/);
  await schedule.getByRole("button", { name: /^Remove Sunday 9:00\sAM$/ }).click();
  await expect(times).toHaveCount(7);
  await expect(page.getByTestId("queue-slot").first()).toContainText("Empty slot");

  // Two posts through the composer's "Add to queue": the first free slot, then the next.
  for (const caption of ["First in line", "Second in line"]) {
    await page.goto(`/${workspaceId}/posts/new`);
    await page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" }).check();
    await page.getByLabel("Caption", { exact: true }).fill(caption);
    await expect(page.getByTestId("checks-ok")).toBeVisible();
    await page.getByRole("button", { name: "Add to queue" }).click();
    await expect(page.getByText(/^Added to the queue for /)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  }
  await expect(page.getByTestId("post-status")).toHaveText(["Scheduled", "Scheduled"]);

  await page.goto(`/${workspaceId}/queue`);
  const posts = page.getByTestId("queue-post");
  await expect(posts).toHaveCount(2);
  await expect(posts.nth(0)).toContainText("First in line");
  await expect(posts.nth(1)).toContainText("Second in line");
  // The first two filled slots are the first two slots of the queue: nothing was skipped.
  const slots = page.getByTestId("queue-slot");
  await expect(slots.nth(0)).toContainText("First in line");
  await expect(slots.nth(1)).toContainText("Second in line");
  await screenshots(page, "queue");

  await posts.nth(0).getByRole("button", { name: "Later: move First in line to the slot after" }).click();
  await expect(page.getByText(/the post there took its old time/)).toBeVisible();
  await expect(slots.nth(0)).toContainText("Second in line");
  await expect(slots.nth(1)).toContainText("First in line");
  await expect(posts.nth(0).getByRole("button", { name: /^Earlier: move/ })).toBeDisabled();
});

// The zone pickers (components/ui/zone-picker.tsx) send no list until a person opens one: then every zone,
// grouped by region with its offset, searchable; a choice is saved at once.
test("an account's and the workspace's time zone are chosen from the full list and kept", async ({ page }) => {
  const { workspaceId } = await signUp(page, "queue-zones");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  await page.goto(`/${workspaceId}/queue`);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
  const schedule = page.getByRole("region", { name: "Posting schedule of Bluesky @ada.bsky.social" });
  const accountZone = schedule.getByLabel("Time zone", { exact: true });
  const zoneOptions = page.getByRole("listbox", { name: "Time zones" }).getByRole("option");
  await expect(zoneOptions).toHaveCount(0);

  // With the pointer: the whole list, grouped by region.
  await accountZone.click();
  expect(await zoneOptions.count()).toBeGreaterThan(300);
  await page
    .getByRole("group", { name: "Europe" })
    .getByRole("option", { name: /^Paris UTC/ })
    .click();
  await expect(schedule.locator("label", { hasText: /^Time ·/ })).toHaveText("Time · Europe/Paris");

  // The workspace's zone is set on the Workspace settings page, which the queue links to. From the keyboard:
  // type to search, Enter picks the first match.
  await page.getByRole("link", { name: "Change it in Workspace settings" }).click();
  await page.waitForURL(`**/${workspaceId}/settings/workspace`);
  const workspaceZone = page.getByLabel("Workspace time zone, where new posting schedules start");
  await workspaceZone.focus();
  await workspaceZone.fill("tokyo");
  await expect(zoneOptions.filter({ hasText: /^Tokyo/ })).toBeVisible();
  await workspaceZone.press("ArrowDown");
  await workspaceZone.press("Enter");
  await expect(page.getByText("New posting schedules start in Asia/Tokyo")).toBeVisible();

  // Both were saved: a fresh page shows them, and no list until one is opened.
  await page.reload();
  await expect(workspaceZone).toHaveValue("Asia/Tokyo");
  await expect(zoneOptions).toHaveCount(0);
  await page.goto(`/${workspaceId}/queue`);
  await expect(page.getByTestId("queue-workspace-zone")).toContainText("Asia/Tokyo");
  await expect(accountZone).toHaveValue("Europe/Paris");
  await expect(zoneOptions).toHaveCount(0);
});
