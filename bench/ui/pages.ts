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
