// GET /analytics/export and the Analytics page's downloads: the rows of a period (GET /analytics' period and
// network) as a CSV file or a PDF report, with the file name a download should get. Read-only: any member,
// and keys with analytics:read (a test key exports test posts, as GET /analytics reads them).
import { parseInput } from "../../errors";
import { analyticsExportQuery, type AnalyticsExportFormat } from "../../schemas/analytics";
import type { ContentActor } from "../workspaces/authorize-actor";
import { analyticsCsv } from "./analytics-csv";
import { analyticsPdf } from "./analytics-pdf";
import { collectAnalyticsReport, type AnalyticsReport } from "./collect-analytics-report";

export const EXPORT_CONTENT_TYPES: Record<AnalyticsExportFormat, string> = { csv: "text/csv; charset=utf-8", pdf: "application/pdf" };

export interface AnalyticsExport {
  format: AnalyticsExportFormat;
  contentType: string;
  filename: string;
  body: Buffer;
}

export async function exportAnalytics({
  workspaceId,
  actor,
  input,
  now = new Date(),
}: {
  workspaceId: string;
  actor: ContentActor;
  input: unknown;
  now?: Date;
}): Promise<AnalyticsExport> {
  const { format, period, platform } = parseInput(analyticsExportQuery, input ?? {});
  const report = await collectAnalyticsReport({ workspaceId, actor, input: { period, ...(platform ? { platform } : {}) }, now });
  const body = format === "csv" ? Buffer.from(analyticsCsv(report), "utf8") : await analyticsPdf(report);
  return { format, contentType: EXPORT_CONTENT_TYPES[format], filename: reportFilename(report, format), body };
}

/**
 * `analytics-acme-studio-30d-2026-11-29.pdf`, or for a calendar range its first day in the workspace's zone
 * (`analytics-acme-studio-2026-11-01.pdf`): ASCII only, so every browser and mail client keeps it.
 */
export function reportFilename(report: Pick<AnalyticsReport, "workspace" | "period" | "from" | "to" | "rangeLabel">, extension: string): string {
  const slug =
    report.workspace.name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "workspace";
  if (report.rangeLabel && report.from) return `analytics-${slug}-${localDay(report.workspace.timeZone, report.from)}.${extension}`;
  return `analytics-${slug}-${report.period}-${report.to.toISOString().slice(0, 10)}.${extension}`;
}

/** YYYY-MM-DD of an instant in a zone (en-CA writes dates that way). */
function localDay(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
