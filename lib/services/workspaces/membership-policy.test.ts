// The membership rule on its own, for every actor and every role, against the rule as the docs state it
// (docs/security.md, "Roles: one rule on every door"), in rank arithmetic rather than the policy's own helpers.
import { describe, expect, it } from "vitest";
import { WORKSPACE_ROLES, type WorkspaceRoleName } from "@/lib/auth/roles";
import { judgeMembershipMove, type ActingRole } from "./membership-policy";

const ACTORS: ActingRole[] = [...WORKSPACE_ROLES, "system"];
const rank = (role: ActingRole) => (role === "system" ? -1 : WORKSPACE_ROLES.indexOf(role));
const grants = (actor: ActingRole, role: WorkspaceRoleName) => rank(actor) <= rank("admin") && rank(actor) <= rank(role);

describe("membership policy", () => {
  it("lets exactly owners (and the operator) handle owner invitations, and admins those up to admin", () => {
    for (const actor of ACTORS)
      for (const role of WORKSPACE_ROLES)
        for (const verb of ["invite", "copy the link of", "resend", "revoke"] as const) {
          const verdict = judgeMembershipMove(actor, { kind: "invitation", verb, role });
          expect(verdict.allowed, `${actor} ${verb} ${role}`).toBe(grants(actor, role));
          if (!verdict.allowed) expect(verdict.status).toBe(403);
        }
  });

  it("changes a role only when the actor could grant both the old and the new one, and keeps the owners", () => {
    for (const actor of ACTORS)
      for (const from of WORKSPACE_ROLES)
        for (const to of WORKSPACE_ROLES)
          for (const isWorkspaceOwner of [false, true])
            for (const owners of [1, 2]) {
              if (isWorkspaceOwner && from !== "owner") continue;
              const verdict = judgeMembershipMove(actor, { kind: "change", from, to, isWorkspaceOwner, owners });
              const keepsOwner = !(from === "owner" && to !== "owner" && (isWorkspaceOwner || owners <= 1));
              expect(verdict.allowed, `${actor}: ${from}->${to} ws-owner=${isWorkspaceOwner} owners=${owners}`).toBe(
                grants(actor, from) && grants(actor, to) && keepsOwner,
              );
            }
  });

  it("removes only roles the actor could grant, lets anyone leave, and never the workspace owner or the last owner", () => {
    for (const actor of ACTORS)
      for (const role of WORKSPACE_ROLES)
        for (const self of [false, true])
          for (const owners of [1, 2]) {
            const verdict = judgeMembershipMove(actor, { kind: "remove", role, self, isWorkspaceOwner: false, owners });
            const keepsOwner = !(role === "owner" && owners <= 1);
            expect(verdict.allowed, `${actor} removes ${self ? "self" : role}`).toBe(keepsOwner && (self || grants(actor, role)));
          }
    expect(judgeMembershipMove("system", { kind: "remove", role: "owner", self: false, isWorkspaceOwner: true, owners: 3 })).toMatchObject({ status: 400 });
  });

  it("accepts an invitation only while its sender could still grant the role", () => {
    for (const inviter of [...ACTORS, null])
      for (const role of WORKSPACE_ROLES) {
        const verdict = judgeMembershipMove("system", { kind: "accept", role, inviter });
        expect(verdict.allowed, `${inviter} -> ${role}`).toBe(inviter !== null && grants(inviter, role));
        if (!verdict.allowed) expect(verdict.status).toBe(410);
      }
  });
});
