import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/session/workspace-context";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  await getWorkspaceContext(workspaceId);
  return (
    <>
      <PageHeader title="Notifications" description="Failed posts, accounts to reconnect, approvals and new members, newest first." />
      <NotificationList workspaceId={workspaceId} />
    </>
  );
}
