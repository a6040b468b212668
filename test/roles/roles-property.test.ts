// Property: random sequences of what people do with memberships (invite any role, copy a link, resend,
// revoke, accept by email or by a copied link, promote, demote, remove, leave) and with their credentials
// (an API key and an OAuth access token through the REST API's own router, and their session through the
// services), by random actors of the five roles (and outsiders), through the real services on the real
// database. After every step:
//
//   I1 grant chain: every membership's role is at most the role of whoever granted it, held at the moment
//      they granted it (the inviter when the invitation is accepted, the person who changed the role, or the
//      operator for the starting members), and every owner was made one by an owner or the operator.
//      Every membership that appears or rises in a step is traced to that step's granter; nothing else moves.
//   I2 links: a copied link, a resend and a revoke succeed exactly when the actor, at that moment, is an
//      owner or admin whose role is at least the invitation's; so holding a link never gives its holder more
//      than they could grant themselves. An account made through a copied link is not verified.
//   I3 owners: the workspace owner is an owner, and there is always at least one.
//   I4 credentials: right after a person's role changes or they are removed, and at random moments, their
//      key, OAuth token and session act with their current role exactly: read iff a member, write iff a
//      member who may write (viewer: 403), a removed person's key and token 401.
//
// Expected outcomes are restated here in plain rank arithmetic (not by calling membership-policy.ts), so
// the test checks the rule rather than repeating it. Fixed seed in `npm test`; ROLES_PROPERTY_RUNS=200
// (and ROLES_PROPERTY_SEED) for a longer walk.
import "@/test/use-database";
import crypto from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { WORKSPACE_ROLES, type WorkspaceRoleName } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { toAppError } from "@/lib/errors";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { acceptInvitation } from "@/lib/services/invitations/accept-invitation";
import { createInvitation } from "@/lib/services/invitations/create-invitation";
import { getInvitationLink } from "@/lib/services/invitations/get-invitation-link";
import { invitationToken } from "@/lib/services/invitations/invitation-token";
import { resendInvitation } from "@/lib/services/invitations/resend-invitation";
import { revokeInvitation } from "@/lib/services/invitations/revoke-invitation";
import { signUpWithInvitation } from "@/lib/services/invitations/sign-up-with-invitation";
import { answerAuthorizationRequest } from "@/lib/services/oauth/answer-authorization-request";
import { exchangeAuthorizationCode } from "@/lib/services/oauth/exchange-authorization-code";
import { registerOAuthClient } from "@/lib/services/oauth/register-oauth-client";
import { addMember } from "@/lib/services/workspaces/add-member";
import { changeMemberRole } from "@/lib/services/workspaces/change-member-role";
import { createWorkspace } from "@/lib/services/workspaces/create-workspace";
import { removeMember } from "@/lib/services/workspaces/remove-member";
import { callApi } from "@/test/api/call-api";
import { makeUser, uniqueEmail } from "@/test/factories";

const RUNS = Number(process.env.ROLES_PROPERTY_RUNS ?? 3);
const SEED = Number(process.env.ROLES_PROPERTY_SEED ?? 33);
const REDIRECT = "http://127.0.0.1:4599/callback";
const PASSWORD = "a long enough password";

type Role = WorkspaceRoleName;
type Granter = Role | "system";
/** Lower is stronger: owner 0 … viewer 4; the operator is above everyone. */
const rank = (role: Granter) => (role === "system" ? -1 : WORKSPACE_ROLES.indexOf(role));
const managesMembers = (role: Granter | undefined) => role !== undefined && rank(role) <= rank("admin");
/** May hand out or take away `role`: manages members and `role` is not above their own. */
const mayGrant = (actor: Granter | undefined, role: Role) => managesMembers(actor) && rank(actor!) <= rank(role);
const writes = (role: Role | undefined) => role !== undefined && role !== "viewer";

// People: 0 the workspace owner, 1-4 start as admin, manager, member, viewer, 5-6 have accounts and start
// outside, 7-11 are addresses with no account until they sign up through an invitation. Each run starts with
// the owner's pending invitations of 7-11 as owner, admin, manager, member and viewer (issue 33's repro
// begins with an owner invitation), so the steps meet invitations of every role from the first.
const STARTING: (Role | null)[] = [null, "admin", "manager", "member", "viewer", null, null];
const PEOPLE = 12;

interface Person {
  email: string;
  userId: string | null;
}
interface Invitation {
  id: string;
  email: string;
  role: Role;
  emailed: string;
  copied: string | null;
}
interface Credentials {
  key: string;
  oauth: string;
  /** Revoked with the person's removal (a later return to the workspace does not bring it back). */
  revoked?: boolean;
}

let oauthClientId: string;
let pool: { id: string; email: string }[];

beforeAll(async () => {
  pool = [];
  for (let i = 0; i < 7; i++) pool.push(await makeUser(`p${i}`));
  oauthClientId = (await registerOAuthClient({ input: { redirect_uris: [REDIRECT], client_name: "Roles property" } })).client_id;
});

// Mostly the starting members act (an outsider's every attempt is a plain 404); invitations go as often to
// people with accounts as to fresh addresses.
const person = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 4 }), weight: 4 }, { arbitrary: fc.integer({ min: 5, max: PEOPLE - 1 }), weight: 1 });
const invitee = fc.integer({ min: 0, max: PEOPLE - 1 });
const role = fc.constantFrom(...WORKSPACE_ROLES);
const pick = fc.nat({ max: 50 });
const step = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("invite" as const), actor: person, target: invitee, role }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constantFrom("copy" as const, "resend" as const, "revoke" as const), actor: person, inv: pick }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("accept" as const), inv: pick, copied: fc.boolean(), by: fc.option(invitee, { nil: undefined }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("change" as const), actor: person, target: invitee, role }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("remove" as const), actor: person, target: invitee }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("use" as const), holder: person }), weight: 1 },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Runs a service call and returns null or the refusal's status; anything but a 4xx fails the test. */
async function attempt(call: () => Promise<unknown>): Promise<number | null> {
  try {
    await call();
    return null;
  } catch (error) {
    const known = toAppError(error);
    if (!known || known.status >= 500) throw error;
    return known.status;
  }
}

async function credentialsFor(workspaceId: string, userId: string): Promise<Credentials> {
  const actor = { kind: "user" as const, userId };
  const key = await createApiKey({ workspaceId, actor, input: { name: "k", mode: "live", scopes: ["ideas:read", "ideas:write"] } });
  const verifier = crypto.randomBytes(32).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  const { location } = await answerAuthorizationRequest({
    actor,
    params: {
      client_id: oauthClientId,
      redirect_uri: REDIRECT,
      response_type: "code",
      code_challenge: challenge,
      code_challenge_method: "S256",
      scope: "ideas:read ideas:write",
      // A token for the REST API (token-audience-policy.ts): this walk uses it on REST routes.
      resource: `${appUrl()}/functions/v1/api`,
    },
    answer: { approve: true, workspaceId, scopes: ["ideas:read", "ideas:write"] },
  });
  const code = new URL(location).searchParams.get("code")!;
  const token = await exchangeAuthorizationCode({
    params: { grant_type: "authorization_code", client_id: oauthClientId, code, code_verifier: verifier, redirect_uri: REDIRECT },
  });
  return { key: key.key, oauth: token.access_token };
}

class Run {
  people: Person[] = [];
  invitations: Invitation[] = [];
  /** Who granted each current membership, and the role they held then (I1). */
  grantedBy = new Map<string, Granter>();
  /** Every credential each person ever held here, with whether it was revoked by their removal. */
  credentials = new Map<string, Credentials[]>();
  roles = new Map<string, Role>();
  log: string[] = [];
  constructor(
    readonly workspaceId: string,
    readonly ownerId: string,
  ) {}

  static async start(): Promise<Run> {
    const owner = pool[0];
    const workspace = await createWorkspace({ ownerId: owner.id, input: { name: "Roles property" } });
    const run = new Run(workspace.id, owner.id);
    for (let i = 0; i < PEOPLE; i++)
      run.people.push(i < pool.length ? { email: pool[i].email, userId: pool[i].id } : { email: uniqueEmail(`fresh${i}`), userId: null });
    run.grantedBy.set(owner.id, "system");
    for (let i = 1; i < STARTING.length; i++) {
      const starting = STARTING[i];
      if (!starting) continue;
      await addMember({ workspaceId: workspace.id, actor: systemActor, input: { email: pool[i].email, role: starting } });
      run.grantedBy.set(pool[i].id, "system");
    }
    for (const [k, r] of WORKSPACE_ROLES.entries()) {
      const email = run.people[7 + k].email;
      const made = await createInvitation({ workspaceId: workspace.id, actor: { kind: "user", userId: owner.id }, input: { email, role: r } });
      const row = await db.invitation.findUniqueOrThrow({ where: { id: made.id } });
      run.invitations.push({ id: made.id, email, role: r, emailed: invitationToken(row), copied: null });
    }
    run.roles = await run.readRoles();
    for (const [userId, r] of run.roles) if (writes(r)) run.credentials.set(userId, [await credentialsFor(workspace.id, userId)]);
    return run;
  }

  async readRoles(): Promise<Map<string, Role>> {
    const rows = await db.membership.findMany({ where: { workspaceId: this.workspaceId }, select: { userId: true, role: true } });
    return new Map(rows.map((r) => [r.userId, r.role]));
  }

  actorOf(i: number) {
    const userId = this.people[i].userId;
    return userId ? { kind: "user" as const, userId } : null;
  }

  async do(s: Step): Promise<void> {
    const before = this.roles;
    const roleOf = (i: number) => {
      const id = this.people[i].userId;
      return id ? before.get(id) : undefined;
    };
    let granter: Granter | undefined;
    let granted: string | undefined;
    let affected: string | undefined;
    switch (s.kind) {
      case "invite": {
        const actor = this.actorOf(s.actor);
        if (!actor) return;
        const target = this.people[s.target];
        const status = await attempt(async () => {
          const made = await createInvitation({ workspaceId: this.workspaceId, actor, input: { email: target.email, role: s.role } });
          const row = await db.invitation.findUniqueOrThrow({ where: { id: made.id } });
          this.invitations.push({ id: made.id, email: target.email, role: s.role, emailed: invitationToken(row), copied: null });
        });
        const isMember = !!target.userId && before.has(target.userId);
        const expected = roleOf(s.actor) === undefined ? 404 : !mayGrant(roleOf(s.actor), s.role) ? 403 : isMember ? 409 : null;
        expect(status, "invite").toBe(expected);
        break;
      }
      case "copy":
      case "resend":
      case "revoke": {
        const actor = this.actorOf(s.actor);
        const inv = this.invitations[s.inv % Math.max(1, this.invitations.length)];
        if (!actor || !inv) return;
        const row = await db.invitation.findUniqueOrThrow({ where: { id: inv.id } });
        const input = { invitationId: inv.id };
        const status = await attempt(async () => {
          if (s.kind === "copy")
            inv.copied = new URL((await getInvitationLink({ workspaceId: this.workspaceId, actor, input })).url).pathname.split("/").pop()!;
          else if (s.kind === "resend") await resendInvitation({ workspaceId: this.workspaceId, actor, input });
          else await revokeInvitation({ workspaceId: this.workspaceId, actor, input });
        });
        // I2: exactly those who may grant the invitation's role handle it (404/409/410 only for its state).
        const actorRole = roleOf(s.actor);
        if (actorRole === undefined) expect(status, s.kind).toBe(404);
        else if (!mayGrant(actorRole, inv.role)) expect(status, `${s.kind} by ${actorRole} of ${inv.role}`).toBe(403);
        else {
          const settled = row.acceptedAt || row.revokedAt;
          if (s.kind === "revoke") expect(status).toBe(row.acceptedAt ? 409 : null);
          else if (settled) expect(status).toBe(409);
          else if (s.kind === "copy" && row.expiresAt <= new Date()) expect(status).toBe(410);
          else expect(status, `${s.kind} by ${actorRole} of ${inv.role}`).toBeNull();
        }
        break;
      }
      case "accept": {
        const inv = this.invitations[s.inv % Math.max(1, this.invitations.length)];
        if (!inv || (s.copied && !inv.copied)) return;
        const token = s.copied ? inv.copied! : inv.emailed;
        const invited = this.people.find((p) => p.email === inv.email)!;
        const by = s.by === undefined ? invited : this.people[s.by];
        const row = await db.invitation.findUniqueOrThrow({ where: { id: inv.id } });
        const inviterRole: Granter | undefined = row.invitedById ? before.get(row.invitedById) : "system";
        let userId: string | null = null;
        const status = await attempt(async () => {
          if (by.userId) {
            await acceptInvitation({ token, userId: by.userId });
            userId = by.userId;
          } else {
            if (by !== invited) return; // someone without an account can only sign up as the invited address
            userId = (await signUpWithInvitation({ token, input: { password: PASSWORD } })).userId;
            invited.userId = userId;
          }
        });
        if (status === null && userId) {
          granted = userId;
          granter = inviterRole;
          expect(by.email, "only the invited address joins").toBe(inv.email);
          expect(row.acceptedAt === null && row.revokedAt === null && row.role === inv.role).toBe(true);
          const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { emailVerified: true } });
          if (s.copied && !by.userId) expect(user.emailVerified, "a copied link confirms no address").toBeNull();
        } else if (status !== null) {
          // Refused only for a reason: not theirs, used, withdrawn, the sender can no longer grant it, already in.
          const reasonable =
            by.email !== inv.email || row.acceptedAt || row.revokedAt || !mayGrant(inviterRole, inv.role) || (by.userId && before.has(by.userId));
          expect(reasonable, `accept refused with ${status}`).toBeTruthy();
        }
        break;
      }
      case "change": {
        const actor = this.actorOf(s.actor);
        const target = this.people[s.target].userId;
        if (!actor || !target) return;
        const status = await attempt(() => changeMemberRole({ workspaceId: this.workspaceId, actor, input: { userId: target, role: s.role } }));
        const actorRole = roleOf(s.actor);
        const from = before.get(target);
        if (status === null) {
          expect(mayGrant(actorRole, s.role) && from !== undefined && mayGrant(actorRole, from), `change ${from}->${s.role} by ${actorRole}`).toBe(true);
          expect(target !== this.ownerId || s.role === "owner").toBe(true);
          granter = actorRole;
          granted = target;
          affected = target;
        } else if (actorRole !== undefined && from !== undefined && mayGrant(actorRole, s.role) && mayGrant(actorRole, from) && target !== this.ownerId) {
          throw new Error(`change ${from}->${s.role} by ${actorRole} refused with ${status}`);
        }
        break;
      }
      case "remove": {
        const actor = this.actorOf(s.actor);
        const target = this.people[s.target].userId;
        if (!actor || !target) return;
        const status = await attempt(() => removeMember({ workspaceId: this.workspaceId, actor, input: { userId: target } }));
        const actorRole = roleOf(s.actor);
        const from = before.get(target);
        const self = actor.userId === target;
        const allowed = from !== undefined && actorRole !== undefined && target !== this.ownerId && (self || mayGrant(actorRole, from));
        expect(status === null, `remove ${from} by ${self ? "self" : actorRole}: ${status}`).toBe(allowed);
        if (status === null) {
          affected = target;
          for (const c of this.credentials.get(target) ?? []) c.revoked = true;
        }
        break;
      }
      case "use": {
        affected = this.people[s.holder].userId ?? undefined;
        break;
      }
    }
    this.log.push(JSON.stringify(s));
    await this.check(before, granted, granter);
    if (granted && writes(this.roles.get(granted)) && !(this.credentials.get(granted) ?? []).some((c) => !c.revoked)) {
      this.credentials.set(granted, [...(this.credentials.get(granted) ?? []), await credentialsFor(this.workspaceId, granted)]);
    }
    if (affected) await this.checkCredentials(affected);
  }

  /** I1 and I3 after a step, against the memberships before it. */
  async check(before: Map<string, Role>, granted: string | undefined, granter: Granter | undefined): Promise<void> {
    const after = await this.readRoles();
    for (const [userId, r] of after) {
      const was = before.get(userId);
      if (was === undefined || rank(r) < rank(was)) {
        // Appeared or rose: only the step's own grant, by someone who could grant it.
        expect(userId, `${userId} became ${r} without a grant`).toBe(granted);
        expect(mayGrant(granter, r), `${r} granted by ${granter}`).toBe(true);
      }
      if (userId === granted) this.grantedBy.set(userId, granter!);
    }
    for (const userId of before.keys()) if (!after.has(userId)) this.grantedBy.delete(userId);
    for (const [userId, r] of after) {
      const by = this.grantedBy.get(userId);
      expect(by, `membership of ${userId} has no granter`).toBeDefined();
      expect(rank(r) >= rank(by!), `${r} held under a grant by ${by}`).toBe(true);
      if (r === "owner") expect(by === "owner" || by === "system").toBe(true);
    }
    expect(after.get(this.ownerId)).toBe("owner");
    this.roles = after;
  }

  /** I4: every credential of `userId` acts with their current role, now. */
  async checkCredentials(userId: string): Promise<void> {
    const current = this.roles.get(userId);
    for (const c of this.credentials.get(userId) ?? []) {
      const revoked = c.revoked;
      for (const bearer of [c.key, c.oauth]) {
        // Reads are what a demoted (viewer) or removed person's credential is tested on; writes always.
        if (current === undefined || current === "viewer" || revoked) {
          const read = await callApi("GET", "/ideas", { key: bearer });
          expect(read.status, `read as ${current ?? "outsider"}`).toBe(current && !revoked ? 200 : 401);
        }
        const write = await callApi("POST", "/ideas", { key: bearer, body: { title: "property" } });
        expect(write.status, `write as ${current ?? "outsider"}`).toBe(!current || revoked ? 401 : writes(current) ? 201 : 403);
      }
    }
    const session = await attempt(() => createIdea({ workspaceId: this.workspaceId, actor: { kind: "user", userId }, input: { title: "session" } }));
    expect(session, `session write as ${current ?? "outsider"}`).toBe(current === undefined ? 404 : writes(current) ? null : 403);
  }
}

describe("roles: one rule on every door", () => {
  it(`holds the grant chain, the link rule and the credentials rule over random sequences (seed ${SEED}, ${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 30, size: "max" }), async (steps) => {
        const run = await Run.start();
        for (const s of steps) await run.do(s);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
