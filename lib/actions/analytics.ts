"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { refreshMetricsNow } from "@/lib/services/analytics/refresh-metrics-now";
import { setReportSchedule } from "@/lib/services/reports/set-report-schedule";

// "Refresh now": a write (it queues the metric reads); the page's figures are read through GET /api/analytics.
export async function refreshMetricsNowAction(workspaceId: string) {
  return runAction(async () => refreshMetricsNow({ workspaceId, actor: await sessionActor() }));
}

// The scheduled report's recipients and cadence (owners and admins; the service decides).
export async function setReportScheduleAction(workspaceId: string, input: { cadence: string; recipients?: string[] }) {
  return runAction(async () => setReportSchedule({ workspaceId, actor: await sessionActor(), input }));
}
