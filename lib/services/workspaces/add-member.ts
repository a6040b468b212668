// Invites an existing user to a workspace with a role. Someone who is already a member gets the new role
// under exactly the rules of a role change (setMemberRole): an invite cannot demote an owner.
import { parseInput } from "../../errors";
import { addMemberInput } from "../../schemas/workspaces";
import type { Actor } from "../actor";
import { findUserByEmail } from "../users/find-user-by-email";
import { requireRole } from "./require-role";
import { setMemberRole } from "./change-member-role";

export async function addMember({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { email: string; role: string } }) {
  const data = parseInput(addMemberInput, input);
  // Before looking the email up, so a non-admin cannot learn who has an account.
  await requireRole(workspaceId, actor, "admin", "manage members");
  const user = await findUserByEmail(data.email);
  return setMemberRole({ workspaceId, actor, userId: user.id, role: data.role, addIfMissing: true });
}
