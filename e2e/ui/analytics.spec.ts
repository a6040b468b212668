import { expect, test, type Page } from "@playwright/test";
import { cli, screenshot, screenshots, signUp } from "./support";

// The admin CLI starts a process per call; give specs that use it room on a busy machine.
test.setTimeout(180_000);

const numberIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, "") || "0");

/** The figures of one metric column of the table, top to bottom ("—" is null). */
async function column(page: Page, metric: string): Promise<(number | null)[]> {
  const cells = await page.getByTestId("analytics-row").locator(`td[data-metric="${metric}"]`).allTextContents();
  return cells.map((t) => (t.trim() === "—" ? null : numberIn(t)));
}

async function total(page: Page, metric: string): Promise<number> {
  return numberIn(await page.getByTestId(`total-${metric}`).textContent());
}

async function publish(page: Page, key: string, body: Record<string, unknown>) {
  const res = await page.request.post("/functions/v1/api/posts", { headers: { Authorization: `Bearer ${key}` }, data: { status: "published", ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { postIds: string[] }).postIds;
}

async function waitPublished(page: Page, key: string, count: number) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get("/functions/v1/api/posts?status=published", { headers: { Authorization: `Bearer ${key}` } });
        return ((await res.json()) as { posts: unknown[] }).posts.length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
}

test("published posts: refresh now, totals that add up, network filter, sorting, charts, exports; sandbox accounts' posts never counted", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "analytics");
  await page.goto(`/${workspaceId}/analytics`);
  await expect(page.getByText("No published posts in the last 30 days")).toBeVisible();
  await screenshot(page, "analytics-empty");

  for (const [platform, username] of [
    ["bluesky", "ada.bsky.social"],
    ["twitter", "ada_x"],
    ["mastodon", "ada@example.social"],
  ]) {
    await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
  }
  const live = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live"))
    .apiKey.key;
  const testKey = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test"))
    .apiKey.key;
  // Test posts (published and measured by the sandbox), and a live post through the sandbox accounts: its
  // figures are made up too, so it is in no live total, chart or report.
  await publish(page, testKey, { platforms: ["bluesky", "twitter", "mastodon"], caption: "Launch day: Postlane 1.0" });
  await publish(page, testKey, { platforms: ["bluesky", "twitter"], caption: "Behind the scenes of the launch" });
  await publish(page, live, { platforms: ["bluesky", "twitter"], caption: "Through a sandbox account" });
  await waitPublished(page, testKey, 5);
  await waitPublished(page, live, 2);

  await page.reload();
  await expect(page.getByText("No published posts in the last 30 days")).toBeVisible();
  await expect(page.getByTestId("export-pdf")).toBeVisible();
  const pdf = await page.request.get((await page.getByTestId("export-pdf").getAttribute("href"))!);
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const csv = await page.request.get((await page.getByTestId("export-csv").getAttribute("href"))!);
  expect(await csv.text()).not.toContain("Through a sandbox account");

  await page.getByRole("button", { name: "Test posts" }).click();
  await expect(page.getByTestId("analytics-row")).toHaveCount(5);
  await expect(page.getByTestId("export-pdf")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View on X (Twitter)" }).first()).toHaveAttribute("href", /^https?:\/\//);

  // Refresh now: the sandbox answers at once, so the figures are there when the request returns.
  await page.getByRole("button", { name: "Refresh now" }).click();
  await expect(page.getByText(/Fresh figures for \d+ posts?|already fresh/)).toBeVisible();
  await expect(page.getByTestId("last-refreshed")).toHaveText(/Last refreshed (just now|\d+ (second|minute)s? ago)/);
  await expect(page.getByTestId("total-likes")).toBeVisible();
  await expect(page.getByTestId("analytics-row").getByText("Not measured yet")).toHaveCount(0);

  // Totals are the sums of the table, and the same as GET /analytics says (one service behind both).
  const likes = await column(page, "likes");
  expect(likes.every((v) => v !== null)).toBe(true);
  expect(await total(page, "likes")).toBe(likes.reduce<number>((a, b) => a + (b ?? 0), 0));
  const interactions = await column(page, "totalInteractions");
  expect(await total(page, "totalInteractions")).toBe(interactions.reduce<number>((a, b) => a + (b ?? 0), 0));
  const api = await page.request.get("/functions/v1/api/analytics?period=30d", { headers: { Authorization: `Bearer ${testKey}` } });
  const report = (await api.json()) as { summary: { totals: Record<string, number> } };
  expect(await total(page, "likes")).toBe(report.summary.totals.likes);
  expect(await total(page, "views")).toBe(report.summary.totals.views);

  // Charts: one per metric over time, and the networks side by side.
  await expect(page.getByTestId("chart-totalInteractions").locator("svg.recharts-surface")).toBeVisible();
  await expect(page.getByTestId("chart-likes").locator("svg.recharts-surface")).toBeVisible();
  const byNetwork = page.getByTestId("chart-by-network");
  for (const name of ["Bluesky", "X (Twitter)", "Mastodon"]) await expect(byNetwork.getByText(name, { exact: true })).toBeVisible();
  await screenshots(page, "analytics");

  // Sorting: by views, largest first, rows a network gives no views for (Bluesky, Mastodon) last either way.
  await page.getByRole("button", { name: /^Views/ }).click();
  await expect(page.getByRole("columnheader", { name: /Views/ })).toHaveAttribute("aria-sort", "descending");
  const down = await column(page, "views");
  expect(down.slice(0, 2).every((v) => v !== null) && down.slice(2).every((v) => v === null)).toBe(true);
  expect(down[0]!).toBeGreaterThanOrEqual(down[1]!);
  await page.getByRole("button", { name: /^Views/ }).click();
  await expect(page.getByRole("columnheader", { name: /Views/ })).toHaveAttribute("aria-sort", "ascending");
  const up = await column(page, "views");
  expect(up.slice(0, 2)).toEqual([down[1], down[0]]);
  expect(up.slice(2).every((v) => v === null)).toBe(true);

  // Network filter: only Bluesky's two rows, their totals, and no views column (Bluesky has none).
  await page.getByLabel("Network", { exact: true }).selectOption("bluesky");
  await expect(page.getByTestId("total-posts")).toHaveText("2");
  await expect(page.getByTestId("analytics-row")).toHaveCount(2);
  const blueskyLikes = await column(page, "likes");
  expect(await total(page, "likes")).toBe(blueskyLikes.reduce<number>((a, b) => a + (b ?? 0), 0));
  await expect(page.getByTestId("total-views")).toHaveCount(0);

  // Periods: everything here was published minutes ago.
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("analytics-row")).toHaveCount(2);

  // Live posts: the post through sandbox accounts is not there either.
  await page.getByRole("button", { name: "Live posts" }).click();
  await expect(page.getByText("No published posts on Bluesky in the last 7 days")).toBeVisible();
});

test("owners choose who gets the emailed report; the schedule is kept", async ({ page }) => {
  const { workspaceId } = await signUp(page, "analytics-report");
  await page.goto(`/${workspaceId}/analytics`);
  await page.getByText("Email this report").click();
  await page.getByLabel("How often").selectOption("weekly");
  await page.getByLabel("Send to").fill("client@example.com, boss@example.com");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The report will be emailed every Monday (the week before)")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("report-schedule")).toContainText("weekly");
  await expect(page.getByTestId("report-schedule")).toContainText("to 2");
});

test("on a phone the controls fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { workspaceId } = await signUp(page, "analytics-phone");
  await page.goto(`/${workspaceId}/analytics`);
  await expect(page.getByRole("group", { name: "Period" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh now" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await screenshot(page, "analytics-phone");
});
