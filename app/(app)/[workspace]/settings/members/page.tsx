import type { Metadata } from "next";
import Link from "next/link";
import { PendingInvitations } from "@/components/invitations/pending-invitations";
import { InviteMemberForm } from "@/components/workspaces/invite-member-form";
import { MemberList } from "@/components/workspaces/member-list";
import { PageHeader } from "@/components/ui/page-header";
import { RolePowers } from "@/components/workspaces/role-powers";
import { canManageMembers } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listInvitations } from "@/lib/services/invitations/list-invitations";
import { listMembers } from "@/lib/services/workspaces/list-members";

export const metadata: Metadata = { title: "Members" };

export default async function MembersPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role, workspace } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  const manage = canManageMembers(role);
  const [members, invitations] = await Promise.all([listMembers({ workspaceId, actor }), manage ? listInvitations({ workspaceId, actor }) : []]);
  return (
    <>
      <PageHeader title="Members" description={`People in ${workspace.name} and what each may do.`} />
      {/* "Posts need approval" and "Campaign tags on links" moved to the one Workspace settings page (issue 38). */}
      <p className="mb-4 text-sm text-slate-600">
        Approvals ({workspace.postsNeedApproval ? "on" : "off"}) and campaign tags are set on the{" "}
        <Link href={`/${workspaceId}/settings/workspace`} className="font-medium text-brand-700 hover:underline">
          Workspace settings
        </Link>{" "}
        page.
      </p>
      {manage ? (
        <InviteMemberForm workspaceId={workspaceId} actorRole={role} />
      ) : (
        <p className="mb-4 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          Only owners and admins can invite people or change roles. Your role here is <strong>{role}</strong>.
        </p>
      )}
      {manage ? (
        <PendingInvitations
          workspaceId={workspaceId}
          invitations={invitations.map((i) => ({
            ...i,
            expiresAt: i.expiresAt.toISOString(),
            delivery: i.delivery.state === "sent" ? { state: "sent", at: i.delivery.at.toISOString() } : i.delivery,
          }))}
        />
      ) : null}
      <MemberList
        workspaceId={workspaceId}
        currentUserId={user.id}
        actorRole={role}
        members={members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() }))}
      />
      <RolePowers postsNeedApproval={workspace.postsNeedApproval} />
    </>
  );
}
