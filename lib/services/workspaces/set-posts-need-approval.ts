// The workspace setting "Posts need approval" (off by default). Owners and admins turn it on or off. Turning
// it off leaves posts awaiting approval as they are: approvers can still decide them, and their authors may
// now schedule or publish them themselves.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import type { Actor } from "../actor";
import { requireRole } from "./require-role";

const setPostsNeedApprovalInput = z.strictObject({ enabled: z.boolean({ error: "must be true or false" }) });

export async function setPostsNeedApproval({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: unknown }) {
  const { enabled } = parseInput(setPostsNeedApprovalInput, input);
  await requireRole(workspaceId, actor, "admin", 'turn "Posts need approval" on or off');
  return db.workspace.update({ where: { id: workspaceId }, data: { postsNeedApproval: enabled }, select: { id: true, postsNeedApproval: true } });
}
