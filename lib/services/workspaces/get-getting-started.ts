// The first-run checklist of a workspace: what a new team does before Postlane is useful to it. Each step
// is read from the rows it creates (no "done" flags to keep in step), so a step done anywhere (API, CLI,
// another teammate) is ticked here too.
import { db } from "../../db";
import type { Actor } from "../actor";
import { roleInWorkspace } from "./require-role";

export type GettingStartedStepId = "connect-account" | "first-post" | "invite-teammate" | "api-key";

export interface GettingStarted {
  steps: { id: GettingStartedStepId; done: boolean }[];
  complete: boolean;
}

export async function getGettingStarted({ workspaceId, actor }: { workspaceId: string; actor: Actor }): Promise<GettingStarted> {
  await roleInWorkspace(workspaceId, actor);
  // One row each is enough to know; findFirst stops at the first match where a count would scan.
  const [account, post, teammates, invitation, apiKey] = await Promise.all([
    db.socialAccount.findFirst({ where: { workspaceId }, select: { id: true } }),
    db.post.findFirst({ where: { workspaceId }, select: { id: true } }),
    db.membership.count({ where: { workspaceId } }),
    // Sending an invitation is the step done: a solo owner cannot make the other person accept it.
    db.invitation.findFirst({ where: { workspaceId, revokedAt: null }, select: { id: true } }),
    db.apiKey.findFirst({ where: { workspaceId }, select: { id: true } }),
  ]);
  const steps: GettingStarted["steps"] = [
    { id: "connect-account", done: account !== null },
    { id: "first-post", done: post !== null },
    { id: "invite-teammate", done: teammates > 1 || invitation !== null },
    { id: "api-key", done: apiKey !== null },
  ];
  return { steps, complete: steps.every((s) => s.done) };
}
