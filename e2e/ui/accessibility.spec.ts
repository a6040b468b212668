import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { cli, screenshot, screenshots, signUp } from "./support";

// Every page of the app, with content on it, checked by axe against WCAG 2.1 A and AA: no serious or
// critical violation (colour contrast included), at desktop width, at a phone's (390 px), and in dark mode.
// The public link page (its own strict-CSP HTML) is checked too.
test.setTimeout(600_000);

async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect.soft(blocking, `${name}: ${blocking.join("\n")}`).toEqual([]);
}

async function seedWorkspace(page: Page) {
  const { email, workspaceId } = await signUp(page, "a11y");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live")).apiKey
    .key;
  const headers = { Authorization: `Bearer ${key}` };
  const ideaIds: string[] = [];
  for (const title of ["Spring campaign", "Customer story"]) {
    const res = await page.request.post("/functions/v1/api/ideas", { headers, data: { title } });
    expect(res.status()).toBe(201);
    ideaIds.push(((await res.json()) as { idea: { id: string } }).idea.id);
  }
  const tomorrow = new Date(Date.now() + 26 * 3600_000).toISOString();
  const postIds: string[] = [];
  for (const body of [
    { caption: "A draft about accessibility", accountMappings: [{ platform: "bluesky" }] },
    // Made from an idea: the board's card shows its status and links to it.
    { caption: "Scheduled for tomorrow", accountMappings: [{ platform: "bluesky" }], status: "scheduled", scheduledAt: tomorrow, ideaId: ideaIds[0] },
    { caption: "Out now", accountMappings: [{ platform: "bluesky" }], status: "published" },
  ]) {
    const res = await page.request.post("/functions/v1/api/posts", { headers, data: body });
    expect(res.status(), await res.text()).toBe(201);
    postIds.push(((await res.json()) as { postIds: string[] }).postIds[0]!);
  }
  // A draft waiting for approval (the Approvals page), a published link page with every kind of simple block
  // (the editor, its analytics, the public page's brand icons), and a webhook endpoint.
  const submitted = await page.request.post(`/functions/v1/api/posts/${postIds[0]}/submit`, { headers, data: { scheduledAt: tomorrow } });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const slug = `a11y-${Date.now().toString(36)}`;
  const link = await page.request.post("/functions/v1/api/links", { headers, data: { slug, title: "Ada's links", bio: "Recipes and opening hours" } });
  expect(link.status(), await link.text()).toBe(201);
  const linkId = ((await link.json()) as { link: { id: string } }).link.id;
  for (const block of [
    { type: "header", text: "Find me" },
    { type: "link", label: "Shop the spring collection", url: "https://shop.example.test/spring" },
    { type: "text", text: "New recipes every Friday." },
    { type: "social" },
  ]) {
    const added = await page.request.post(`/functions/v1/api/links/${linkId}/blocks`, { headers, data: block });
    expect(added.status(), await added.text()).toBe(201);
  }
  expect((await page.request.post(`/functions/v1/api/links/${linkId}/publish`, { headers })).status()).toBe(200);
  const webhook = await page.request.post("/functions/v1/api/webhooks", {
    headers,
    data: { url: "http://127.0.0.1:9/postlane", events: ["post.published"], description: "Outcomes to the team chat" },
  });
  expect(webhook.status(), await webhook.text()).toBe(201);
  return { workspaceId, scheduledId: postIds[1]!, linkId, slug };
}

for (const { name, colorScheme, ...viewport } of [
  { name: "desktop", width: 1440, height: 900, colorScheme: "light" as const },
  { name: "phone", width: 390, height: 844, colorScheme: "light" as const },
  { name: "desktop-dark", width: 1440, height: 900, colorScheme: "dark" as const },
]) {
  test(`every page passes axe (WCAG 2.1 AA, no serious or critical violations): ${name}`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    const anonymousContext = await browser.newContext({ viewport, colorScheme });
    const anonymous = await anonymousContext.newPage();
    for (const path of ["/sign-in", "/sign-up", "/docs/api"]) {
      await anonymous.goto(path);
      await expectAccessible(anonymous, path);
    }
    await anonymousContext.close();

    const { workspaceId, scheduledId, linkId, slug } = await seedWorkspace(page);
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
      [`links/${linkId}`, "Ada's links"],
      [`links/${linkId}/analytics`, "Ada's links: analytics"],
      ["notifications", "Notifications"],
      ["settings/api-keys", "API keys"],
      ["settings/members", "Members"],
      ["settings/webhooks", "Webhooks"],
      ["settings/profile", "Your account"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(`/${workspaceId}/${path}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The idea the scheduled post was made from links to it: checked with the rest of its card.
      if (path === "ideas") await expect(page.getByTestId("idea-post-link")).toContainText("Scheduled ·");
      await expectAccessible(page, path);
      // Dark mode at both widths (the light runs are one width each already).
      const shot = path.replace(scheduledId, "scheduled").replace(linkId, "editor").replace(/\//g, "-");
      if (colorScheme === "dark") await screenshots(page, `a11y-dark-${shot}`);
      else await screenshot(page, `a11y-${name}-${shot}`);
    }
    // The public link page: its own HTML under a strict CSP, with the social block's brand icons.
    await page.goto(`/l/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Ada's links" })).toBeVisible();
    await expectAccessible(page, `/l/${slug}`);
    await page.goto(`/${workspaceId}/posts`);
    for (const view of ["Week", "Month"]) {
      await page.getByRole("button", { name: view, exact: true }).click();
      // Checked once the range has loaded (the grid is dimmed while the new range is fetched).
      await expect(page.getByTestId("post-calendar").locator("[aria-busy]")).toHaveAttribute("aria-busy", "false");
      await expectAccessible(page, `posts (${view})`);
    }
  });
}
