// The monthly post quota belongs to a workspace's owner (it counts posts across all their workspaces);
// setting it "for a workspace" sets it for that workspace's owner.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";

const setMonthlyQuotaInput = z.strictObject({
  monthlyPosts: z.number({ error: "must be a number" }).int({ error: "must be a whole number" }).nonnegative({ error: "must be 0 or more" }),
});

export async function setMonthlyQuota({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { monthlyPosts: number } }) {
  const data = parseInput(setMonthlyQuotaInput, input);
  await requireRole(workspaceId, actor, "owner", "change the post quota");
  const workspace = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { ownerId: true } });
  const owner = await db.user.update({
    where: { id: workspace.ownerId },
    data: { monthlyPostQuota: data.monthlyPosts },
    select: { id: true, email: true, monthlyPostQuota: true },
  });
  return { workspaceId, ownerId: owner.id, ownerEmail: owner.email, monthlyPosts: owner.monthlyPostQuota };
}
