import type { Metadata } from "next";
import { TimeZoneSection } from "@/components/profile/time-zone-section";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";
import { selectableZones } from "@/lib/time/time-zone";

export const metadata: Metadata = { title: "Profile" };

// The signed-in person's own settings, one section each (components/profile/*-section.tsx).
export default async function ProfilePage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  await getWorkspaceContext(workspaceId);
  return (
    <>
      <PageHeader title="Profile" description="Your own settings, the same in every workspace." />
      <div className="max-w-2xl space-y-6">
        <TimeZoneSection zones={selectableZones()} now={new Date().toISOString()} />
      </div>
    </>
  );
}
