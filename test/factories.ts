// Test data built through the real services, unique per call so tests never collide on a shared database.
import crypto from "node:crypto";
import type { WorkspaceRoleName } from "../lib/auth/roles";
import { systemActor } from "../lib/services/actor";
import { createUser } from "../lib/services/users/create-user";
import { addMember } from "../lib/services/workspaces/add-member";

export function uniqueEmail(label = "user"): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

export async function makeUser(label = "user") {
  const email = uniqueEmail(label);
  const user = await createUser({ input: { email, password: "correct horse battery", name: label } });
  return { ...user, password: "correct horse battery" };
}

/** A fresh owner with their personal workspace, plus a member of each requested role. */
export async function makeWorkspace(roles: WorkspaceRoleName[] = []) {
  const owner = await makeUser("owner");
  const workspaceId = owner.personalWorkspaceId;
  const members: Partial<Record<WorkspaceRoleName, Awaited<ReturnType<typeof makeUser>>>> = {};
  for (const role of roles) {
    const member = await makeUser(role);
    await addMember({ workspaceId, actor: systemActor, input: { email: member.email, role } });
    members[role] = member;
  }
  return { owner, workspaceId, members };
}
