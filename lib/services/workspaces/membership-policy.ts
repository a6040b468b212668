// The one rule for memberships and invitations, asked by every door that creates, copies, resends, revokes
// or accepts an invitation, or changes or removes a member: the server actions, the services behind the
// consent and accept pages, the admin CLI (as the operator) and, should one be added, a REST or MCP door.
//
//   - Owners and admins handle members and invitations; nobody handles a role above their own. So only an
//     owner invites, promotes to, demotes or removes an owner, or copies, resends or revokes an owner's
//     invitation (an admin holding an owner's link could sign up with it and be made owner: issue 33).
//   - The workspace owner (the account the workspace belongs to) keeps the owner role and cannot be removed,
//     and the last owner can be neither demoted nor removed, so a workspace always has an owner.
//   - Anyone may leave (remove themselves), within the two rules above.
//   - An invitation grants its role only while the person who sent it could still grant it: accepting after
//     the inviter was demoted or removed is refused (a pending link is not a way to keep old powers).
//   - The operator (admin CLI) may do anything within the owner rules.
//
// Pure (no database), so the Members page offers exactly the controls the services allow, and the property
// test walks it together with the doors. `requireMembershipMove` (require-role.ts) looks up the actor's role
// and throws the verdict as the one error model.
import { roleAtLeast, type WorkspaceRoleName } from "../../auth/roles";
import { AppError, BadRequestError, ForbiddenError } from "../../errors";

/** The actor's role in the workspace, or "system" for the operator. */
export type ActingRole = WorkspaceRoleName | "system";

export type InvitationVerb = "invite" | "see" | "copy the link of" | "resend" | "revoke";

export type MembershipMove =
  /** Create, copy the link of, resend or revoke an invitation of `role` (null: before the invitation is read). */
  | { kind: "invitation"; verb: InvitationVerb; role: WorkspaceRoleName | null }
  /** Change a member from `from` to `to` (`from` null: they are not a member yet and are added). */
  | { kind: "change"; from: WorkspaceRoleName | null; to: WorkspaceRoleName; isWorkspaceOwner: boolean; owners: number }
  /** Remove a member whose role is `role`; `self` when they leave. */
  | { kind: "remove"; role: WorkspaceRoleName; self: boolean; isWorkspaceOwner: boolean; owners: number }
  /** Accept an invitation of `role`; `inviter` is the sender's role now (null: no longer a member). */
  | { kind: "accept"; role: WorkspaceRoleName; inviter: ActingRole | null };

export type Verdict = { allowed: true } | { allowed: false; status: 400 | 403 | 410; message: string };

const ALLOWED: Verdict = { allowed: true };
const refuse = (status: 400 | 403 | 410, message: string): Verdict => ({ allowed: false, status, message });

/** Whether `actor` may hand out, take away or handle the role `role`: admin or above, and not above their own. */
export function mayHandleRole(actor: ActingRole | null, role: WorkspaceRoleName): boolean {
  if (actor === null) return false;
  if (actor === "system") return true;
  return roleAtLeast(actor, "admin") && roleAtLeast(actor, role);
}

/** Why someone who manages members still may not handle `role`. */
function aboveOwn(actor: WorkspaceRoleName, role: WorkspaceRoleName, what: string): string {
  return role === "owner" ? `Only an owner can ${what}` : `Your role (${actor}) cannot ${what}: it is above your own`;
}

export function judgeMembershipMove(actor: ActingRole, move: MembershipMove): Verdict {
  switch (move.kind) {
    case "invitation": {
      if (actor !== "system" && !roleAtLeast(actor, "admin"))
        return refuse(403, `Your role (${actor}) cannot ${move.verb === "invite" ? "invite people" : `${move.verb} invitations`}; it needs admin or above`);
      if (move.role !== null && !mayHandleRole(actor, move.role)) {
        const what =
          move.verb === "invite" ? `invite someone as ${article(move.role)} ${move.role}` : `${move.verb} an invitation as ${article(move.role)} ${move.role}`;
        return refuse(403, aboveOwn(actor as WorkspaceRoleName, move.role, what));
      }
      return ALLOWED;
    }
    case "change": {
      if (actor !== "system" && !roleAtLeast(actor, "admin")) {
        return refuse(403, `Your role (${actor}) cannot ${move.from ? "change members' roles" : "manage members"}; it needs admin or above`);
      }
      if (move.isWorkspaceOwner && move.to !== "owner") return refuse(400, "role: the workspace owner's role cannot be changed");
      if (move.from === "owner" && move.to !== "owner" && move.owners <= 1)
        return refuse(400, "role: the last owner's role cannot be changed; make someone else an owner first");
      if (!mayHandleRole(actor, move.to) || (move.from !== null && !mayHandleRole(actor, move.from))) {
        const what = move.from ? "grant or change the owner role" : "make someone an owner";
        const role = move.to === "owner" || move.from === "owner" ? "owner" : move.to;
        return refuse(403, aboveOwn(actor as WorkspaceRoleName, role, role === "owner" ? what : `give or change the ${role} role`));
      }
      return ALLOWED;
    }
    case "remove": {
      if (move.isWorkspaceOwner) return refuse(400, "userId: the workspace owner cannot be removed");
      if (move.role === "owner" && move.owners <= 1) return refuse(400, "userId: the last owner cannot be removed");
      if (move.self) return ALLOWED;
      if (actor !== "system" && !roleAtLeast(actor, "admin")) return refuse(403, `Your role (${actor}) cannot remove members; it needs admin or above`);
      if (!mayHandleRole(actor, move.role))
        return refuse(
          403,
          aboveOwn(actor as WorkspaceRoleName, move.role, move.role === "owner" ? "remove another owner" : `remove ${article(move.role)} ${move.role}`),
        );
      return ALLOWED;
    }
    case "accept": {
      if (!mayHandleRole(move.inviter, move.role)) {
        return refuse(
          410,
          `This invitation no longer holds: the person who sent it can no longer invite anyone as ${article(move.role)} ${move.role}. Ask for a new invitation.`,
        );
      }
      return ALLOWED;
    }
  }
}

function article(role: WorkspaceRoleName): string {
  return role === "owner" || role === "admin" ? "an" : "a";
}

/** Throws the verdict as a 400/403/410 when the move is not allowed. */
export function enforceVerdict(verdict: Verdict): void {
  if (verdict.allowed) return;
  if (verdict.status === 400) throw new BadRequestError(verdict.message);
  if (verdict.status === 403) throw new ForbiddenError(verdict.message);
  throw new AppError(verdict.status, verdict.message);
}
