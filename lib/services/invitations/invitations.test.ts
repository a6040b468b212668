// Invitations on the real database, their emails through a real SMTP server in this process: the link in the
// email that arrives is the one that lets the person in; and every way a link or an invitation can be wrong
// is a clear 4xx that changes nothing.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { EmailOutboxWorker } from "@/lib/email/outbox-worker";
import { getGettingStarted } from "@/lib/services/workspaces/get-getting-started";
import { updateWorkspace } from "@/lib/services/workspaces/update-workspace";
import { makeUser, makeWorkspace, uniqueEmail } from "@/test/factories";
import { REFUSED_DOMAIN, REFUSED_REPLY, SmtpInbox } from "@/test/email/smtp-inbox";
import { acceptInvitation } from "./accept-invitation";
import { createInvitation } from "./create-invitation";
import { getInvitationLink } from "./get-invitation-link";
import { listInvitations } from "./list-invitations";
import { openInvitation } from "./open-invitation";
import { resendInvitation } from "./resend-invitation";
import { revokeInvitation } from "./revoke-invitation";
import { signUpWithInvitation } from "./sign-up-with-invitation";

const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });
const inbox = new SmtpInbox();
let worker: EmailOutboxWorker | undefined;
// The sender takes only this file's workspaces' mail (tests share one PostgreSQL in CI); each test adds its own.
const workspaceIds: string[] = [];
async function newWorkspace(roles: Parameters<typeof makeWorkspace>[0] = []) {
  const made = await makeWorkspace(roles);
  workspaceIds.push(made.workspaceId);
  return made;
}

beforeAll(async () => {
  await inbox.start();
  process.env.APP_URL = "https://app.postlane.example.test";
  process.env.SMTP_URL = inbox.url;
  resetEnv();
  worker = new EmailOutboxWorker({ sweepIntervalMs: 50, workspaceIds, log: () => {} });
  worker.start();
});

afterAll(async () => {
  await worker?.stop();
  await inbox.stop();
  delete process.env.APP_URL;
  delete process.env.SMTP_URL;
  resetEnv();
});

afterEach(() => {
  inbox.received.length = 0;
});

/** The accept link in the email that arrived for `to`, and the token in it. */
async function linkFromEmail(to: string) {
  const mail = await inbox.waitFor(to);
  const url = /https:\/\/app\.postlane\.example\.test\/invite\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no invite link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${url}"`);
  return { mail, url, token: new URL(url).pathname.split("/").pop()! };
}

async function membershipCount(workspaceId: string) {
  return db.membership.count({ where: { workspaceId } });
}

describe("inviting by email", () => {
  it("emails a brand-new address a link with which they sign up and join with the invited role", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const email = uniqueEmail("new");
    await createInvitation({ workspaceId, actor: as(owner), input: { email: email.toUpperCase(), role: "manager" } });

    const { mail, token } = await linkFromEmail(email);
    expect(mail.recipients).toEqual([email]);
    expect(mail.subject).toContain("invited you to");
    expect(mail.text).toContain("as a manager");

    const opened = await openInvitation(token);
    expect(opened).toMatchObject({ workspaceId, email, role: "manager" });
    const joined = await signUpWithInvitation({ token, input: { name: "Newcomer", password: "a long enough password" } });
    expect(joined).toMatchObject({ workspaceId, role: "manager", email });
    const membership = await db.membership.findUniqueOrThrow({ where: { workspaceId_userId: { workspaceId, userId: joined.userId } } });
    expect(membership.role).toBe("manager");
    expect((await db.user.findUniqueOrThrow({ where: { id: joined.userId } })).emailVerified).not.toBeNull();
    expect(await listInvitations({ workspaceId, actor: as(owner) })).toEqual([]);
  });

  it("names the renamed workspace in the email, and the newcomer who joins gets no empty workspace of their own", async () => {
    const { owner, workspaceId } = await newWorkspace();
    await updateWorkspace({ workspaceId, actor: as(owner), input: { id: workspaceId, body: { name: "Acme Bakery" } } });
    const email = uniqueEmail("client");
    await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "member" } });
    const { mail, token } = await linkFromEmail(email);
    expect(mail.subject).toBe("owner invited you to Acme Bakery on Postlane");
    expect(mail.text).toContain("invited you to the workspace Acme Bakery as a member");

    const joined = await signUpWithInvitation({ token, input: { name: "Cleo", password: "a long enough password" } });
    expect(await db.membership.findMany({ where: { userId: joined.userId }, select: { workspaceId: true, role: true } })).toEqual([
      { workspaceId, role: "member" },
    ]);
    expect(await db.workspace.count({ where: { ownerId: joined.userId } })).toBe(0);
  });

  it("lets an existing user join after signing in, and shows the email's delivery on the pending list", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const existing = await makeUser("existing");
    const invitation = await createInvitation({ workspaceId, actor: as(owner), input: { email: existing.email, role: "viewer" } });
    const { token } = await linkFromEmail(existing.email);
    await expect.poll(async () => (await listInvitations({ workspaceId, actor: as(owner) }))[0]?.delivery.state).toBe("sent");
    const [pending] = await listInvitations({ workspaceId, actor: as(owner) });
    expect(pending).toMatchObject({ id: invitation.id, email: existing.email, role: "viewer", expired: false });

    expect(await acceptInvitation({ token, userId: existing.id })).toMatchObject({ workspaceId, role: "viewer" });
    expect(await db.membership.findUnique({ where: { workspaceId_userId: { workspaceId, userId: existing.id } } })).not.toBeNull();
  });

  it("lists an invitation the mail server refused as not delivered, with the server's reason; its link still works", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const email = `nobody-${crypto.randomUUID().slice(0, 8)}@${REFUSED_DOMAIN}`;
    const invitation = await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "member" } });
    await expect.poll(async () => (await listInvitations({ workspaceId, actor: as(owner) }))[0]?.delivery.state, { timeout: 30_000 }).toBe("failed");
    const [pending] = await listInvitations({ workspaceId, actor: as(owner) });
    expect(pending).toMatchObject({ id: invitation.id, email, delivery: { state: "failed", reason: expect.stringContaining(REFUSED_REPLY) } });
    // The way around a refused email: copy the link and pass it on by hand.
    const { url } = await getInvitationLink({ workspaceId, actor: as(owner), input: { invitationId: invitation.id } });
    expect((await openInvitation(new URL(url).pathname.split("/").pop()!)).email).toBe(email);
  });

  it("completes the getting-started step 'Invite a teammate' for a solo owner who sends an invitation", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const step = async () => (await getGettingStarted({ workspaceId, actor: as(owner) })).steps.find((s) => s.id === "invite-teammate")?.done;
    expect(await step()).toBe(false);
    await createInvitation({ workspaceId, actor: as(owner), input: { email: uniqueEmail("mate"), role: "member" } });
    expect(await step()).toBe(true);
  });

  it("resends with the same link and a fresh week, copies the link, and revoking kills the link", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const email = uniqueEmail("later");
    const invitation = await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "member" } });
    const first = await linkFromEmail(email);
    inbox.received.length = 0;
    await db.invitation.update({ where: { id: invitation.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(openInvitation(first.token)).rejects.toMatchObject({ status: 410, message: expect.stringMatching(/expired/) });
    await expect(signUpWithInvitation({ token: first.token, input: { password: "a long enough password" } })).rejects.toMatchObject({ status: 410 });
    const bystander = await makeUser("bystander");
    await expect(acceptInvitation({ token: first.token, userId: bystander.id })).rejects.toMatchObject({ status: 410 });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
    expect(await db.membership.findUnique({ where: { workspaceId_userId: { workspaceId, userId: bystander.id } } })).toBeNull();

    await resendInvitation({ workspaceId, actor: as(owner), input: { invitationId: invitation.id } });
    const second = await linkFromEmail(email);
    expect(second.url).toBe(first.url);
    // The copied link opens the same invitation but is signed apart (it does not confirm the address).
    const copied = (await getInvitationLink({ workspaceId, actor: as(owner), input: { invitationId: invitation.id } })).url;
    expect(copied).not.toBe(first.url);
    expect(await getInvitationLink({ workspaceId, actor: as(owner), input: { invitationId: invitation.id } })).toEqual({ url: copied });
    expect(await openInvitation(new URL(copied).pathname.split("/").pop()!)).toMatchObject({ id: invitation.id, via: "copy" });
    expect(await openInvitation(first.token)).toMatchObject({ email, via: "email" });

    await revokeInvitation({ workspaceId, actor: as(owner), input: { invitationId: invitation.id } });
    await expect(openInvitation(first.token)).rejects.toMatchObject({ status: 410, message: expect.stringMatching(/withdrawn/) });
    await expect(openInvitation(new URL(copied).pathname.split("/").pop()!)).rejects.toMatchObject({ status: 410 });
    await expect(signUpWithInvitation({ token: first.token, input: { password: "a long enough password" } })).rejects.toMatchObject({ status: 410 });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  it("re-inviting the same address replaces the pending invitation (the old link stops working)", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const email = uniqueEmail("again");
    await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "viewer" } });
    const old = await linkFromEmail(email);
    inbox.received.length = 0;
    await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "admin" } });
    const fresh = await linkFromEmail(email);
    await expect(openInvitation(old.token)).rejects.toMatchObject({ status: 410 });
    expect((await openInvitation(fresh.token)).role).toBe("admin");
    expect(await listInvitations({ workspaceId, actor: as(owner) })).toHaveLength(1);
  });
});

describe("refusals that change nothing", () => {
  it("refuses a tampered, reused or unknown token", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const email = uniqueEmail("once");
    await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "member" } });
    const { token } = await linkFromEmail(email);
    const [id, signature] = token.split(".");
    const flipped = `${id}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const bad of [flipped, `${id}.short`, "not-a-token", `${crypto.randomUUID()}.${signature}`]) {
      await expect(openInvitation(bad)).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/not valid/) });
      await expect(signUpWithInvitation({ token: bad, input: { password: "a long enough password" } })).rejects.toMatchObject({ status: 404 });
    }
    expect(await db.user.findUnique({ where: { email } })).toBeNull();

    const before = await membershipCount(workspaceId);
    const joined = await signUpWithInvitation({ token, input: { password: "a long enough password" } });
    expect(await membershipCount(workspaceId)).toBe(before + 1);
    const other = await makeUser("other");
    await expect(acceptInvitation({ token, userId: joined.userId })).rejects.toMatchObject({
      status: 410,
      message: expect.stringMatching(/already been used/),
    });
    await expect(acceptInvitation({ token, userId: other.id })).rejects.toMatchObject({ status: 410 });
    expect(await membershipCount(workspaceId)).toBe(before + 1);
  });

  it("refuses accepting with another signed-in address, clearly", async () => {
    const { owner, workspaceId } = await newWorkspace();
    const email = uniqueEmail("meant");
    await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "member" } });
    const { token } = await linkFromEmail(email);
    const someoneElse = await makeUser("else");
    const before = await membershipCount(workspaceId);
    await expect(acceptInvitation({ token, userId: someoneElse.id })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining(`This invitation is for ${email}, but you are signed in as ${someoneElse.email}`),
    });
    expect(await membershipCount(workspaceId)).toBe(before);
    expect((await openInvitation(token)).email).toBe(email); // still usable by the right person
  });

  it("refuses an address that is already a member, a role above the inviter's own, and non-admins", async () => {
    const { owner, workspaceId, members } = await newWorkspace(["admin", "manager"]);
    const count = () => db.invitation.count({ where: { workspaceId } });
    await expect(createInvitation({ workspaceId, actor: as(owner), input: { email: members.manager!.email, role: "admin" } })).rejects.toMatchObject({
      status: 409,
      message: `${members.manager!.email} is already a member of this workspace`,
    });
    await expect(createInvitation({ workspaceId, actor: as(owner), input: { email: owner.email, role: "viewer" } })).rejects.toMatchObject({ status: 409 });
    await expect(createInvitation({ workspaceId, actor: as(members.admin!), input: { email: uniqueEmail("boss"), role: "owner" } })).rejects.toMatchObject({
      status: 403,
      message: "Only an owner can invite someone as an owner",
    });
    await expect(createInvitation({ workspaceId, actor: as(members.manager!), input: { email: uniqueEmail("x"), role: "viewer" } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(createInvitation({ workspaceId, actor: as(owner), input: { email: "not an email", role: "viewer" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("email"),
    });
    await expect(createInvitation({ workspaceId, actor: as(owner), input: { email: uniqueEmail("x"), role: "emperor" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("role"),
    });
    expect(await count()).toBe(0);
    // An admin may invite up to admin.
    await createInvitation({ workspaceId, actor: as(members.admin!), input: { email: uniqueEmail("peer"), role: "admin" } });
    expect(await count()).toBe(1);
  });

  it("hides another workspace's invitations (404) and refuses sign-up for an address that has an account", async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    const existing = await makeUser("has-account");
    const invitation = await createInvitation({ workspaceId: a.workspaceId, actor: as(a.owner), input: { email: existing.email, role: "member" } });
    await expect(revokeInvitation({ workspaceId: b.workspaceId, actor: as(b.owner), input: { invitationId: invitation.id } })).rejects.toMatchObject({
      status: 404,
    });
    await expect(getInvitationLink({ workspaceId: a.workspaceId, actor: as(b.owner), input: { invitationId: invitation.id } })).rejects.toMatchObject({
      status: 404,
    });
    const { token } = await linkFromEmail(existing.email);
    await expect(signUpWithInvitation({ token, input: { password: "a long enough password" } })).rejects.toMatchObject({ status: 409 });
    expect((await openInvitation(token)).email).toBe(existing.email);
  });
});
