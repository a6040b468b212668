import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { VerifyEmailBanner } from "@/components/profile/verify-email-banner";
import { ViewerTimeProvider } from "@/components/ui/viewer-time";
import { getViewerTime } from "@/lib/session/viewer-time";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { emailVerificationPending } from "@/lib/services/users/email-verification-pending";
import { countPostsAwaitingApproval } from "@/lib/services/approvals/count-posts-awaiting-approval";

export const dynamic = "force-dynamic";

// Every page title names the workspace ("Queue · Acme Bakery · Postlane"): an agency's tabs tell its clients apart.
export async function generateMetadata({ params }: { params: Promise<{ workspace: string }> }): Promise<Metadata> {
  const { workspace: workspaceId } = await params;
  const { workspace } = await getWorkspaceContext(workspaceId);
  return { title: { template: `%s · ${workspace.name} · Postlane`, absolute: `${workspace.name} · Postlane` } };
}

export default async function WorkspaceLayout({ children, params }: { children: ReactNode; params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, workspace, workspaces } = await getWorkspaceContext(workspaceId);
  const [confirmEmail, pendingApprovals] = await Promise.all([
    emailVerificationPending({ userId: user.id }),
    countPostsAwaitingApproval({ workspaceId: workspace.id, actor: { kind: "user", userId: user.id } }),
  ]);
  // Dates on every page of the workspace are in the viewer's zone; the workspace's default stands in for a
  // zone not known yet.
  const { zoneSource, ...viewer } = await getViewerTime(workspace.timeZone);
  return (
    <ViewerTimeProvider value={viewer} correctable={zoneSource !== "profile"}>
      <AppShell
        user={{ email: user.email, name: user.name }}
        workspace={{
          id: workspace.id,
          name: workspace.name,
          role: workspace.role,
          color: workspace.color,
          logoUrl: workspace.logoUrl,
          postsNeedApproval: workspace.postsNeedApproval,
          pendingApprovals,
        }}
        workspaces={workspaces.map((w) => ({ id: w.id, name: w.name, role: w.role, color: w.color }))}
        profileZone={zoneSource === "profile" ? viewer.timeZone : null}
      >
        {confirmEmail ? <VerifyEmailBanner email={user.email} /> : null}
        {children}
      </AppShell>
    </ViewerTimeProvider>
  );
}
