"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { changeMemberRoleAction, removeMemberAction } from "@/lib/actions/members";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { toast } from "@/components/ui/toaster";
import { WORKSPACE_ROLES, type WorkspaceRoleName } from "@/lib/auth/roles";
import { judgeMembershipMove } from "@/lib/services/workspaces/membership-policy";

interface MemberRow {
  userId: string;
  email: string;
  name: string | null;
  role: WorkspaceRoleName;
  joinedAt: string;
  isWorkspaceOwner: boolean;
}

export function MemberList({
  workspaceId,
  members,
  currentUserId,
  actorRole,
}: {
  workspaceId: string;
  members: MemberRow[];
  currentUserId: string;
  actorRole: WorkspaceRoleName;
}) {
  const router = useRouter();
  const f = useTimeFormat();
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // The services' own rule (membership-policy.ts), so controls that would be refused are not offered.
  const owners = members.filter((m) => m.role === "owner").length;
  const rolesFor = (m: MemberRow) =>
    WORKSPACE_ROLES.filter(
      (to) => to === m.role || judgeMembershipMove(actorRole, { kind: "change", from: m.role, to, isWorkspaceOwner: m.isWorkspaceOwner, owners }).allowed,
    );
  const mayEditRole = (m: MemberRow) => rolesFor(m).length > 1;
  const mayRemove = (m: MemberRow) =>
    judgeMembershipMove(actorRole, { kind: "remove", role: m.role, self: m.userId === currentUserId, isWorkspaceOwner: m.isWorkspaceOwner, owners }).allowed;

  async function changeRole(member: MemberRow, role: WorkspaceRoleName) {
    setPending(member.userId);
    try {
      const result = await changeMemberRoleAction(workspaceId, { userId: member.userId, role });
      if (result.ok) toast.success(`${member.email} is now ${role}`);
      else toast.error(result.error);
    } catch {
      toast.error("Could not reach the server; the role was not changed.");
    } finally {
      setPending(null);
      router.refresh();
    }
  }

  async function remove(member: MemberRow) {
    setPending(member.userId);
    try {
      const result = await removeMemberAction(workspaceId, member.userId);
      if (!result.ok) {
        toast.error(result.error);
      } else if (member.userId === currentUserId) {
        toast.success("You left the workspace");
        router.replace("/");
        return;
      } else {
        toast.success(`${member.email} removed${result.data.revokedApiKeys ? ` and ${result.data.revokedApiKeys} of their API keys revoked` : ""}`);
      }
    } catch {
      toast.error("Could not reach the server; nobody was removed.");
    } finally {
      setPending(null);
      setRemoving(null);
    }
    router.refresh();
  }

  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Members">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="member-row">
            <div aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
              {(member.name ?? member.email).slice(0, 1).toUpperCase()}
            </div>
            <div className="min-w-0 flex-1">
              <div className="truncate font-medium">
                {member.name ?? member.email}
                {member.userId === currentUserId ? <span className="ml-1 text-xs font-normal text-slate-500">(you)</span> : null}
              </div>
              <div className="truncate text-xs text-slate-500">
                {member.email} · joined {f.date(member.joinedAt)}
                {member.isWorkspaceOwner ? " · workspace owner" : ""}
              </div>
            </div>
            {mayEditRole(member) ? (
              <>
                <label htmlFor={`role-${member.userId}`} className="sr-only">
                  Role of {member.email}
                </label>
                <select
                  id={`role-${member.userId}`}
                  value={member.role}
                  disabled={pending === member.userId}
                  onChange={(e) => changeRole(member, e.target.value as WorkspaceRoleName)}
                  className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
                >
                  {rolesFor(member).map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <span className="rounded bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700" data-testid="member-role">
                {member.role}
              </span>
            )}
            {mayRemove(member) ? (
              <Button size="sm" onClick={() => setRemoving(member)} aria-label={member.userId === currentUserId ? "Leave workspace" : `Remove ${member.email}`}>
                {member.userId === currentUserId ? "Leave" : "Remove"}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing?.userId === currentUserId ? "Leave this workspace?" : `Remove ${removing?.email}?`}
        description={
          removing?.userId === currentUserId
            ? "You will lose access to its ideas, posts and accounts, and your API keys for it stop working."
            : "They lose access at once, and their API keys for this workspace are revoked."
        }
        confirmLabel={removing?.userId === currentUserId ? "Leave workspace" : "Remove member"}
        pending={pending !== null}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
