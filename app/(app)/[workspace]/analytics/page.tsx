import type { Metadata } from "next";
import { AnalyticsDashboard } from "@/components/analytics/analytics-dashboard";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";

export const metadata: Metadata = { title: "Analytics" };

// The figures load in the browser: their days are cut in the viewer's time zone, which only the browser knows.
export default async function AnalyticsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  await getWorkspaceContext(workspaceId);
  return (
    <>
      <PageHeader title="Analytics" description="Views, likes, comments and shares of your published posts, refreshed every hour." />
      <AnalyticsDashboard workspaceId={workspaceId} />
    </>
  );
}
