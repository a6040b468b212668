import { expect, test } from "@playwright/test";
import { cli, createUser, screenshots, signIn, signUp } from "./support";

// The approval round trip, by the people who do it: the owner turns "Posts need approval" on; a member writes a
// post and submits it (no Publish or Schedule for them); a manager reviews it on the Approvals page with its
// network preview and asks for changes; the member reads the comment, edits and resubmits; the manager opens the
// post (as from the email's link), where only Approve and Request changes are offered, approves it, and the
// post publishes through the sandbox.
test.setTimeout(240_000);

test("member submits, manager requests changes, member edits and resubmits, manager approves, the sandbox publishes", async ({ browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  const { workspaceId } = await signUp(ownerPage, "approvals-owner", "Olive");
  const [mia, max] = await Promise.all([createUser("mia", "Mia"), createUser("max", "Max")]);
  await cli("member", "add", "--workspace", workspaceId, "--email", mia.email, "--role", "member");
  await cli("member", "add", "--workspace", workspaceId, "--email", max.email, "--role", "manager");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "olive.bsky.social", "--sandbox");

  // The owner turns approvals on (on the Workspace settings page); the Members page says what each role may do,
  // manager and member apart.
  await ownerPage.goto(`/${workspaceId}/settings/members`);
  await expect(ownerPage.getByTestId("role-powers-manager")).toContainText("Approve posts or ask for changes");
  await expect(ownerPage.getByTestId("role-powers-member")).toContainText("Cannot approve posts");
  await ownerPage.getByRole("link", { name: "Workspace settings" }).click();
  await ownerPage.getByLabel("Posts need approval").check();
  await expect(ownerPage.getByText("Posts now need approval")).toBeVisible();
  await expect(ownerPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Approvals" })).toBeVisible();
  await ownerPage.context().close();

  // Mia, a member, writes a post: she can only submit it (or save a draft).
  const miaPage = await (await browser.newContext()).newPage();
  await signIn(miaPage, mia.email);
  await miaPage.goto(`/${workspaceId}/posts/new`);
  await miaPage.getByRole("checkbox", { name: "Bluesky @olive.bsky.social" }).check();
  await miaPage.getByLabel("Caption", { exact: true }).fill("Our spring launch is here");
  await expect(miaPage.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await expect(miaPage.getByRole("button", { name: "Schedule" })).toHaveCount(0);
  await miaPage.getByRole("button", { name: "Submit for approval" }).click();
  await expect(miaPage).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(miaPage.getByTestId("post-row").getByTestId("approval-badge")).toHaveText("Awaiting approval");
  await expect(miaPage.getByRole("button", { name: /^Publish now/ })).toHaveCount(0);

  // Max, a manager, finds it on the Approvals page with Bluesky's preview, and asks for a change.
  const maxPage = await (await browser.newContext()).newPage();
  await signIn(maxPage, max.email);
  await maxPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Approvals" }).click();
  const item = maxPage.getByTestId("approval-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Submitted by Mia");
  await expect(item).toContainText("Asks to be published as soon as it is approved.");
  await expect(item.getByTestId("preview-bluesky").getByTestId("preview-text")).toHaveText("Our spring launch is here");
  await screenshots(maxPage, "approvals-review");
  await item.getByRole("button", { name: /^Request changes/ }).click();
  await item.getByRole("button", { name: "Send back to the author" }).click();
  await expect(item.getByRole("alert")).toHaveText("Say what should change: the author sees your comment.");
  await item.getByLabel("What should change?").fill("Please add the date: 1 December.");
  await item.getByRole("button", { name: "Send back to the author" }).click();
  await expect(maxPage.getByText("Sent back with your comment")).toBeVisible();
  await expect(maxPage.getByTestId("approvals-empty")).toBeVisible();

  // Mia sees the comment on her post, edits it and submits it again.
  await miaPage.reload();
  await expect(miaPage.getByTestId("post-row").getByTestId("approval-badge")).toHaveText("Changes requested");
  await miaPage.getByRole("link", { name: /^Edit post/ }).click();
  await expect(miaPage.getByTestId("approval-comment")).toHaveText("Please add the date: 1 December.");
  await expect(miaPage.getByTestId("approval-note")).toContainText("Changes requested by Max");
  await screenshots(miaPage, "approvals-changes-requested");
  await miaPage.getByLabel("Caption", { exact: true }).fill("Our spring launch is here on 1 December");
  await miaPage.getByRole("button", { name: "Submit for approval" }).click();
  await expect(miaPage).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(miaPage.getByTestId("post-row").getByTestId("approval-badge")).toHaveText("Awaiting approval");

  // Max sees the new text, and opens the post itself, where the email's link leads: there he decides (Approve or
  // Request changes); neither the editor nor the posts list offers to publish or schedule it past Mia's request.
  await maxPage.reload();
  await expect(item.getByTestId("preview-bluesky").getByTestId("preview-text")).toHaveText("Our spring launch is here on 1 December");
  await maxPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Posts", exact: true }).click();
  await expect(maxPage.getByTestId("post-row").getByTestId("approval-badge")).toHaveText("Awaiting approval");
  await expect(maxPage.getByRole("button", { name: /^Publish now/ })).toHaveCount(0);
  await maxPage.getByRole("link", { name: /^Edit post/ }).click();
  await expect(maxPage.getByTestId("awaiting-decision-panel")).toBeVisible();
  await expect(maxPage.getByRole("button", { name: /^Request changes/ })).toBeVisible();
  for (const name of ["Publish now", "Schedule", "Add to queue", "Submit for approval"]) {
    await expect(maxPage.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  // He approves; asked for "as soon as approved", it publishes now, through the sandbox.
  await maxPage.getByRole("button", { name: /^Approve/ }).click();
  await expect(maxPage.getByText("Approved", { exact: true })).toBeVisible();
  await maxPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Approvals" }).click();
  await expect(maxPage.getByTestId("approvals-empty")).toBeVisible();

  await miaPage.reload();
  await expect(miaPage.getByTestId("post-status")).toHaveText("Published", { timeout: 30_000 });
  await expect(miaPage.getByTestId("approval-badge")).toHaveCount(0);
  await expect(miaPage.getByRole("link", { name: "View on Bluesky" })).toHaveAttribute("href", /^https?:\/\//);
});
