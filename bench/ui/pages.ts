// Every page of the web app (app/(app)/[workspace]/**/page.tsx), with what shows that it has rendered: the
// rows it exists for, including those it fetches in the browser after hydration (analytics, the queue, the
// calendar, link analytics). The getting-started checklist is part of the idea board, not a page of its own.
import type { BenchPage } from "./measure-page";
import type { SeededWorkspace } from "./seed";

export function benchPages(ws: SeededWorkspace): BenchPage[] {
  return [
    { name: "Ideas (board)", path: "ideas", ready: "[data-testid=idea-card]" },
    { name: "Posts (list)", path: "posts", ready: "[data-testid=post-group]" },
    {
      name: "Posts → Week (click → shown)",
      path: "posts",
      ready: "[data-testid=post-group]",
      view: { group: "View", button: "Week", ready: "[data-testid=post-calendar] [data-testid=calendar-entry]" },
    },
    {
      name: "Posts → Month (click → shown)",
      path: "posts",
      ready: "[data-testid=post-group]",
      view: { group: "View", button: "Month", ready: "[data-testid=post-calendar] [data-testid=calendar-entry]" },
    },
    { name: "Queue", path: "queue", ready: "[data-testid=queue-post]" },
    { name: "New post (composer)", path: "posts/new", ready: "textarea" },
    { name: "Edit post", path: `posts/${ws.draftPostId}/edit`, ready: "textarea" },
    { name: "Analytics", path: "analytics", ready: "[data-testid=analytics-row]" },
    { name: "Accounts", path: "accounts", ready: "[data-testid=account-row]" },
    { name: "Links (list)", path: "links", ready: "ul[aria-label='Link pages'] li" },
    { name: "Link editor", path: `links/${ws.linkPageId}`, ready: "[data-testid=link-block]" },
    { name: "Link analytics", path: `links/${ws.linkPageId}/analytics`, ready: "[data-testid=block-table]" },
    { name: "Settings: API keys", path: "settings/api-keys", ready: "table tbody tr" },
    { name: "Settings: members", path: "settings/members", ready: "[data-testid=member-row]" },
    { name: "Settings: webhooks", path: "settings/webhooks", ready: "section[aria-label^='Webhook ']" },
  ];
}

/**
 * BENCH_PAGES, e.g. "queue,accounts" or "composer,edit post": the pages whose path starts with one of the names
 * (so "settings" is all three settings pages, "posts" the list, its two calendar views and the composer and
 * editor) or whose name holds it, in any case ("edit" is the post editor and the link editor), and the board drag
 * when it lists "drag". Unset or empty: every page and the drag. A name that matches no page throws at once,
 * before any seeding, so a typo does not cost a run. bench:scale reads the same option through this function.
 */
export function selectBenchPages(spec: string | undefined): { pages: (all: BenchPage[]) => BenchPage[]; drag: boolean } {
  const names = (spec ?? "")
    .split(",")
    .map((name) => name.trim().replace(/^\/+/, ""))
    .filter(Boolean);
  if (names.length === 0) return { pages: (all) => all, drag: true };
  const wanted = (page: BenchPage, name: string) =>
    page.path === name || page.path.startsWith(`${name}/`) || page.name.toLowerCase().includes(name.toLowerCase());
  const known = benchPages({ workspaceId: "", draftPostId: "<id>", linkPageId: "<id>" });
  const unknown = names.filter((name) => name !== "drag" && !known.some((page) => wanted(page, name)));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES: no page at ${unknown.join(", ")} (paths: ${[...new Set(known.map((p) => p.path))].join(", ")})`);
  return { drag: names.includes("drag"), pages: (all) => all.filter((page) => names.some((name) => wanted(page, name))) };
}
