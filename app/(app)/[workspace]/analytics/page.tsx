import type { Metadata } from "next";
import { AnalyticsDashboard } from "@/components/analytics/analytics-dashboard";
import { PageHeader } from "@/components/ui/page-header";
import { getViewerTime } from "@/lib/session/viewer-time";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { getAnalyticsView } from "@/lib/services/analytics/get-analytics-view";
import { getReportSchedule } from "@/lib/services/reports/get-report-schedule";

export const metadata: Metadata = { title: "Analytics" };

// The same service as GET /api/analytics, which the page reads from afterwards. The figures' days are cut in
// the viewer's time zone, resolved for this request as for the layout, so the first HTML carries the default
// view (30 days, every network, live posts) and hydration keeps it.
export default async function AnalyticsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, workspace } = await getWorkspaceContext(workspaceId);
  const { timeZone } = await getViewerTime(workspace.timeZone);
  const view = { period: "30d", mode: "live", timeZone };
  const actor = { kind: "user" as const, userId: user.id };
  const [data, reportSchedule] = await Promise.all([getAnalyticsView({ workspaceId, actor, input: view }), getReportSchedule({ workspaceId, actor })]);
  return (
    <>
      <PageHeader title="Analytics" description="Views, likes, comments and shares of your published posts, refreshed every hour." />
      <AnalyticsDashboard workspaceId={workspaceId} initial={{ timeZone, data }} reportSchedule={reportSchedule} />
    </>
  );
}
