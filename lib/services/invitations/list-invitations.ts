// Pending invitations of a workspace (not accepted, not revoked; expired ones too, so they can be resent),
// each with what became of its latest email and whether the asking person may handle it (copy its link,
// resend, revoke: membership-policy.ts), for the Members page. Owners and admins only.
import { db } from "../../db";
import type { Actor } from "../actor";
import { mayHandleRole } from "../workspaces/membership-policy";
import { requireMembershipMove } from "../workspaces/require-role";

export type InvitationDelivery =
  | { state: "sent"; at: Date }
  | { state: "sending" }
  | { state: "retrying"; reason: string }
  | { state: "failed"; reason: string }
  /** No SMTP server: the email was composed and kept; the link has to be passed on by hand. */
  | { state: "not-configured" }
  | { state: "unknown" };

export async function listInvitations({ workspaceId, actor }: { workspaceId: string; actor: Actor }) {
  const actorRole = await requireMembershipMove(workspaceId, actor, { kind: "invitation", verb: "see", role: null });
  const rows = await db.invitation.findMany({
    where: { workspaceId, acceptedAt: null, revokedAt: null },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      email: true,
      role: true,
      expiresAt: true,
      lastSentAt: true,
      invitedBy: { select: { name: true, email: true } },
      emailMessage: { select: { status: true, attempts: true, lastError: true, sentAt: true } },
    },
  });
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt,
    expired: row.expiresAt.getTime() <= now,
    lastSentAt: row.lastSentAt,
    invitedBy: row.invitedBy ? (row.invitedBy.name ?? row.invitedBy.email) : null,
    delivery: delivery(row.emailMessage),
    canHandle: mayHandleRole(actorRole, row.role),
  }));
}

function delivery(message: { status: string; attempts: number; lastError: string | null; sentAt: Date | null } | null): InvitationDelivery {
  if (!message) return { state: "unknown" };
  switch (message.status) {
    case "sent":
      return { state: "sent", at: message.sentAt ?? new Date(0) };
    case "stored":
      return { state: "not-configured" };
    case "failed":
      return { state: "failed", reason: message.lastError ?? "the mail server refused it" };
    default:
      return message.attempts > 0 && message.lastError ? { state: "retrying", reason: message.lastError } : { state: "sending" };
  }
}
