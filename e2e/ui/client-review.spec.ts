import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signUpWithApiKey } from "./axe";
import { screenshots } from "./support";

// A client with no account reviews posts through a review link: the manager (here the owner) shares three posts
// awaiting approval from the Approvals page; the client, in a browser with no session and its own time zone,
// sees each post as Bluesky will show it, approves two and asks for changes on the third under their name,
// and the page and its requests carry nothing of the workspace. Revoked, the link opens nothing; nor does
// an expired one.
test.setTimeout(180_000);

const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
inThreeDays.setUTCHours(8, 0, 0, 0);

async function api<T>(page: Page, headers: Record<string, string>, path: string, data: unknown, status: number): Promise<T> {
  const res = await page.request.post(`/functions/v1/api/${path}`, { headers, data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

async function makeLink(page: Page, workspaceId: string, title: string): Promise<string> {
  await page.goto(`/${workspaceId}/posts/review`);
  await page.getByTestId("share-for-review").locator("summary").click();
  const form = page.getByTestId("review-link-form");
  await form.getByLabel("Title the client sees").fill(title);
  await form.getByRole("button", { name: "Make review link" }).click();
  const url = await page.getByTestId("review-link-url").inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
  return url;
}

test("a client approves two posts and asks changes on a third through a review link; revoked or expired, it opens nothing", async ({ page, browser }) => {
  const { workspaceId, headers } = await signUpWithApiKey(page, "client-review");
  const captions = ["Our winter menu starts Monday", "Meet the new head chef", "Gift cards are back"];
  for (const caption of captions) {
    const { postIds } = await api<{ postIds: string[] }>(page, headers, "posts", { caption, accountMappings: [{ platform: "bluesky" }] }, 201);
    await api(page, headers, `posts/${postIds[0]}/submit`, { scheduledAt: inThreeDays.toISOString() }, 200);
  }
  const url = await makeLink(page, workspaceId, "December posts for Acme");

  // The client: no session, in Kolkata (a half-hour offset).
  const client = await browser.newContext({ timezoneId: "Asia/Kolkata", locale: "en-GB" });
  const review = await client.newPage();
  const requests: string[] = [];
  review.on("request", (request) => requests.push(`${request.url()} ${request.postData() ?? ""}`));
  await review.goto(url);
  await expect(review.getByRole("heading", { level: 1 })).toHaveText("December posts for Acme");
  await expect(review.getByTestId("review-zone")).toContainText(/Asia\/(Kolkata|Calcutta)/);
  const posts = review.getByTestId("review-post");
  await expect(posts).toHaveCount(3);
  const wall = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" }).format(inThreeDays);
  expect(wall).toBe("13:30");
  await expect(posts.first()).toContainText("13:30");
  for (const [i, caption] of captions.entries()) {
    await expect(posts.nth(i).getByTestId("preview-bluesky").getByTestId("preview-text")).toHaveText(caption);
  }

  // Deciding needs a name.
  await posts
    .nth(0)
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(posts.nth(0).getByRole("alert")).toContainText("Add your name");
  await review.getByLabel("Your name").fill("Dana from Acme");
  await posts
    .nth(0)
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(posts.nth(0).getByTestId("review-standing")).toHaveText("Approved");
  await posts
    .nth(1)
    .getByLabel(/^Comment/)
    .fill("Lovely photo");
  await posts
    .nth(1)
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(posts.nth(1).getByTestId("review-standing")).toHaveText("Approved");
  await posts
    .nth(2)
    .getByRole("button", { name: /^Request changes/ })
    .click();
  await expect(posts.nth(2).getByRole("alert")).toContainText("Say what should change");
  await posts
    .nth(2)
    .getByLabel(/^Comment/)
    .fill("Say they make a great present");
  await posts
    .nth(2)
    .getByRole("button", { name: /^Request changes/ })
    .click();
  await expect(posts.nth(2).getByTestId("review-standing")).toHaveText("Changes requested");
  await expect(posts.nth(2).getByTestId("review-past-decision")).toContainText("Changes requested by Dana from Acme");
  await screenshots(review, "client-review");

  // Nothing of the workspace in the page or in anything it asked for.
  expect(await review.content()).not.toContain(workspaceId);
  expect(requests.filter((r) => r.includes(workspaceId))).toEqual([]);

  // The team sees the client's decisions: the approved posts are scheduled, the third went back to its author.
  await page.goto(`/${workspaceId}/posts`);
  const sentBack = page.getByTestId("post-row").filter({ has: page.getByTestId("approval-badge").filter({ hasText: "Changes requested" }) });
  await expect(sentBack).toHaveCount(1);
  await sentBack.getByRole("link", { name: /^Edit post/ }).click();
  await expect(page.getByTestId("approval-note")).toContainText("Changes requested by Dana from Acme (client review)");
  await expect(page.getByTestId("client-review-history")).toContainText("Say they make a great present");
  await page.goto(`/${workspaceId}/posts/review-links`);
  const row = page.getByTestId("review-link-row").filter({ hasText: "December posts for Acme" });
  await expect(row).toContainText("3 decisions");

  // Revoked: the link opens nothing, and a decision already on the page is refused.
  await row.getByRole("button", { name: /^Revoke/ }).click();
  await expect(row.getByTestId("review-link-state")).toHaveText("Revoked");
  await review.reload();
  await expect(review.getByTestId("review-closed")).toContainText("withdrawn");
  await expect(review.getByTestId("review-post")).toHaveCount(0);

  // Expired: a second link, past its time, opens nothing either.
  const { postIds } = await api<{ postIds: string[] }>(page, headers, "posts", { caption: "New year hours", accountMappings: [{ platform: "bluesky" }] }, 201);
  await api(page, headers, `posts/${postIds[0]}/submit`, { scheduledAt: inThreeDays.toISOString() }, 200);
  const second = await makeLink(page, workspaceId, "January posts for Acme");
  await review.goto(second);
  await expect(review.getByTestId("review-post")).toHaveCount(1);
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await database.connect();
  await database.query("UPDATE review_links SET expires_at = now() - interval '1 minute' WHERE workspace_id = $1 AND title = $2", [
    workspaceId,
    "January posts for Acme",
  ]);
  await database.end();
  await review.reload();
  await expect(review.getByTestId("review-closed")).toContainText("expired");
  await client.close();
});
