import type { Metadata } from "next";
import { AccountDetailsSection } from "@/components/profile/account-details-section";
import { ChangePasswordSection } from "@/components/profile/change-password-section";
import { OtherSessionsSection } from "@/components/profile/other-sessions-section";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";

export const metadata: Metadata = { title: "Your account" };

// The signed-in person's own settings, the same in every workspace. One section component per concern.
export default async function ProfilePage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user } = await getWorkspaceContext(workspaceId);
  return (
    <>
      <PageHeader title="Your account" description="Your sign-in details, your password and where you are signed in." />
      <div className="max-w-2xl space-y-6">
        <AccountDetailsSection name={user.name} email={user.email} />
        <ChangePasswordSection />
        <OtherSessionsSection />
      </div>
    </>
  );
}
