// Regression for issue 33's escalation: the owner invites x@… as owner; an admin copied that invitation's
// link, signed up through it as x@… (a verified account) and had the new "owner" promote them. Every step of
// that path is refused now, and the other ways a pending invitation could outlive the rule are closed too.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { changeMemberRole } from "@/lib/services/workspaces/change-member-role";
import { removeMember } from "@/lib/services/workspaces/remove-member";
import { makeWorkspace, uniqueEmail } from "@/test/factories";
import { acceptInvitation } from "./accept-invitation";
import { createInvitation } from "./create-invitation";
import { getInvitationLink } from "./get-invitation-link";
import { invitationToken } from "./invitation-token";
import { listInvitations } from "./list-invitations";
import { resendInvitation } from "./resend-invitation";
import { revokeInvitation } from "./revoke-invitation";
import { signUpWithInvitation } from "./sign-up-with-invitation";

const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const PASSWORD = "a long enough password";

/** The link the invitation email carries (built as the email builds it: no SMTP server in this file). */
async function emailedToken(invitationId: string) {
  return invitationToken(await db.invitation.findUniqueOrThrow({ where: { id: invitationId } }));
}

describe("an owner's invitation is the owner's to handle", () => {
  it("refuses an admin the link, the resend and the revoke of an owner invitation, and the list says so", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin"]);
    const admin = members.admin!;
    const email = uniqueEmail("x");
    const invitation = await createInvitation({ workspaceId, actor: as(owner), input: { email, role: "owner" } });

    await expect(getInvitationLink({ workspaceId, actor: as(admin), input: { invitationId: invitation.id } })).rejects.toMatchObject({
      status: 403,
      message: "Only an owner can copy the link of an invitation as an owner",
    });
    await expect(resendInvitation({ workspaceId, actor: as(admin), input: { invitationId: invitation.id } })).rejects.toMatchObject({ status: 403 });
    await expect(revokeInvitation({ workspaceId, actor: as(admin), input: { invitationId: invitation.id } })).rejects.toMatchObject({ status: 403 });
    const row = await db.invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(row.revokedAt).toBeNull();
    expect(row.lastSentAt).toEqual(new Date(invitation.expiresAt.getTime() - 7 * 24 * 3600_000)); // not resent

    expect((await listInvitations({ workspaceId, actor: as(admin) })).map((i) => [i.email, i.canHandle])).toEqual([[email, false]]);
    expect((await listInvitations({ workspaceId, actor: as(owner) })).map((i) => [i.email, i.canHandle])).toEqual([[email, true]]);

    // Nobody besides the invited person became anything: no account for x@, the admin still an admin.
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
    expect((await db.membership.findFirstOrThrow({ where: { workspaceId, userId: admin.id } })).role).toBe("admin");
  });

  it("lets an owner copy it; the copied link gives the role but does not confirm the address, the emailed one does", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const viaCopy = await createInvitation({ workspaceId, actor: as(owner), input: { email: uniqueEmail("copied"), role: "owner" } });
    const copied = await getInvitationLink({ workspaceId, actor: as(owner), input: { invitationId: viaCopy.id } });
    const joined = await signUpWithInvitation({ token: tokenOf(copied.url), input: { password: PASSWORD } });
    expect(joined).toMatchObject({ role: "owner", email: viaCopy.email, emailVerified: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: joined.userId } })).emailVerified).toBeNull();

    const viaEmail = await createInvitation({ workspaceId, actor: as(owner), input: { email: uniqueEmail("emailed"), role: "viewer" } });
    const reader = await signUpWithInvitation({ token: await emailedToken(viaEmail.id), input: { password: PASSWORD } });
    expect(reader).toMatchObject({ role: "viewer", emailVerified: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: reader.userId } })).emailVerified).not.toBeNull();
  });

  it("an admin's copy of a member invitation makes no verified account for the invited address", async () => {
    const { workspaceId, members } = await makeWorkspace(["admin"]);
    const invitation = await createInvitation({ workspaceId, actor: as(members.admin!), input: { email: uniqueEmail("victim"), role: "member" } });
    const { url } = await getInvitationLink({ workspaceId, actor: as(members.admin!), input: { invitationId: invitation.id } });
    const joined = await signUpWithInvitation({ token: tokenOf(url), input: { password: PASSWORD } });
    expect(joined).toMatchObject({ role: "member", emailVerified: false });
    expect((await db.user.findUniqueOrThrow({ where: { email: invitation.email } })).emailVerified).toBeNull();
  });
});

describe("an invitation holds only while its sender could still grant its role", () => {
  it("refuses to accept an admin invitation once its sender was demoted, and one whose sender left", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "manager"]);
    const admin = members.admin!;
    const asAdmin = await createInvitation({ workspaceId, actor: as(admin), input: { email: uniqueEmail("peer"), role: "admin" } });
    await changeMemberRole({ workspaceId, actor: as(owner), input: { userId: admin.id, role: "member" } });
    await expect(signUpWithInvitation({ token: await emailedToken(asAdmin.id), input: { password: PASSWORD } })).rejects.toMatchObject({
      status: 410,
      message: expect.stringContaining("can no longer invite anyone as an admin"),
    });
    expect(await db.user.findUnique({ where: { email: asAdmin.email } })).toBeNull();
    expect((await db.invitation.findUniqueOrThrow({ where: { id: asAdmin.id } })).acceptedAt).toBeNull();

    // Promoted back, the invitation holds again; a sender who left takes their invitations' power with them.
    await changeMemberRole({ workspaceId, actor: as(owner), input: { userId: admin.id, role: "admin" } });
    const stillPending = await createInvitation({ workspaceId, actor: as(admin), input: { email: uniqueEmail("later"), role: "viewer" } });
    expect((await signUpWithInvitation({ token: await emailedToken(asAdmin.id), input: { password: PASSWORD } })).role).toBe("admin");
    await removeMember({ workspaceId, actor: as(owner), input: { userId: admin.id } });
    await expect(signUpWithInvitation({ token: await emailedToken(stillPending.id), input: { password: PASSWORD } })).rejects.toMatchObject({ status: 410 });
  });

  it("gives exactly the invited role, once, to the invited address only", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["viewer"]);
    const invitation = await createInvitation({ workspaceId, actor: as(owner), input: { email: uniqueEmail("exact"), role: "manager" } });
    const token = await emailedToken(invitation.id);
    await expect(acceptInvitation({ token, userId: members.viewer!.id })).rejects.toMatchObject({ status: 403 });
    expect((await db.membership.findFirstOrThrow({ where: { workspaceId, userId: members.viewer!.id } })).role).toBe("viewer");
    const joined = await signUpWithInvitation({ token, input: { password: PASSWORD } });
    expect(joined.role).toBe("manager");
    await expect(acceptInvitation({ token, userId: joined.userId })).rejects.toMatchObject({ status: 410 });
  });
});

describe("owners stay", () => {
  it("keeps the workspace owner and the last owner, and lets only owners handle owners", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "owner"]);
    const admin = members.admin!;
    const coOwner = members.owner!;
    await expect(changeMemberRole({ workspaceId, actor: as(coOwner), input: { userId: owner.id, role: "admin" } })).rejects.toMatchObject({ status: 400 });
    await expect(removeMember({ workspaceId, actor: as(owner), input: { userId: owner.id } })).rejects.toMatchObject({ status: 400 });
    await expect(changeMemberRole({ workspaceId, actor: as(admin), input: { userId: coOwner.id, role: "viewer" } })).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole({ workspaceId, actor: as(admin), input: { userId: admin.id, role: "owner" } })).rejects.toMatchObject({ status: 403 });
    await expect(removeMember({ workspaceId, actor: as(admin), input: { userId: coOwner.id } })).rejects.toMatchObject({ status: 403 });
    // The co-owner may step down or leave; an admin may step down too (never up).
    await changeMemberRole({ workspaceId, actor: as(admin), input: { userId: admin.id, role: "member" } });
    await expect(changeMemberRole({ workspaceId, actor: as(admin), input: { userId: admin.id, role: "admin" } })).rejects.toMatchObject({ status: 403 });
    await removeMember({ workspaceId, actor: as(coOwner), input: { userId: coOwner.id } });
    expect(await db.membership.count({ where: { workspaceId, role: "owner" } })).toBe(1);
  });
});
