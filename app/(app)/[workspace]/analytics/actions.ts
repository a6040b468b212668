"use server";

import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import { refreshMetricsNow } from "@/lib/services/analytics/refresh-metrics-now";
import { loadAnalytics, type AnalyticsView } from "./load-analytics";

// The page's data in one round trip (load-analytics.ts); a bad period, platform or time zone is a message.
export async function loadAnalyticsAction(workspaceId: string, view: AnalyticsView) {
  return runAction(async () => loadAnalytics(workspaceId, await sessionActor(), view));
}

export async function refreshMetricsNowAction(workspaceId: string) {
  return runAction(async () => refreshMetricsNow({ workspaceId, actor: await sessionActor() }));
}
