import { expect, test, type Page } from "@playwright/test";
import { HYDRATED_MARK } from "../../components/layout/hydrated-mark";
import { cli, createUser, failOnConsoleErrors, PASSWORD } from "./support";

// Every page in three browser time zones and locales (one with a half-hour offset, one 12 h, two 24 h): no
// console error, page error or hydration warning anywhere, and a post scheduled at a known instant reads the
// same wall-clock time in the first HTML as after hydration, the right one for the zone.
test.setTimeout(240_000);

/** Three days ahead at 08:00 UTC: within the queue's two weeks, and a different wall clock in each zone. */
function knownInstant(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 8, 0));
}

const RUNS = [
  // 08:00 UTC is midnight in Los Angeles (PST, -08:00): 12 h clock.
  { timezoneId: "America/Los_Angeles", locale: "en-US", clock: /\b12:00\sAM\b/, input: "T00:00" },
  { timezoneId: "Europe/Paris", locale: "en-GB", clock: /\b09:00\b/, input: "T09:00" },
  // +05:30, French: 24 h.
  { timezoneId: "Asia/Kolkata", locale: "fr-FR", clock: /\b13:30\b/, input: "T13:30" },
];

/** The text of the first element with this data-testid in raw HTML (its one text node, entities decoded). */
function testIdText(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html);
  if (!match) return null;
  return match[1]!
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .trim();
}

/** Opens a page, keeps the HTML the server sent, and waits until React has hydrated it and the network is quiet. */
async function visit(page: Page, path: string, { app = true } = {}): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const html = await response!.text();
  if (app) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
  await page.waitForLoadState("networkidle");
  return html;
}

for (const run of RUNS) {
  test.describe(`${run.timezoneId}, ${run.locale}`, () => {
    test.use({ timezoneId: run.timezoneId, locale: run.locale });

    test("every page renders without console errors, and a scheduled time reads the same before and after hydration", async ({ page, browser }) => {
      const consoleProblems = failOnConsoleErrors(page);
      // The collector itself: a console error on the page is caught (so a quiet run means a quiet page).
      await page.goto("/sign-in");
      await page.evaluate(() => console.error("collector self-check"));
      expect(consoleProblems.problems.splice(0)).toEqual([expect.stringContaining("collector self-check")]);

      // Signed out: the auth pages and the API reference, in a context of the same zone and locale.
      const anonymousContext = await browser.newContext({ timezoneId: run.timezoneId, locale: run.locale });
      const anonymous = await anonymousContext.newPage();
      const anonymousProblems = failOnConsoleErrors(anonymous);
      for (const path of ["/sign-in", "/sign-up", "/forgot-password", "/docs/api"]) await visit(anonymous, path, { app: false });
      await anonymousContext.close();
      anonymousProblems.expectNone("signed-out pages");

      // A workspace with an account, a scheduled post at the known instant, a draft, an idea, a link page,
      // a webhook endpoint and an API key.
      const user = await createUser("tz");
      const workspaceId = user.personalWorkspaceId;
      await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
      const key = (
        await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", user.email, "--scopes", "all", "--mode", "live")
      ).apiKey.key;
      const headers = { Authorization: `Bearer ${key}` };
      const at = knownInstant();
      const created = await page.request.post("/functions/v1/api/posts", {
        headers,
        data: { caption: "Scheduled at a known instant", accountMappings: [{ platform: "bluesky" }], status: "scheduled", scheduledAt: at.toISOString() },
      });
      expect(created.status(), await created.text()).toBe(201);
      const postId = ((await created.json()) as { postIds: string[] }).postIds[0]!;
      expect((await page.request.post("/functions/v1/api/ideas", { headers, data: { title: "Spring campaign" } })).status()).toBe(201);
      const link = await page.request.post("/functions/v1/api/links", { headers, data: { slug: `tz-${Date.now().toString(36)}`, title: "Our links" } });
      expect(link.status(), await link.text()).toBe(201);
      const linkId = ((await link.json()) as { link: { id: string } }).link.id;

      // Signing in through the form: the sign-in page reports the browser's zone, the first page stores it.
      await page.goto("/sign-in");
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();

      const pages = [
        "ideas",
        "posts",
        "posts/new",
        `posts/${postId}/edit`,
        "posts/import",
        "queue",
        "accounts",
        "analytics",
        "media",
        "links",
        `links/${linkId}`,
        `links/${linkId}/analytics`,
        "settings/workspace",
        "settings/members",
        "settings/api-keys",
        "settings/webhooks",
        "settings/profile",
      ];
      const html: Record<string, string> = {};
      for (const path of pages) html[path] = await visit(page, `/${workspaceId}/${path}`);

      // Posts: the first HTML already says the zone's wall clock, and hydration keeps every character.
      const postsFirst = testIdText(html.posts!, "post-when");
      expect(postsFirst).toMatch(run.clock);
      await page.goto(`/${workspaceId}/posts`);
      await expect(page.getByTestId("post-when").first()).toHaveText(postsFirst!);

      // Queue: the slot of the post, the same.
      const queueFirst = testIdText(html.queue!, "queue-slot-time");
      expect(queueFirst).toMatch(run.clock);
      await page.goto(`/${workspaceId}/queue`);
      await expect(page.getByTestId("queue-slot-time").first()).toHaveText(queueFirst!);
      await expect(page.getByRole("heading", { name: /^Upcoming/ })).toContainText(run.timezoneId.replace("_", " "));

      // Editing the post: "Schedule for" names the zone and holds its wall clock, in the first HTML too.
      const editFirst =
        /id="post-when"[^>]*value="([^"]*)"/.exec(html[`posts/${postId}/edit`]!)?.[1] ??
        /value="([^"]*)"[^>]*id="post-when"/.exec(html[`posts/${postId}/edit`]!)?.[1];
      expect(editFirst).toContain(run.input);
      await page.goto(`/${workspaceId}/posts/${postId}/edit`);
      await expect(page.getByLabel(/Schedule for/)).toHaveValue(editFirst!);
      await expect(page.locator('label[for="post-when"]')).toContainText(`Schedule for · ${run.timezoneId.replace("_", " ")}`);

      // The profile page shows the zone the browser reported, now stored as the person's own.
      await page.goto(`/${workspaceId}/settings/profile`);
      await expect(page.getByLabel("Your time zone")).toHaveValue(run.timezoneId.replace("_", " "));

      // The team pages (issue 22): a post awaiting approval, asked for at the known instant, and a failed test
      // post's notification. Approvals says the asked-for time in the zone, the same before and after
      // hydration; Notifications lists the failure; the queue and the calendar mark the post "Awaiting approval".
      const testKey = (
        await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", user.email, "--scopes", "all", "--mode", "test")
      ).apiKey.key;
      const draft = await page.request.post("/functions/v1/api/posts", { headers, data: { caption: "Waiting for a yes", platforms: ["bluesky"] } });
      expect(draft.status(), await draft.text()).toBe(201);
      const pendingId = ((await draft.json()) as { postIds: string[] }).postIds[0]!;
      const submitted = await page.request.post(`/functions/v1/api/posts/${pendingId}/submit`, { headers, data: { scheduledAt: at.toISOString() } });
      expect(submitted.status(), await submitted.text()).toBe(200);
      const failing = await page.request.post("/functions/v1/api/posts", {
        headers: { Authorization: `Bearer ${testKey}` },
        data: {
          caption: "Sandbox says no",
          platforms: ["bluesky"],
          status: "published",
          platformOptions: { sandbox: { outcome: "fail", message: "instance is read-only" } },
        },
      });
      expect(failing.status(), await failing.text()).toBe(201);

      const reviewHtml = await visit(page, `/${workspaceId}/posts/review`);
      // React writes the attribute as dateTime.
      const asked = new RegExp(`datetime="${at.toISOString()}"[^>]*>([^<]*)<`, "i").exec(reviewHtml)?.[1];
      expect(asked).toMatch(run.clock);
      const item = page.getByTestId("approval-item");
      await expect(item).toHaveCount(1);
      await expect(item.locator(`time[datetime="${at.toISOString()}"]`)).toHaveText(asked!);

      await expect(async () => {
        await visit(page, `/${workspaceId}/notifications`);
        await expect(page.getByTestId("notification")).toHaveCount(1, { timeout: 1000 });
      }).toPass({ timeout: 40_000 });
      await expect(page.getByTestId("notification")).toContainText("instance is read-only");

      await visit(page, `/${workspaceId}/queue`);
      await expect(page.getByTestId("approval-badge")).toHaveText(["Awaiting approval"]);
      await visit(page, `/${workspaceId}/posts`);
      await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Month" }).click();
      const monthOf = (d: Date) => new Intl.DateTimeFormat("en", { timeZone: run.timezoneId, month: "numeric" }).format(d);
      if (monthOf(at) !== monthOf(new Date())) await page.getByRole("button", { name: "Next month" }).click();
      const awaiting = page.getByTestId("calendar-entry").filter({ has: page.getByTestId("approval-badge") });
      await expect(awaiting).toHaveCount(1);
      await expect(awaiting).toContainText("Awaiting approval");
      await expect(awaiting.getByText(run.clock)).toBeVisible();

      consoleProblems.expectNone(`${run.timezoneId} ${run.locale}`);
    });
  });
}
