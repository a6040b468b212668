import type { Metadata } from "next";
import { AccountDetailsSection } from "@/components/profile/account-details-section";
import { ChangePasswordSection } from "@/components/profile/change-password-section";
import { NotificationPreferencesSection } from "@/components/profile/notification-preferences-section";
import { OtherSessionsSection } from "@/components/profile/other-sessions-section";
import { TimeZoneSection } from "@/components/profile/time-zone-section";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { getNotificationPreferences } from "@/lib/services/notifications/get-notification-preferences";
import { selectableZones } from "@/lib/time/time-zone";

export const metadata: Metadata = { title: "Your account" };

// The signed-in person's own settings, the same in every workspace. One section component per concern
// (components/profile/*-section.tsx).
export default async function ProfilePage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user } = await getWorkspaceContext(workspaceId);
  const preferences = await getNotificationPreferences({ actor: { kind: "user", userId: user.id } });
  return (
    <>
      <PageHeader title="Your account" description="Your sign-in details, password, sessions, time zone and notifications." />
      <div className="max-w-2xl space-y-6">
        <AccountDetailsSection name={user.name} email={user.email} />
        <TimeZoneSection zones={selectableZones()} now={new Date().toISOString()} />
        <ChangePasswordSection />
        <OtherSessionsSection />
        <NotificationPreferencesSection preferences={preferences} />
      </div>
    </>
  );
}
