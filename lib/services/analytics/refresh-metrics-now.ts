// The analytics page's "Refresh now": any member (viewers too: it changes no content, and rows measured in
// the last minutes are not asked again) asks for fresh figures of the workspace's published rows.
import { requestMetricsRefresh, type MetricsRefreshOutcome } from "../../analytics/request-metrics-refresh";
import type { RefreshOptions } from "../../analytics/refresh-metrics";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export async function refreshMetricsNow({
  workspaceId,
  actor,
  refreshOptions,
}: {
  workspaceId: string;
  actor: ContentActor;
  refreshOptions?: RefreshOptions;
}): Promise<MetricsRefreshOutcome> {
  await requireReader(workspaceId, actor);
  return requestMetricsRefresh({ workspaceId, refreshOptions });
}
