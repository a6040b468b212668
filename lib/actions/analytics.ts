"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { refreshMetricsNow } from "@/lib/services/analytics/refresh-metrics-now";

// "Refresh now": a write (it queues the metric reads); the page's figures are read through GET /api/analytics.
export async function refreshMetricsNowAction(workspaceId: string) {
  return runAction(async () => refreshMetricsNow({ workspaceId, actor: await sessionActor() }));
}
