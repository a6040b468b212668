import { expect, test, type Page } from "@playwright/test";
import { WebhookReceiver } from "../../test/webhooks/receiver";
import { expectAccessibleInEveryVariant, signUpWithApiKey, signUpWithSandboxAccount } from "./axe";
import { answerLinkTargets } from "./link-targets";

// The pages accessibility.spec.ts leaves out, checked by axe the same way (WCAG 2.1 A and AA, no serious or
// critical violation; at desktop width, at a phone's and in dark mode, each page loaded once and checked in the
// three: expectAccessibleInEveryVariant), each with content on it: a scheduled post and posts in both approval
// states in the editor, Approvals, a checked and an imported CSV file, link pages (list, editor, analytics, the
// public page), notifications, webhooks with their delivery log, and Your account. One test per group of pages,
// each on a workspace of its own: one test for every page ran past 10 minutes in CI, and a short test is retried
// alone.
test.setTimeout(240_000);

const tomorrow = () => new Date(Date.now() + 26 * 3600_000).toISOString();

/** Opens a page of the workspace and waits for its heading (level 1) before anything reads it. */
async function open(page: Page, workspaceId: string, path: string, heading: string) {
  await page.goto(`/${workspaceId}/${path}`);
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

/** axe on the page as it stands, in every variant, and its screenshots. */
const check = expectAccessibleInEveryVariant;

/** POST through the public API (no body when `data` is undefined), expecting `status`; returns the parsed body. */
async function post<T>(page: Page, headers: Record<string, string>, path: string, data: unknown, status: number): Promise<T> {
  const res = await page.request.post(`/functions/v1/api/${path}`, { headers, data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

const bluesky = [{ platform: "bluesky" }];

test.describe("editing posts and Approvals", () => {
  test("a scheduled post, posts awaiting approval and sent back, and Approvals pass axe", async ({ page }) => {
    const { workspaceId, headers } = await signUpWithApiKey(page, "a11y-posts");
    const create = async (body: Record<string, unknown>) => (await post<{ postIds: string[] }>(page, headers, "posts", body, 201)).postIds[0]!;
    const scheduledId = await create({
      title: "Spring launch",
      caption: "The spring collection is here",
      hashtags: ["spring"],
      notes: "Check the shop link before it goes out.",
      accountMappings: bluesky,
      status: "scheduled",
      scheduledAt: tomorrow(),
    });
    // One waits for a decision (the Approvals page lists it), one was sent back with a comment.
    const pendingId = await create({ caption: "Opening hours over the holidays", accountMappings: bluesky });
    await post(page, headers, `posts/${pendingId}/submit`, { scheduledAt: tomorrow() }, 200);
    const sentBackId = await create({ caption: "A recipe for Friday", accountMappings: bluesky });
    await post(page, headers, `posts/${sentBackId}/submit`, {}, 200);
    await post(page, headers, `posts/${sentBackId}/request-changes`, { comment: "Name the shop in the first line." }, 200);

    await open(page, workspaceId, `posts/${scheduledId}/edit`, "Edit scheduled post");
    await check(page, "posts-edit-scheduled");
    await open(page, workspaceId, `posts/${pendingId}/edit`, "Edit draft");
    await expect(page.getByTestId("approval-note")).toContainText("Awaiting approval");
    await expect(page.getByTestId("approval-decision")).toBeVisible();
    await check(page, "posts-edit-awaiting-approval");
    await open(page, workspaceId, `posts/${sentBackId}/edit`, "Edit draft");
    await expect(page.getByTestId("approval-comment")).toHaveText("Name the shop in the first line.");
    await check(page, "posts-edit-changes-requested");
    await open(page, workspaceId, "posts/review", "Approvals");
    await expect(page.getByTestId("approval-item")).toHaveCount(1);
    await check(page, "posts-review");
  });
});

test.describe("CSV import", () => {
  const year = new Date().getUTCFullYear() + 1;
  const file = {
    name: "plan.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "date,timezone,caption,accounts",
        `${year}-03-02 09:00,Europe/Berlin,New recipes every Friday,bluesky:@sandbox.postlane.test`,
        `${year}-02-30 09:00,Europe/Berlin,A day February never has,bluesky:@sandbox.postlane.test`,
        `${year}-03-03 09:00,Europe/Berlin,Nobody to post to,bluesky:@nobody.bsky.social`,
      ].join("\n") + "\n",
    ),
  };

  test("a checked file and its import pass axe", async ({ page }) => {
    const { workspaceId } = await signUpWithSandboxAccount(page, "a11y-import");

    await open(page, workspaceId, "posts/import", "Import posts");
    await page.getByLabel("CSV file").setInputFiles(file);
    // Every status the rows can have before importing: ready, and needing changes (named by column).
    await expect(page.getByRole("status")).toHaveText("1 ready to import, 2 rows need changes.");
    await check(page, "posts-import-checked");
    await page.getByRole("button", { name: "Import 1 post as scheduled posts" }).click();
    await expect(page.getByText(/^Imported 1 post as scheduled posts\./)).toBeVisible({ timeout: 30_000 });
    await check(page, "posts-import-done");
  });
});

test.describe("link pages", () => {
  test("the list, the editor, the analytics and the public page pass axe", async ({ page, browser }) => {
    const { workspaceId, headers } = await signUpWithApiKey(page, "a11y-links");
    const slug = `a11y-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const linkId = (await post<{ link: { id: string } }>(page, headers, "links", { slug, title: "Ada's links", bio: "Recipes and opening hours" }, 201)).link
      .id;
    // Every kind of simple block; the social block shows the brand icon of the Bluesky account.
    for (const block of [
      { type: "header", text: "Find me" },
      { type: "link", label: "Shop the spring collection", url: "https://shop.example.test/spring" },
      { type: "text", text: "New recipes every Friday." },
      { type: "social" },
    ]) {
      await post(page, headers, `links/${linkId}/blocks`, block, 201);
    }
    await post(page, headers, `links/${linkId}/publish`, undefined, 200);

    // A visitor (no session) comes from a social profile and follows the link: the public page is checked as
    // they see it, and the analytics below have a view, a click and a referrer to show.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await answerLinkTargets(visitor, /^shop\.example\.test$/);
    await visitor.goto(`/l/${slug}`, { referer: "https://social.example.test/@ada" });
    await expect(visitor.getByRole("heading", { level: 1, name: "Ada's links" })).toBeVisible();
    await check(visitor, "links-public-page");
    await visitor.getByRole("link", { name: "Shop the spring collection" }).click();
    await expect(visitor).toHaveURL("https://shop.example.test/spring");
    await visitorContext.close();

    await open(page, workspaceId, "links", "Link pages");
    await check(page, "links");
    await open(page, workspaceId, `links/${linkId}`, "Ada's links");
    await expect(page.getByTestId("link-status")).toHaveText("Published");
    // A block's own form, opened in place, is checked with the rest of the editor.
    await page.getByRole("button", { name: "Edit Shop the spring collection" }).click();
    await expect(page.getByRole("button", { name: "Save block" })).toBeVisible();
    // The live preview is the public page's own HTML in a sandboxed frame (no scripts), where axe's script
    // hung until the test timed out; that HTML is checked above, on the public page itself.
    await check(page, "links-editor", { exclude: ['[data-testid="link-preview"]'] });
    await open(page, workspaceId, `links/${linkId}/analytics`, "Ada's links: analytics");
    await expect(page.getByTestId("total-views")).toHaveText("1");
    await expect(page.getByTestId("total-clicks")).toHaveText("1");
    await expect(page.getByRole("row", { name: /social\.example\.test/ })).toBeVisible();
    await expect(page.getByTestId("link-chart")).toBeVisible();
    await check(page, "links-analytics");
  });
});

test.describe("notifications, webhooks and your account", () => {
  // The integrator's endpoint: it answers with a short body, which the delivery log offers to show.
  const receiver = new WebhookReceiver();
  receiver.respond = () => ({ status: 200, body: "received" });
  test.beforeAll(async () => {
    await receiver.start();
  });
  test.afterAll(async () => {
    await receiver.stop();
  });

  test("a failed post's notification, a webhook's delivery log and Your account pass axe", async ({ page }) => {
    const { workspaceId, headers } = await signUpWithApiKey(page, "a11y-settings");
    const { webhook } = await post<{ webhook: { id: string } }>(
      page,
      headers,
      "webhooks",
      { url: receiver.url, events: ["post.published", "post.failed"], description: "Outcomes to the team chat" },
      201,
    );
    await post(page, headers, `webhooks/${webhook.id}/test`, undefined, 202);
    // A post the network refuses: a notification for its author, and a post.failed delivery.
    await post(
      page,
      headers,
      "posts",
      {
        caption: "Sale starts now",
        accountMappings: bluesky,
        status: "published",
        platformOptions: { sandbox: { outcome: "fail", message: "the account is suspended" } },
      },
      201,
    );

    // Both pages are read as they open: opened again until the failure shows (a notification, and a delivery
    // that succeeded, as the receiver answers 200).
    await expect(async () => {
      await open(page, workspaceId, "notifications", "Notifications");
      await expect(page.getByTestId("notification")).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("notification")).toContainText("the account is suspended");
    await check(page, "notifications");

    const log = page.getByRole("table", { name: "Delivery log" });
    await expect(async () => {
      await open(page, workspaceId, "settings/webhooks", "Webhooks");
      await expect(log.getByRole("row", { name: /post\.failed/ })).toContainText("succeeded", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(log.getByRole("row", { name: /webhook\.test/ })).toContainText("succeeded");
    await check(page, "settings-webhooks");

    await open(page, workspaceId, "settings/profile", "Your account");
    await check(page, "settings-profile");
  });
});
