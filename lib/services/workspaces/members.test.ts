import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeUser, makeWorkspace } from "@/test/factories";
import { addMember } from "./add-member";
import { changeMemberRole } from "./change-member-role";
import { createWorkspace } from "./create-workspace";
import { listMembers } from "./list-members";
import { removeMember } from "./remove-member";

const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });

describe("members", () => {
  it("lists everyone with their role to any member, owner first, and hides the workspace from outsiders", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "viewer"]);
    const listed = await listMembers({ workspaceId, actor: as(members.viewer!) });
    expect(listed.map((m) => [m.email, m.role, m.isWorkspaceOwner])).toEqual([
      [owner.email, "owner", true],
      [members.admin!.email, "admin", false],
      [members.viewer!.email, "viewer", false],
    ]);
    const outsider = await makeUser("outsider");
    await expect(listMembers({ workspaceId, actor: as(outsider) })).rejects.toMatchObject({ status: 404 });
  });

  it("lets owners and admins change roles, within the owner rules", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "member", "viewer"]);
    const changed = await changeMemberRole({ workspaceId, actor: as(members.admin!), input: { userId: members.viewer!.id, role: "manager" } });
    expect(changed.role).toBe("manager");
    expect((await listMembers({ workspaceId, actor: as(owner) })).find((m) => m.userId === members.viewer!.id)?.role).toBe("manager");

    await expect(changeMemberRole({ workspaceId, actor: as(members.member!), input: { userId: members.viewer!.id, role: "viewer" } })).rejects.toMatchObject({
      status: 403,
      message: "Your role (member) cannot change members' roles; it needs admin or above",
    });
    await expect(changeMemberRole({ workspaceId, actor: as(members.admin!), input: { userId: members.member!.id, role: "owner" } })).rejects.toMatchObject({
      status: 403,
      message: "Only an owner can grant or change the owner role",
    });
    await expect(changeMemberRole({ workspaceId, actor: as(owner), input: { userId: owner.id, role: "admin" } })).rejects.toMatchObject({
      status: 400,
      message: "role: the workspace owner's role cannot be changed",
    });
    await expect(changeMemberRole({ workspaceId, actor: as(owner), input: { userId: members.member!.id, role: "boss" as never } })).rejects.toMatchObject({
      status: 400,
    });
    const stranger = await makeUser("stranger");
    await expect(changeMemberRole({ workspaceId, actor: as(owner), input: { userId: stranger.id, role: "viewer" } })).rejects.toMatchObject({
      status: 404,
      message: "Member not found",
    });
    // An owner may make a second owner, whom an admin then cannot demote.
    await changeMemberRole({ workspaceId, actor: as(owner), input: { userId: members.member!.id, role: "owner" } });
    await expect(changeMemberRole({ workspaceId, actor: as(members.admin!), input: { userId: members.member!.id, role: "viewer" } })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("removes members and revokes their keys here, lets people leave, and never removes the workspace owner", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "member", "viewer"]);
    const key = await createApiKey({ workspaceId, actor: as(members.member!), input: { mode: "live", scopes: ["posts:read"] } });
    const elsewhere = await createWorkspace({ ownerId: members.member!.id, input: { name: "Side project" } });
    const keyElsewhere = await createApiKey({ workspaceId: elsewhere.id, actor: as(members.member!), input: { mode: "live", scopes: ["posts:read"] } });

    await expect(removeMember({ workspaceId, actor: as(members.viewer!), input: { userId: members.member!.id } })).rejects.toMatchObject({ status: 403 });
    const removed = await removeMember({ workspaceId, actor: as(members.admin!), input: { userId: members.member!.id } });
    expect(removed.revokedApiKeys).toBe(1);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).not.toBeNull();
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: keyElsewhere.id } })).revokedAt).toBeNull();
    await expect(removeMember({ workspaceId, actor: as(owner), input: { userId: members.member!.id } })).rejects.toMatchObject({ status: 404 });

    // A viewer may leave on their own.
    await removeMember({ workspaceId, actor: as(members.viewer!), input: { userId: members.viewer!.id } });
    expect((await listMembers({ workspaceId, actor: as(owner) })).map((m) => m.userId)).toEqual([owner.id, members.admin!.id]);

    await expect(removeMember({ workspaceId, actor: as(owner), input: { userId: owner.id } })).rejects.toMatchObject({
      status: 400,
      message: "userId: the workspace owner cannot be removed",
    });
    await expect(removeMember({ workspaceId, actor: systemActor, input: { userId: "nope" } })).rejects.toMatchObject({
      status: 400,
      message: "userId: must be a UUID",
    });
  });

  it("lets only an owner remove another owner", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin"]);
    const coOwner = await makeUser("coowner");
    await addMember({ workspaceId, actor: as(owner), input: { email: coOwner.email, role: "owner" } });
    await expect(removeMember({ workspaceId, actor: as(members.admin!), input: { userId: coOwner.id } })).rejects.toMatchObject({
      status: 403,
      message: "Only an owner can remove another owner",
    });
    await removeMember({ workspaceId, actor: as(owner), input: { userId: coOwner.id } });
  });

  it("applies the role-change rules to an invite of someone already a member (an admin cannot demote an owner by inviting them)", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "member"]);
    const coOwner = await makeUser("coowner2");
    await addMember({ workspaceId, actor: as(owner), input: { email: coOwner.email, role: "owner" } });

    await expect(addMember({ workspaceId, actor: as(members.admin!), input: { email: coOwner.email, role: "viewer" } })).rejects.toMatchObject({
      status: 403,
      message: "Only an owner can grant or change the owner role",
    });
    await expect(addMember({ workspaceId, actor: as(members.admin!), input: { email: owner.email, role: "member" } })).rejects.toMatchObject({ status: 400 });
    await expect(addMember({ workspaceId, actor: as(owner), input: { email: owner.email, role: "viewer" } })).rejects.toMatchObject({
      status: 400,
      message: "role: the workspace owner's role cannot be changed",
    });
    await expect(addMember({ workspaceId, actor: as(members.member!), input: { email: coOwner.email, role: "viewer" } })).rejects.toMatchObject({
      status: 403,
    });
    const roles = async () => Object.fromEntries((await listMembers({ workspaceId, actor: as(owner) })).map((m) => [m.userId, m.role]));
    expect((await roles())[coOwner.id]).toBe("owner");
    expect((await roles())[owner.id]).toBe("owner");

    // An admin may still invite a newcomer and change an existing member's role through an invite.
    const newcomer = await makeUser("newcomer");
    expect((await addMember({ workspaceId, actor: as(members.admin!), input: { email: newcomer.email, role: "member" } })).role).toBe("member");
    expect((await addMember({ workspaceId, actor: as(members.admin!), input: { email: members.member!.email, role: "viewer" } })).role).toBe("viewer");
    await expect(addMember({ workspaceId, actor: as(members.admin!), input: { email: newcomer.email, role: "owner" } })).rejects.toMatchObject({ status: 403 });
    // The CLI (the operator) may do anything but take the workspace owner's role.
    expect((await addMember({ workspaceId, actor: systemActor, input: { email: coOwner.email, role: "admin" } })).role).toBe("admin");
    await expect(addMember({ workspaceId, actor: systemActor, input: { email: owner.email, role: "admin" } })).rejects.toMatchObject({ status: 400 });
  });
});
