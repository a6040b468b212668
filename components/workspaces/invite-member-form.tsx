"use client";

import { useState, type FormEvent } from "react";
import { createInvitationAction } from "@/lib/actions/invitations";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { WORKSPACE_ROLES, type WorkspaceRoleName } from "@/lib/auth/roles";
import { mayHandleRole } from "@/lib/services/workspaces/membership-policy";
import { createInvitationInput } from "@/lib/services/invitations/schemas";
import { ROLE_HINTS } from "./role-labels";

const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export function InviteMemberForm({ workspaceId, actorRole }: { workspaceId: string; actorRole: WorkspaceRoleName }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<WorkspaceRoleName>("member");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const roles = WORKSPACE_ROLES.filter((r) => mayHandleRole(actorRole, r)); // the services' rule (membership-policy.ts)

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = createInvitationInput.safeParse({ email, role });
    if (!checked.success) {
      setError("Enter the email address of the person to invite, like name@example.com.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await createInvitationAction(workspaceId, { email, role });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(`Invitation sent to ${result.data.email}`);
      setEmail("");
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a member" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold">Invite someone</h2>
      <p className="mb-3 text-xs text-slate-500">
        We email them a link to join as the role you choose. They can create an account from it if they have none; the link works for 7 days.
      </p>
      <div className="mb-3">
        <FormError message={error} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <label htmlFor="invite-email" className="block text-sm font-medium text-slate-700">
            Email
          </label>
          <input id="invite-email" type="email" autoComplete="off" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="space-y-1">
          <label htmlFor="invite-role" className="block text-sm font-medium text-slate-700">
            Role
          </label>
          <select id="invite-role" className={inputClass} value={role} onChange={(e) => setRole(e.target.value as WorkspaceRoleName)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {r} — {ROLE_HINTS[r]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? "Sending…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
