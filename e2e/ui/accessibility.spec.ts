import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleInEveryVariant, signUpWithApiKey } from "./axe";

// The app's main pages, with content on them, checked by axe against WCAG 2.1 A and AA: no serious or critical
// violation (colour contrast included), at desktop width, at a phone's (390 px), and in dark mode, each page
// loaded once and checked in the three (expectAccessibleInEveryVariant). The other pages (editing, approvals,
// import, link pages, notifications, webhooks, your account, the public link page) are in
// accessibility-more.spec.ts. Two tests, each on a workspace of its own, so that neither runs long.
test.setTimeout(240_000);

async function seedWorkspace(page: Page) {
  const { workspaceId, headers } = await signUpWithApiKey(page, "a11y");
  const ideaIds: string[] = [];
  for (const title of ["Spring campaign", "Customer story"]) {
    const res = await page.request.post("/functions/v1/api/ideas", { headers, data: { title } });
    expect(res.status()).toBe(201);
    ideaIds.push(((await res.json()) as { idea: { id: string } }).idea.id);
  }
  const tomorrow = new Date(Date.now() + 26 * 3600_000).toISOString();
  for (const body of [
    { caption: "A draft about accessibility", accountMappings: [{ platform: "bluesky" }] },
    // Made from an idea: the board's card shows its status and links to it.
    { caption: "Scheduled for tomorrow", accountMappings: [{ platform: "bluesky" }], status: "scheduled", scheduledAt: tomorrow, ideaId: ideaIds[0] },
    { caption: "Out now", accountMappings: [{ platform: "bluesky" }], status: "published" },
  ]) {
    const res = await page.request.post("/functions/v1/api/posts", { headers, data: body });
    expect(res.status(), await res.text()).toBe(201);
  }
  return workspaceId;
}

/** Each page of the workspace opened, its heading awaited, and checked in every variant. */
async function checkPages(page: Page, workspaceId: string, pages: [path: string, heading: string][]) {
  for (const [path, heading] of pages) {
    await page.goto(`/${workspaceId}/${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The idea the scheduled post was made from links to it: checked with the rest of its card.
    if (path === "ideas") await expect(page.getByTestId("idea-post-link")).toContainText("Scheduled ·");
    await expectAccessibleInEveryVariant(page, path.replace(/\//g, "-"));
  }
}

test("the signed-out pages, the board, posts (list, week, month), the composer and the queue pass axe (WCAG 2.1 AA, no serious or critical violations)", async ({
  page,
  browser,
}) => {
  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.newPage();
  for (const path of ["/sign-in", "/sign-up", "/docs/api"]) {
    await anonymous.goto(path);
    await expectAccessibleInEveryVariant(anonymous, path, { screenshot: false });
  }
  await anonymousContext.close();

  const workspaceId = await seedWorkspace(page);
  await checkPages(page, workspaceId, [
    ["ideas", "Idea board"],
    ["posts", "Posts"],
    ["posts/new", "New post"],
    ["queue", "Queue"],
  ]);
  await page.goto(`/${workspaceId}/posts`);
  for (const view of ["Week", "Month"]) {
    await page.getByRole("button", { name: view, exact: true }).click();
    // Checked once the range has loaded (the grid is dimmed while the new range is fetched).
    await expect(page.getByTestId("post-calendar").locator("[aria-busy]")).toHaveAttribute("aria-busy", "false");
    await expectAccessibleInEveryVariant(page, `posts (${view})`, { screenshot: false });
  }
});

test("accounts, analytics, media and the settings pass axe (WCAG 2.1 AA, no serious or critical violations)", async ({ page }) => {
  const workspaceId = await seedWorkspace(page);
  await checkPages(page, workspaceId, [
    ["accounts", "Accounts"],
    ["analytics", "Analytics"],
    ["media", "Media library"],
    ["settings/api-keys", "API keys"],
    ["settings/workspace", "Workspace settings"],
    ["settings/members", "Members"],
  ]);
});
