import { expect, test, type Page } from "@playwright/test";
import { cli, createUser, screenshots, signIn, signUp } from "./support";

// Approvals that keep everyone informed, by the people involved: the Approvals tab counts what waits; when Max
// decides, Manny's requests for the same posts are settled (read, "Approved by Max"), in the bell and on the
// Approvals page; Mia finds her posts with the "Changes requested" and "Awaiting approval" filters, in the list
// and the calendar; each post's page tells its history; after approval her editor says an edit sends it back.
test.setTimeout(240_000);

async function api(page: Page, key: string, method: "post" | "get", path: string, data?: object) {
  const res = await page.request[method](`/functions/v1/api${path}`, { headers: { Authorization: `Bearer ${key}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

test("the pending count, settled requests, the approval filters and a post's history", async ({ browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  const { workspaceId } = await signUp(ownerPage, "informed-owner", "Olive");
  const mia = await createUser("mia", "Mia");
  const max = await createUser("max", "Max");
  const manny = await createUser("manny", "Manny");
  await cli("member", "add", "--workspace", workspaceId, "--email", mia.email, "--role", "member");
  await cli("member", "add", "--workspace", workspaceId, "--email", max.email, "--role", "manager");
  await cli("member", "add", "--workspace", workspaceId, "--email", manny.email, "--role", "manager");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "olive.bsky.social", "--sandbox");
  // The setting lives on the Workspace settings page.
  await ownerPage.goto(`/${workspaceId}/settings/workspace`);
  await ownerPage.getByLabel("Posts need approval").check();
  await expect(ownerPage.getByText("Posts now need approval")).toBeVisible();

  // Mia writes three posts and submits them (through the API, as her tools do): two to publish on approval,
  // one asking for a time.
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", mia.email, "--scopes", "all", "--mode", "live"))
    .apiKey.key;
  const ids: Record<string, string> = {};
  for (const name of ["Spring A", "Spring B", "Spring C"]) {
    const created = await api(ownerPage, key, "post", "/posts", { caption: `${name}: the new season`, platforms: ["bluesky"], status: "draft" });
    ids[name] = (created.postIds as string[])[0];
    const at = name === "Spring C" ? { scheduledAt: new Date(Date.now() + 3 * 3_600_000).toISOString() } : {};
    await api(ownerPage, key, "post", `/posts/${ids[name]}/submit`, at);
  }

  const approvalsTab = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Approvals/ });
  await ownerPage.reload();
  await expect(approvalsTab(ownerPage).getByTestId("approvals-pending-count")).toHaveText("3");

  // Max approves A and sends B back; the count follows.
  const maxPage = await (await browser.newContext()).newPage();
  await signIn(maxPage, max.email);
  await approvalsTab(maxPage).click();
  const item = (name: string) => maxPage.getByTestId("approval-item").filter({ hasText: name });
  await item("Spring A")
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(approvalsTab(maxPage).getByTestId("approvals-pending-count")).toHaveText("2");
  await item("Spring B")
    .getByRole("button", { name: /^Request changes/ })
    .click();
  await item("Spring B").getByLabel("What should change?").fill("Add the date, please");
  await item("Spring B").getByRole("button", { name: "Send back to the author" }).click();
  await expect(approvalsTab(maxPage).getByTestId("approvals-pending-count")).toHaveText("1");

  // Manny was asked about all three; two are settled by Max: only C still counts, and the others say how they ended.
  const mannyPage = await (await browser.newContext()).newPage();
  await signIn(mannyPage, manny.email);
  await expect(mannyPage.getByTestId("notification-unread-count")).toHaveText("1");
  await mannyPage.getByTestId("notification-bell").click();
  const resolutions = mannyPage.getByTestId("notification-resolution");
  await expect(resolutions).toHaveCount(2);
  await expect(resolutions.filter({ hasText: "Approved by Max" })).toHaveCount(1);
  await expect(resolutions.filter({ hasText: "Changes requested by Max" })).toHaveCount(1);
  await screenshots(mannyPage, "approvals-settled-notifications");
  await approvalsTab(mannyPage).click();
  await expect(mannyPage.getByTestId("approval-item")).toHaveCount(1);
  await expect(mannyPage.getByTestId("recent-decision").filter({ hasText: "Spring A" })).toContainText("Approved by Max");
  await expect(mannyPage.getByTestId("recent-decision").filter({ hasText: "Spring B" })).toContainText("Changes requested by Max");

  // Mia filters her posts: the list, then the calendar.
  const miaPage = await (await browser.newContext()).newPage();
  await signIn(miaPage, mia.email);
  await miaPage.goto(`/${workspaceId}/posts`);
  const filters = miaPage.getByRole("group", { name: "Filter by status" });
  await filters.getByRole("button", { name: "Changes requested" }).click();
  await expect(miaPage.getByTestId("post-group")).toHaveCount(1);
  await expect(miaPage.getByTestId("post-group")).toContainText("Spring B");
  await filters.getByRole("button", { name: "Awaiting approval" }).click();
  await expect(miaPage.getByTestId("post-group")).toHaveCount(1);
  await expect(miaPage.getByTestId("post-group")).toContainText("Spring C");
  await miaPage.getByRole("group", { name: "View" }).getByRole("button", { name: "Month" }).click();
  await expect(miaPage.getByTestId("calendar-entry")).toHaveCount(1);
  await expect(miaPage.getByTestId("calendar-entry")).toContainText("Spring C");
  await filters.getByRole("button", { name: "Changes requested" }).click();
  await expect(miaPage.getByTestId("calendar-entry")).toHaveCount(0);

  // B's page tells its history, with Max's comment.
  await miaPage.goto(`/${workspaceId}/posts/${ids["Spring B"]}/edit`);
  const history = miaPage.getByTestId("post-history");
  await expect(history.locator("li[data-kind=submitted]")).toContainText("Submitted for approval by Mia");
  await expect(history.locator("li[data-kind=changes_requested]")).toContainText("Changes requested by Max");
  await expect(history.locator("li[data-kind=changes_requested]")).toContainText("Add the date, please");
  await screenshots(miaPage, "post-history");

  // A was approved and published (the sandbox): its page says so, with who approved it.
  await miaPage.goto(`/${workspaceId}/posts/${ids["Spring A"]}/edit`);
  await expect(history.locator("li[data-kind=approved]")).toContainText("Approved by Max");
  await expect(async () => {
    await miaPage.reload();
    await expect(history.locator("li[data-kind=published]")).toContainText("Published on Bluesky", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // Max approves C (scheduled for its time); Mia's editor then says an edit sends it back for approval.
  await maxPage.reload();
  await item("Spring C")
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(maxPage.getByTestId("approvals-empty")).toBeVisible();
  await expect(approvalsTab(maxPage).getByTestId("approvals-pending-count")).toHaveCount(0);
  await miaPage.goto(`/${workspaceId}/posts/${ids["Spring C"]}/edit`);
  await expect(miaPage.getByRole("heading", { name: "Edit approved post" })).toBeVisible();
  await expect(miaPage.getByTestId("approval-note")).toContainText("Approved by Max");
  await expect(miaPage.getByTestId("approval-note")).toContainText("Editing it sends it back for approval");
  await expect(history.locator("li[data-kind=scheduled]")).toHaveCount(1);
});
