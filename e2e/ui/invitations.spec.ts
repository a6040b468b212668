import { expect, test } from "@playwright/test";
import { mailboxPort } from "../../playwright.config";
import { REFUSED_DOMAIN, REFUSED_REPLY } from "../../test/email/smtp-inbox";
import { inviteLinkIn, readMail } from "../mailbox";
import { createUser, PASSWORD, screenshot, signUp, uniqueEmail } from "./support";

test.setTimeout(120_000);

test("an owner invites a brand-new address; the email arrives, the person signs up from its link and lands in the workspace with the role", async ({
  browser,
  baseURL,
}) => {
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await signUp(ownerPage, "inviter", "Olive");
  await ownerPage.goto(`/${owner.workspaceId}/settings/members`);

  const newcomer = uniqueEmail("newcomer");
  const invite = ownerPage.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Email").fill(newcomer);
  await invite.getByLabel("Role").selectOption("manager");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${newcomer}`)).toBeVisible();

  // The email at the SMTP server: to the address, branded, with a link on this app (APP_URL).
  const [mail] = await readMail(newcomer, { httpPort: mailboxPort });
  expect(mail.recipients).toEqual([newcomer]);
  expect(mail.subject).toBe("Olive invited you to Olive's workspace on Postlane");
  expect(mail.text).toContain("as a manager");
  const link = inviteLinkIn(mail);
  expect(link.startsWith(`${baseURL}/invite/`)).toBe(true);
  expect(mail.html).toContain(`href="${link}"`);

  // The pending list says it was delivered.
  await expect(async () => {
    await ownerPage.reload();
    await expect(ownerPage.getByTestId("invitation-delivery")).toHaveText(new RegExp(`^Sent to ${newcomer.replace(/[.+]/g, "\\$&")} on`), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await screenshot(ownerPage, "invitations-pending");

  // The newcomer follows the link, signs up with the invited address (fixed) and lands in the workspace.
  const newPage = await (await browser.newContext()).newPage();
  await newPage.goto(link);
  await expect(newPage.getByRole("heading", { name: "Join Olive's workspace" })).toBeVisible();
  await expect(newPage.getByTestId("invited-role")).toHaveText("manager");
  await expect(newPage.getByLabel("Email")).toHaveValue(newcomer);
  await expect(newPage.getByLabel("Email")).not.toBeEditable();
  await screenshot(newPage, "invitations-accept");
  await newPage.getByLabel("Name").fill("Nina");
  await newPage.getByLabel("Password").fill(PASSWORD);
  await newPage.getByRole("button", { name: "Create account and join" }).click();
  await expect(newPage.getByRole("heading", { name: "Idea board" })).toBeVisible();
  expect(new URL(newPage.url()).pathname).toBe(`/${owner.workspaceId}/ideas`);
  await expect(newPage.getByLabel("Workspace", { exact: true }).locator("option:checked")).toHaveText("Olive's workspace (manager)");
  // They came to work here: no empty workspace of their own beside it (one is a click away in the switcher).
  await expect(newPage.getByLabel("Workspace", { exact: true }).locator("option")).toHaveText(["Olive's workspace (manager)"]);
  await expect(newPage.getByRole("button", { name: "New workspace" })).toBeVisible();

  // The link worked once: afterwards the page says so, with a 410.
  expect((await newPage.goto(link))?.status()).toBe(410);
  await expect(newPage.getByText(/This invitation has already been used/)).toBeVisible();

  // The owner sees the new member with the role, and nothing pending.
  await ownerPage.reload();
  await expect(ownerPage.getByLabel(`Role of ${newcomer}`)).toHaveValue("manager");
  await expect(ownerPage.getByTestId("invitation-row")).toHaveCount(0);

  // A link opened while signed in as someone else is refused, clearly, and joins nobody.
  const other = uniqueEmail("other");
  await invite.getByLabel("Email").fill(other);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${other}`)).toBeVisible();
  const [otherMail] = await readMail(other, { httpPort: mailboxPort });
  await newPage.goto(inviteLinkIn(otherMail));
  await expect(newPage.getByText(`You are signed in as ${newcomer}, but this invitation is for ${other}.`, { exact: false })).toBeVisible();
  await expect(newPage.getByRole("button", { name: /^Join/ })).toHaveCount(0);

  // A tampered link says it is not valid.
  expect((await newPage.goto(`${inviteLinkIn(otherMail).slice(0, -3)}xyz`))?.status()).toBe(404);
  await expect(newPage.getByText(/This invitation link is not valid/)).toBeVisible();
});

test("someone with an account signs in from the invitation and joins; an address the mail server refuses is listed as not delivered, with the reason", async ({
  browser,
}) => {
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await signUp(ownerPage, "inviter2", "Owen");
  const existing = await createUser("has-account", "Hana");
  await ownerPage.goto(`/${owner.workspaceId}/settings/members`);
  const invite = ownerPage.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Email").fill(existing.email);
  await invite.getByLabel("Role").selectOption("member");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${existing.email}`)).toBeVisible();

  // Signed out, she opens the link, chooses "Sign in to join", signs in and comes back to the invitation.
  const [mail] = await readMail(existing.email, { httpPort: mailboxPort });
  const hanaPage = await (await browser.newContext()).newPage();
  await hanaPage.goto(inviteLinkIn(mail));
  await hanaPage.getByRole("link", { name: "Sign in to join" }).click();
  await hanaPage.getByLabel("Email").fill(existing.email);
  await hanaPage.getByLabel("Password").fill(PASSWORD);
  await hanaPage.getByRole("button", { name: "Sign in" }).click();
  await hanaPage.getByRole("button", { name: "Join Owen's workspace" }).click();
  await expect(hanaPage.getByRole("heading", { name: "Idea board" })).toBeVisible();
  expect(new URL(hanaPage.url()).pathname).toBe(`/${owner.workspaceId}/ideas`);
  await expect(hanaPage.getByLabel("Workspace", { exact: true }).locator("option:checked")).toHaveText("Owen's workspace (member)");

  // An address whose server answers 550: the Members page says it was not delivered and why, and offers the link.
  const refused = `nobody-${Date.now().toString(36)}@${REFUSED_DOMAIN}`;
  await invite.getByLabel("Email").fill(refused);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${refused}`)).toBeVisible();
  const row = ownerPage.getByTestId("invitation-row").filter({ hasText: refused });
  await expect(async () => {
    await ownerPage.reload();
    await expect(row.getByTestId("invitation-delivery")).toHaveText(/^Not delivered: .*No such mailbox here/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByTestId("invitation-delivery")).toContainText(REFUSED_REPLY);
  await expect(row.getByRole("button", { name: `Copy invite link for ${refused}` })).toBeVisible();
  await expect(ownerPage.getByLabel(`Role of ${existing.email}`)).toHaveValue("member");
});
