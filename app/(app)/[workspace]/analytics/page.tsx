import type { Metadata } from "next";
import { cookies } from "next/headers";
import { AnalyticsDashboard } from "@/components/analytics/analytics-dashboard";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/auth/workspace-context";
import { TIME_ZONE_COOKIE } from "@/lib/time-zone-cookie";
import { getAnalyticsView } from "@/lib/services/analytics/get-analytics-view";

export const metadata: Metadata = { title: "Analytics" };

// The same service as GET /api/analytics, which the page reads from afterwards. The figures' days are cut in the viewer's time zone: with the zone the browser left in a cookie, the first
// HTML carries the default view (30 days, every network, live posts); without it, they load in the browser.
export default async function AnalyticsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user } = await getWorkspaceContext(workspaceId);
  const timeZone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  const view = { period: "30d", mode: "live", timeZone: timeZone ?? "" };
  // A zone the service refuses (an edited cookie) only means the browser loads the figures itself.
  const data = timeZone ? await getAnalyticsView({ workspaceId, actor: { kind: "user", userId: user.id }, input: view }).catch(() => undefined) : undefined;
  return (
    <>
      <PageHeader title="Analytics" description="Views, likes, comments and shares of your published posts, refreshed every hour." />
      <AnalyticsDashboard workspaceId={workspaceId} initial={data ? { timeZone: view.timeZone, data } : undefined} />
    </>
  );
}
