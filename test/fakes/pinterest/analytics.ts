// The fake Pinterest's Pin analytics. Fidelity facts it enforces (OpenAPI = v5/openapi.json of
// https://github.com/pinterest/api-description, release 5.23.0):
//
//  - GET /v5/pins/{id}/analytics needs start_date and end_date (YYYY-MM-DD, start not more than 90 days back,
//    end not before start) and metric_types from the allow-list of the Pin's kind: standard Pins may not ask
//    for video metrics (query_pin_analytics_metric_types); the answer is { all: { daily_metrics,
//    summary_metrics, lifetime_metrics } } with TOTAL_COMMENTS / TOTAL_REACTIONS as lifetime figures
//    (PinAnalyticsMetricsResponse).
import type { FakeRequest, FakeResponse } from "../oauth-server";
import { type Grant, pinError, type PinterestStore } from "./store";

const STANDARD_METRICS = new Set([
  "IMPRESSION",
  "OUTBOUND_CLICK",
  "PIN_CLICK",
  "SAVE",
  "SAVE_RATE",
  "TOTAL_COMMENTS",
  "TOTAL_REACTIONS",
  "USER_FOLLOW",
  "PROFILE_VISIT",
]);
const VIDEO_METRICS = new Set([
  "IMPRESSION",
  "OUTBOUND_CLICK",
  "PIN_CLICK",
  "SAVE",
  "SAVE_RATE",
  "VIDEO_MRC_VIEW",
  "VIDEO_10S_VIEW",
  "QUARTILE_95_PERCENT_VIEW",
  "VIDEO_V50_WATCH_TIME",
  "VIDEO_START",
  "VIDEO_AVG_WATCH_TIME",
  "TOTAL_COMMENTS",
  "TOTAL_REACTIONS",
]);

export function analytics(store: PinterestStore, req: FakeRequest, grant: Grant, pinId: string): FakeResponse {
  const pin = store.pins.find((p) => p.id === pinId && p.ownerId === grant.userId);
  if (!pin) return pinError(404, 50, "Pin not found.");
  const start = req.query.get("start_date") ?? "";
  const end = req.query.get("end_date") ?? "";
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(start) || !day.test(end)) return pinError(400, 1, "start_date and end_date are required as YYYY-MM-DD");
  const today = new Date(store.now()).toISOString().slice(0, 10);
  const earliest = new Date(store.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  if (start < earliest) return pinError(400, 1, "start_date cannot be more than 90 days back from today");
  if (end < start || start > today) return pinError(400, 1, "end_date must not be before start_date, and start_date not in the future");
  const requested = (req.query.get("metric_types") ?? "").split(",").filter(Boolean);
  if (requested.length === 0) return pinError(400, 1, "metric_types is required");
  const allowed = pin.media.media_type === "video" ? VIDEO_METRICS : STANDARD_METRICS;
  const refused = requested.find((m) => !allowed.has(m));
  if (refused) return pinError(400, 1, `metric_types: ${refused} is not available for this Pin format`);
  const figures: Record<string, number> = {
    IMPRESSION: 1840,
    SAVE: 37,
    PIN_CLICK: 96,
    OUTBOUND_CLICK: 21,
    SAVE_RATE: 0.02,
    VIDEO_MRC_VIEW: 612,
    VIDEO_START: 700,
  };
  const summary: Record<string, number> = {};
  const lifetime: Record<string, number> = {};
  for (const metric of requested) {
    if (metric === "TOTAL_COMMENTS") lifetime[metric] = 4;
    else if (metric === "TOTAL_REACTIONS") lifetime[metric] = 58;
    else summary[metric] = figures[metric] ?? 0;
  }
  return {
    status: 200,
    body: { all: { daily_metrics: [{ date: end, data_status: "READY", metrics: summary }], summary_metrics: summary, lifetime_metrics: lifetime } },
  };
}
