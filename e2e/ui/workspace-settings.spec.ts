import { expect, test } from "@playwright/test";
import { mailboxPort } from "../../playwright.config";
import { readMail } from "../mailbox";
import { PASSWORD, screenshot, uniqueEmail } from "./support";

test.setTimeout(120_000);

// Clients as workspaces (issues 37 and 38): onboarding names the first workspace after whose posts these are;
// the owner renames it and gives it a colour on the one Workspace settings page; the new name is in the
// switcher, the page title and the invitation email; one click adds a sandbox account on every network.
test("an agency names, renames and colours a client workspace, invites with the new name, and adds sandbox accounts", async ({ page }) => {
  const email = uniqueEmail("agency");
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Olivia Owner");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Whose posts are these?").fill("Acme Bakery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  const workspaceId = new URL(page.url()).pathname.split("/")[1];
  const switcher = page.getByLabel("Workspace", { exact: true });
  await expect(switcher.locator("option:checked")).toHaveText("Acme Bakery (owner)");

  // Settings opens on the Workspace tab: rename the client and give it a colour.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Workspace settings" })).toBeVisible();
  const form = page.getByRole("form", { name: "Name and colour" });
  await form.getByLabel("Workspace name").fill("Acme Bakery & Café");
  await form.getByLabel("Client colour").fill("#d97706");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: this workspace is now “Acme Bakery & Café”")).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText("● Acme Bakery & Café (owner)");
  await expect(page.getByTestId("workspace-color")).toHaveCSS("background-color", "rgb(217, 119, 6)");
  await expect(page).toHaveTitle("Workspace settings · Acme Bakery & Café · Postlane");
  // Time zone, approvals and campaign tags live on the same page.
  await expect(page.getByLabel("Workspace time zone, where new posting schedules start")).toBeVisible();
  await expect(page.getByLabel("Posts need approval")).toBeVisible();
  await expect(page.getByRole("region", { name: "Campaign tags on links" })).toBeVisible();
  await screenshot(page, "workspace-settings");

  // The invitation email names the workspace as it is called now.
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Members" }).click();
  const invitee = uniqueEmail("client");
  const invite = page.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Email").fill(invitee);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  const [mail] = await readMail(invitee, { httpPort: mailboxPort });
  expect(mail.subject).toBe("Olivia Owner invited you to Acme Bakery & Café on Postlane");
  expect(mail.text).toContain("invited you to the workspace Acme Bakery & Café");

  // One click: a sandbox account on each of the twelve networks, listed on the Accounts page.
  await page.goto(`/${workspaceId}/accounts`);
  await page.getByRole("button", { name: "Add sandbox accounts" }).click();
  await expect(page.getByText("Added 12 sandbox accounts: one for each network")).toBeVisible();
  for (const handle of ["@postlane_sandbox", "@postlane.sandbox", "@Postlane Sandbox", "@sandbox.postlane.test", "@postlanesandbox"]) {
    await expect(page.getByText(handle, { exact: true }).first()).toBeVisible();
  }
  // The composer offers them all: X, Instagram and LinkedIn side by side, before anything is connected.
  await page.goto(`/${workspaceId}/posts/new`);
  await expect(page.getByRole("checkbox", { name: /X \(Twitter\) @postlane_sandbox/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Instagram @postlane\.sandbox/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /LinkedIn @Postlane Sandbox/ })).toBeVisible();
});
