import { expect, test, type Page } from "@playwright/test";
import { cli, screenshots, signUp } from "./support";

// At a phone's width (390 px) every page fits, the link editor included: nothing but the idea board (which
// scrolls column by column, inside its own scroller) makes the page wider than the screen, and the
// composer's columns stack.
test.setTimeout(240_000);
test.use({ viewport: { width: 390, height: 844 } });

/** Elements wider than the viewport that make the page itself scroll sideways. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Inside a scroller of its own (the nav bar, the board), an element may be wider: only the page must not be.
    const inScroller = (el: HTMLElement) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !inScroller(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return [`the page is ${document.documentElement.scrollWidth} px wide`, ...culprits];
  });
}

test("every page fits a 390 px screen; the board scrolls by column; the composer stacks", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "phone");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live")).apiKey
    .key;
  const headers = { Authorization: `Bearer ${key}` };
  const tomorrow = new Date(Date.now() + 26 * 3600_000).toISOString();
  const postIds: string[] = [];
  for (const body of [
    { caption: "A draft written on the go", accountMappings: [{ platform: "bluesky" }] },
    { caption: "Out now", accountMappings: [{ platform: "bluesky" }], status: "published" },
    { caption: "Tomorrow's special", accountMappings: [{ platform: "bluesky" }], status: "scheduled", scheduledAt: tomorrow },
  ]) {
    const created = await page.request.post("/functions/v1/api/posts", { headers, data: body });
    expect(created.status(), await created.text()).toBe(201);
    postIds.push(((await created.json()) as { postIds: string[] }).postIds[0]!);
  }
  // The draft waits for approval, so the Approvals page has a post to lay out.
  expect((await page.request.post(`/functions/v1/api/posts/${postIds[0]}/submit`, { headers, data: { scheduledAt: tomorrow } })).status()).toBe(200);
  const scheduledId = postIds[2]!;
  expect((await page.request.post("/functions/v1/api/ideas", { headers, data: { title: "Spring campaign" } })).status()).toBe(201);
  // A link page with what widened its editor past the screen: a long address, several blocks with Delete
  // buttons, a social block, and the preview beside them.
  const link = await page.request.post("/functions/v1/api/links", {
    headers,
    data: { slug: `phone-${Date.now().toString(36)}`, title: "Ada's links for the spring campaign and everything after it" },
  });
  expect(link.status()).toBe(201);
  const linkId = ((await link.json()) as { link: { id: string } }).link.id;
  for (const block of [
    { type: "header", text: "Find me" },
    { type: "link", label: "Shop the whole spring collection before it sells out", url: `https://shop.example.test/${"collections/spring-".repeat(6)}` },
    { type: "social" },
  ]) {
    const added = await page.request.post(`/functions/v1/api/links/${linkId}/blocks`, { headers, data: block });
    expect(added.status(), await added.text()).toBe(201);
  }

  const pages: [string, string][] = [
    ["ideas", "Idea board"],
    ["posts", "Posts"],
    ["posts/new", "New post"],
    [`posts/${scheduledId}/edit`, "Edit scheduled post"],
    ["posts/review", "Approvals"],
    ["posts/import", "Import posts"],
    ["queue", "Queue"],
    ["accounts", "Accounts"],
    ["analytics", "Analytics"],
    ["media", "Media library"],
    ["links", "Link pages"],
    [`links/${linkId}`, "Ada's links for the spring campaign and everything after it"],
    [`links/${linkId}/analytics`, "Ada's links for the spring campaign and everything after it: analytics"],
    ["notifications", "Notifications"],
    ["settings/api-keys", "API keys"],
    ["settings/workspace", "Workspace settings"],
    ["settings/members", "Members"],
    ["settings/webhooks", "Webhooks"],
    ["settings/profile", "Your account"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`/${workspaceId}/${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect.soft(await overflow(page), `${path} is wider than the screen`).toEqual([]);
    await screenshots(page, `phone-${path.replace(linkId, "editor").replace(scheduledId, "scheduled").replace(/\//g, "-")}`);
  }

  // The board: its columns side by side in a scroller of their own that snaps column by column.
  await page.goto(`/${workspaceId}/ideas`);
  const board = page.getByTestId("idea-board");
  const scroller = await board.evaluate((el) => ({
    overflow: getComputedStyle(el).overflowX,
    snap: getComputedStyle(el).scrollSnapType,
    wider: el.scrollWidth > el.clientWidth,
  }));
  expect(scroller).toEqual({ overflow: "auto", snap: expect.stringContaining("x"), wider: true });

  // The composer's columns stack: the checks panel sits below the caption, not beside it.
  await page.goto(`/${workspaceId}/posts/new`);
  const caption = await page.getByLabel("Caption", { exact: true }).boundingBox();
  const checks = await page.getByRole("region", { name: "Checks" }).boundingBox();
  expect(checks!.y).toBeGreaterThan(caption!.y);
  expect(checks!.x).toBeLessThan(caption!.x + 20);
});
