// The analytics export as CSV: one line per published post and network of the report (a post published to
// three networks is three lines, as GET /analytics lists it), with its latest figures. A counter the network
// does not give is an empty cell, not 0. Cells a spreadsheet would run as a formula (a caption starting with
// "=") are written as text (lib/csv/safe-csv.ts). A byte order mark leads, so Excel reads the file as UTF-8.
import { safeCsv } from "../../csv/safe-csv";
import { METRIC_NAMES } from "../../schemas/analytics";
import type { AnalyticsReport } from "./collect-analytics-report";

export const ANALYTICS_CSV_COLUMNS = ["post_id", "published_at", "network", "caption", ...METRIC_NAMES, "total_interactions", "measured_at", "error"] as const;

const BOM = "\uFEFF";

export function analyticsCsv(report: Pick<AnalyticsReport, "rows">): string {
  const lines = report.rows.map((row) => [
    row.postId,
    row.publishedAt,
    row.platform,
    row.caption ?? "",
    ...METRIC_NAMES.map((name) => row[name]),
    row.totalInteractions,
    row.fetchedAt,
    row.error,
  ]);
  return BOM + safeCsv([...ANALYTICS_CSV_COLUMNS], lines);
}
