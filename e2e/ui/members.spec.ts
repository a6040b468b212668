import { expect, test } from "@playwright/test";
import { mailboxPort } from "../../playwright.config";
import { inviteLinkIn, readMail } from "../mailbox";
import { createUser, screenshot, signIn, signUp } from "./support";

// The admin CLI starts a process per call; give specs that use it room on a busy machine.
test.setTimeout(120_000);

test("an owner creates a workspace, invites a member, changes their role and removes them; the member sees it read-only", async ({ browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  await signUp(ownerPage, "wsowner", "Olive");
  const bob = await createUser("bob", "Bob");

  // Create a shared workspace from the header and land on its board.
  await ownerPage.getByRole("button", { name: "New workspace" }).click();
  const dialog = ownerPage.getByRole("dialog", { name: "Create a workspace" });
  await dialog.getByRole("button", { name: "Create workspace" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Name: must not be empty");
  await dialog.getByLabel("Workspace name").fill("Acme Marketing");
  await dialog.getByRole("button", { name: "Create workspace" }).click();
  await expect(ownerPage.getByLabel("Workspace", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(ownerPage.getByLabel("Workspace", { exact: true }).locator("option:checked")).toHaveText("Acme Marketing (owner)");
  const acmeId = new URL(ownerPage.url()).pathname.split("/")[1];

  await ownerPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await ownerPage.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Members" }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  const invite = ownerPage.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Email").fill("not an address");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("alert")).toHaveText("Enter the email address of the person to invite, like name@example.com.");
  const ownerEmail = (await ownerPage.getByTestId("member-row").first().textContent())!.match(/[\w.+-]+@example\.test/)![0];
  await invite.getByLabel("Email").fill(ownerEmail);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("alert")).toHaveText(`${ownerEmail} is already a member of this workspace`);
  await invite.getByLabel("Email").fill(bob.email);
  await invite.getByLabel("Role").selectOption("viewer");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${bob.email}`)).toBeVisible();
  await expect(ownerPage.getByTestId("invitation-row")).toContainText(bob.email);

  // Bob, who has an account, signs in and accepts from the email; as a viewer he sees the members, with nothing to change.
  const bobPage = await (await browser.newContext()).newPage();
  await signIn(bobPage, bob.email);
  const [mail] = await readMail(bob.email, { httpPort: mailboxPort });
  await bobPage.goto(inviteLinkIn(mail));
  await bobPage.getByRole("button", { name: "Join Acme Marketing" }).click();
  await expect(bobPage.getByRole("heading", { name: "Idea board" })).toBeVisible();
  expect(new URL(bobPage.url()).pathname).toBe(`/${acmeId}/ideas`);
  await ownerPage.reload();
  await expect(ownerPage.getByLabel(`Role of ${bob.email}`)).toHaveValue("viewer");
  await screenshot(ownerPage, "members-owner");
  await expect(bobPage.getByLabel("Workspace", { exact: true }).locator("option", { hasText: "Acme Marketing (viewer)" })).toHaveCount(1);
  await bobPage.goto(`/${acmeId}/settings/members`);
  await expect(bobPage.getByText("Only owners and admins can invite people or change roles.")).toBeVisible();
  await expect(bobPage.getByRole("form", { name: "Invite a member" })).toHaveCount(0);
  await expect(bobPage.getByRole("combobox", { name: /Role of/ })).toHaveCount(0);
  await expect(bobPage.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await expect(bobPage.getByRole("button", { name: "Leave workspace" })).toBeVisible();
  await screenshot(bobPage, "members-viewer");
  // The Workspace settings page reads the same to him, with nothing to change.
  await bobPage.goto(`/${acmeId}/settings/workspace`);
  await expect(bobPage.getByTestId("workspace-name")).toHaveText("Acme Marketing");
  await expect(bobPage.getByText("Only owners and admins can rename the workspace or change its colour.")).toBeVisible();
  await expect(bobPage.getByLabel("Workspace name")).toHaveCount(0);
  await expect(bobPage.getByLabel("Posts need approval")).toBeDisabled();
  await bobPage.goto(`/${acmeId}/settings/members`);

  // The owner promotes Bob; after a reload Bob can invite too.
  await ownerPage.getByLabel(`Role of ${bob.email}`).selectOption("admin");
  await expect(ownerPage.getByText(`${bob.email} is now admin`)).toBeVisible();
  await bobPage.reload();
  await expect(bobPage.getByRole("form", { name: "Invite a member" })).toBeVisible();
  // The workspace owner's own role is never offered for change.
  await expect(bobPage.getByRole("combobox", { name: /Role of/ })).toHaveCount(1);

  // An owner's invitation is the owners' to handle: Bob (admin) sees it, but not its link, resend or revoke,
  // and cannot pick "owner" when he invites.
  const heir = `heir-${Date.now().toString(36)}@example.test`;
  const ownerInvite = ownerPage.getByRole("form", { name: "Invite a member" });
  await ownerInvite.getByLabel("Email").fill(heir);
  await ownerInvite.getByLabel("Role").selectOption("owner");
  await ownerInvite.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${heir}`)).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByRole("button", { name: `Copy invite link for ${heir}` })).toBeVisible();
  await bobPage.reload();
  const heirRow = bobPage.getByTestId("invitation-row").filter({ hasText: heir });
  await expect(heirRow.getByTestId("invitation-owner-only")).toBeVisible();
  await expect(heirRow.getByRole("button")).toHaveCount(0);
  await expect(bobPage.getByRole("form", { name: "Invite a member" }).locator('option[value="owner"]')).toHaveCount(0);

  // Removal asks first, then takes effect at once.
  await ownerPage.getByRole("button", { name: `Remove ${bob.email}` }).click();
  await ownerPage.getByRole("dialog").getByRole("button", { name: "Remove member" }).click();
  await expect(ownerPage.getByText(`${bob.email} removed`)).toBeVisible();
  await expect(ownerPage.getByTestId("member-row")).toHaveCount(1);
  const gone = await bobPage.goto(`/${acmeId}/ideas`);
  expect(gone?.status()).toBe(404);
});
