import type { Metadata } from "next";
import { NotificationPreferencesSection } from "@/components/profile/notification-preferences-section";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";
import { getNotificationPreferences } from "@/lib/services/notifications/get-notification-preferences";

export const metadata: Metadata = { title: "Your account" };

// The signed-in person's own settings, the same in every workspace. One section component per concern
// (components/profile/*-section.tsx).
export default async function ProfilePage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user } = await getWorkspaceContext(workspaceId);
  const preferences = await getNotificationPreferences({ actor: { kind: "user", userId: user.id } });
  return (
    <>
      <PageHeader title="Your account" description="Your own settings, the same in every workspace." />
      <div className="max-w-2xl space-y-6">
        <NotificationPreferencesSection preferences={preferences} />
      </div>
    </>
  );
}
