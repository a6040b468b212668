import { expect, test } from "@playwright/test";
import { cli, screenshots, signUp, uniqueEmail } from "./support";

// The admin CLI starts a process per call; give the spec room on a busy machine.
test.setTimeout(120_000);

test("a new workspace opens on a getting-started checklist that ticks itself and goes away when done", async ({ page, request }) => {
  const { email, workspaceId } = await signUp(page, "first-run");
  const checklist = page.getByRole("region", { name: "Get started with Postlane" });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText("0 of 4 done")).toBeVisible();
  await screenshots(page, "getting-started-empty");

  // One click gives the workspace a sandbox account on every network: composing and publishing work before any real network.
  await checklist.getByRole("button", { name: "Add sandbox accounts" }).click();
  await expect(page.getByText("Added 12 sandbox accounts: one for each network")).toBeVisible();
  await expect(checklist.getByTestId("getting-started-connect-account")).toHaveAttribute("data-done", "true");
  await expect(checklist.getByText("1 of 4 done")).toBeVisible();

  await checklist.getByRole("link", { name: "Compose a post" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts/new$`));
  await page.getByRole("checkbox", { name: "Bluesky @sandbox.postlane.test" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Hello from the sandbox");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // A solo owner completes "Invite a teammate" by sending an invitation (accepting it is the teammate's part).
  await page.goto(`/${workspaceId}/ideas`);
  await checklist.getByRole("link", { name: "Invite someone" }).click();
  const invite = page.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Email").fill(uniqueEmail("teammate"));
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(/^Invitation sent to/)).toBeVisible();
  await page.goto(`/${workspaceId}/ideas`);
  await expect(checklist.getByText("3 of 4 done")).toBeVisible();
  await expect(checklist.getByTestId("getting-started-invite-teammate")).toHaveAttribute("data-done", "true");
  await expect(checklist.getByTestId("getting-started-api-key")).toHaveAttribute("data-done", "false");

  const { apiKey } = await cli<{ apiKey: { key: string } }>(
    "key",
    "create",
    "--workspace",
    workspaceId,
    "--user",
    email,
    "--scopes",
    "posts:read",
    "--mode",
    "live",
  );
  expect((await request.get("/functions/v1/api/posts", { headers: { Authorization: `Bearer ${apiKey.key}` } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
