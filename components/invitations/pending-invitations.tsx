"use client";
// The pending invitations of a workspace on its Members page, each with what became of its email ("sent to …",
// "not delivered: reason") and its actions: Resend, Copy invite link, Revoke.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useTimeFormat, type TimeFormat } from "@/components/ui/viewer-time";
import { toast } from "@/components/ui/toaster";
import { invitationLinkAction, resendInvitationAction, revokeInvitationAction } from "@/lib/actions/invitations";

export type InvitationDeliveryView =
  | { state: "sent"; at: string }
  | { state: "sending" }
  | { state: "retrying"; reason: string }
  | { state: "failed"; reason: string }
  | { state: "not-configured" }
  | { state: "unknown" };

export interface PendingInvitationRow {
  id: string;
  email: string;
  role: string;
  expiresAt: string;
  expired: boolean;
  invitedBy: string | null;
  delivery: InvitationDeliveryView;
  /** Whether the viewer may copy, resend or revoke it (membership-policy.ts: not a role above their own). */
  canHandle: boolean;
}

function deliveryText(row: PendingInvitationRow, f: TimeFormat): { text: string; problem: boolean } {
  const d = row.delivery;
  switch (d.state) {
    case "sent":
      return { text: `Sent to ${row.email} on ${f.dateTime(d.at)}`, problem: false };
    case "sending":
      return { text: `Sending to ${row.email}…`, problem: false };
    case "retrying":
      return { text: `Not delivered yet: ${d.reason}. Postlane keeps trying.`, problem: true };
    case "failed":
      return { text: `Not delivered: ${d.reason}. Resend it, or copy the invite link and send it yourself.`, problem: true };
    case "not-configured":
      return { text: "Not delivered: this Postlane has no email server set up. Copy the invite link and send it yourself.", problem: true };
    default:
      return { text: `Invitation for ${row.email}`, problem: false };
  }
}

export function PendingInvitations({ workspaceId, invitations }: { workspaceId: string; invitations: PendingInvitationRow[] }) {
  const router = useRouter();
  const f = useTimeFormat();
  const [pending, setPending] = useState<string | null>(null);
  if (invitations.length === 0) return null;

  async function run(id: string, work: () => Promise<void>) {
    setPending(id);
    try {
      await work();
    } catch {
      toast.error("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(null);
      router.refresh();
    }
  }

  const resend = (row: PendingInvitationRow) =>
    run(row.id, async () => {
      const result = await resendInvitationAction(workspaceId, row.id);
      if (result.ok) toast.success(`Invitation sent again to ${row.email}`);
      else toast.error(result.error);
    });

  const revoke = (row: PendingInvitationRow) =>
    run(row.id, async () => {
      const result = await revokeInvitationAction(workspaceId, row.id);
      if (result.ok) toast.success(`Invitation for ${row.email} withdrawn`);
      else toast.error(result.error);
    });

  const copy = (row: PendingInvitationRow) =>
    run(row.id, async () => {
      const result = await invitationLinkAction(workspaceId, row.id);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      try {
        await navigator.clipboard.writeText(result.data.url);
        toast.success("Invite link copied. Send it to them yourself; it works once.");
      } catch {
        // No clipboard (an insecure origin): show it so it can be copied by hand.
        window.prompt("Copy this invite link:", result.data.url);
      }
    });

  return (
    <section aria-label="Pending invitations" className="mb-6">
      <h2 className="mb-2 text-sm font-semibold">Pending invitations</h2>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {invitations.map((row) => {
          const delivery = deliveryText(row, f);
          return (
            <li key={row.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="invitation-row">
              <div className="min-w-0 flex-1">
                <div className="truncate font-medium">
                  {row.email} <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{row.role}</span>
                </div>
                <div className={`text-xs ${delivery.problem ? "text-amber-700" : "text-slate-500"}`} data-testid="invitation-delivery">
                  {delivery.text}
                </div>
                <div className="text-xs text-slate-500">
                  {row.expired ? "Expired; resend it to give it another 7 days" : `Valid until ${f.date(row.expiresAt)}`}
                  {row.invitedBy ? ` · invited by ${row.invitedBy}` : ""}
                </div>
              </div>
              {row.canHandle ? (
                <>
                  <Button size="sm" disabled={pending === row.id} onClick={() => copy(row)} aria-label={`Copy invite link for ${row.email}`}>
                    Copy invite link
                  </Button>
                  <Button size="sm" disabled={pending === row.id} onClick={() => resend(row)} aria-label={`Resend invitation to ${row.email}`}>
                    Resend
                  </Button>
                  <Button size="sm" variant="ghost" disabled={pending === row.id} onClick={() => revoke(row)} aria-label={`Revoke invitation for ${row.email}`}>
                    Revoke
                  </Button>
                </>
              ) : (
                <span className="text-xs text-slate-500" data-testid="invitation-owner-only">
                  Only an owner can resend, copy or revoke an owner invitation
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
