import { expect, test } from "@playwright/test";
import { cli, screenshot, signUp } from "./support";

// The admin CLI starts a process per call; give specs that use it room on a busy machine.
test.setTimeout(120_000);

test("accounts show their network and health; a network that cannot connect says why; disconnect asks first", async ({ page }) => {
  const { workspaceId } = await signUp(page, "accounts");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByText("No connected accounts")).toBeVisible();
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
  await page.reload();

  const row = page.getByTestId("account-row").filter({ hasText: "@ada@example.social" });
  await expect(row).toContainText("Mastodon");
  await expect(row).toContainText("Healthy");
  // Its avatar (the initial while the network has sent no picture) carries the network's brand mark.
  const avatar = row.getByTestId("account-avatar");
  await expect(avatar).toHaveText("A");
  await expect(avatar.locator('svg[data-network="mastodon"] path')).toHaveCount(1);
  // No LinkedIn OAuth app is configured for the e2e server (X and Meta are, for their connect specs), so
  // LinkedIn explains what is missing.
  await expect(page.getByTestId("connect-linkedin")).toContainText("Not set up on this server — ask your administrator");
  await expect(page.getByTestId("connect-linkedin")).not.toContainText("CLIENT_ID");
  await screenshot(page, "accounts");

  await row.getByRole("button", { name: "Disconnect @ada@example.social" }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect @ada@example.social?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Healthy");
  await row.getByRole("button", { name: "Disconnect @ada@example.social" }).click();
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Disconnected @ada@example.social")).toBeVisible();
  await expect(row).toContainText("Disconnected");
  await page.reload();
  await expect(page.getByTestId("account-row").filter({ hasText: "@ada@example.social" })).toContainText("Disconnected");
});
