import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { cli, screenshot, screenshots, signUp } from "./support";

// Every page of the app, with content on it, checked by axe against WCAG 2.1 A and AA: no serious or
// critical violation (colour contrast included), at desktop width, at a phone's (390 px), and in dark mode.
test.setTimeout(240_000);

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

    const workspaceId = await seedWorkspace(page);
    const pages: [string, string][] = [
      ["ideas", "Idea board"],
      ["posts", "Posts"],
      ["posts/new", "New post"],
      ["queue", "Queue"],
      ["accounts", "Accounts"],
      ["analytics", "Analytics"],
      ["media", "Media library"],
      ["settings/api-keys", "API keys"],
      ["settings/members", "Members"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(`/${workspaceId}/${path}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The idea the scheduled post was made from links to it: checked with the rest of its card.
      if (path === "ideas") await expect(page.getByTestId("idea-post-link")).toContainText("Scheduled ·");
      await expectAccessible(page, path);
      // Dark mode at both widths (the light runs are one width each already).
      if (colorScheme === "dark") await screenshots(page, `a11y-dark-${path.replace(/\//g, "-")}`);
      else await screenshot(page, `a11y-${name}-${path.replace(/\//g, "-")}`);
    }
    await page.goto(`/${workspaceId}/posts`);
    for (const view of ["Week", "Month"]) {
      await page.getByRole("button", { name: view, exact: true }).click();
      // Checked once the range has loaded (the grid is dimmed while the new range is fetched).
      await expect(page.getByTestId("post-calendar").locator("[aria-busy]")).toHaveAttribute("aria-busy", "false");
      await expectAccessible(page, `posts (${view})`);
    }
  });
}
