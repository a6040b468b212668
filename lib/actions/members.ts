"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { ChangeMemberRoleInput } from "@/lib/schemas/members";
import { changeMemberRole } from "@/lib/services/workspaces/change-member-role";
import { removeMember } from "@/lib/services/workspaces/remove-member";

const membersPath = (workspaceId: string) => `/${workspaceId}/settings/members`;

// Change a member's role.
export async function changeMemberRoleAction(workspaceId: string, input: ChangeMemberRoleInput) {
  return runAction(async () => {
    const changed = await changeMemberRole({ workspaceId, actor: await sessionActor(), input });
    revalidatePath(membersPath(workspaceId));
    return { userId: changed.userId, role: changed.role };
  });
}

// Remove a member (or leave the workspace).
export async function removeMemberAction(workspaceId: string, userId: string) {
  return runAction(async () => {
    const removed = await removeMember({ workspaceId, actor: await sessionActor(), input: { userId } });
    revalidatePath(membersPath(workspaceId));
    return removed;
  });
}
