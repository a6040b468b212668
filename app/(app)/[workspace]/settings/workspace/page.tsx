import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { ApprovalSetting } from "@/components/workspaces/approval-setting";
import { UtmSetting } from "@/components/workspaces/utm-setting";
import { WorkspaceIdentityForm } from "@/components/workspaces/workspace-identity-form";
import { WorkspaceTimeZone } from "@/components/workspaces/workspace-time-zone";
import { canChangeApprovalSetting, canChangeWorkspaceSettings, roleAtLeast } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { selectableZones } from "@/lib/time/time-zone";
import { listLogoChoices } from "@/lib/services/workspaces/workspace-logo";

export const metadata: Metadata = { title: "Workspace settings" };

// One page for the workspace's own settings (issue 38): name and colour, time zone, approvals and campaign
// tags. Owners and admins change them (campaign tags: managers too); everyone else reads them.
export default async function WorkspaceSettingsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { role, workspace } = await getWorkspaceContext(workspaceId);
  const canChange = canChangeWorkspaceSettings(role);
  const logoChoices = canChange ? await listLogoChoices(workspaceId) : [];
  return (
    <>
      <PageHeader
        title="Workspace settings"
        description={
          canChange ? `How ${workspace.name} works for everyone in it.` : `How ${workspace.name} works. Your role here is ${role}: you can read these.`
        }
      />
      <WorkspaceIdentityForm
        workspaceId={workspaceId}
        name={workspace.name}
        color={workspace.color}
        logo={{ id: workspace.logoMediaId, url: workspace.logoUrl, choices: logoChoices }}
        canChange={canChange}
      />
      <section aria-labelledby="workspace-zone-title" className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="workspace-zone-title" className="mb-2 text-sm font-medium">
          Time zone
        </h2>
        <WorkspaceTimeZone workspaceId={workspaceId} zone={workspace.timeZone} zones={selectableZones()} canEdit={canChange} />
      </section>
      <ApprovalSetting workspaceId={workspaceId} enabled={workspace.postsNeedApproval} canChange={canChangeApprovalSetting(role)} />
      <UtmSetting
        workspaceId={workspaceId}
        setting={{ enabled: workspace.utmEnabled, campaign: workspace.utmCampaign }}
        canChange={roleAtLeast(role, "manager")}
      />
    </>
  );
}
