// The Analytics page's downloads: the period and network on screen as a CSV file or a PDF report for a client
// (GET /api/analytics/export, the same service as the public GET /analytics/export). Live posts only.
import type { AnalyticsPeriod } from "@/lib/schemas/analytics";

const LINK = "inline-flex items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-50";

export function ExportLinks({ workspaceId, period, platform }: { workspaceId: string; period: AnalyticsPeriod; platform: string }) {
  const href = (format: "csv" | "pdf") =>
    `/api/analytics/export?${new URLSearchParams({ workspace: workspaceId, format, period, ...(platform ? { platform } : {}) })}`;
  return (
    <div className="flex items-center gap-2" role="group" aria-label="Export">
      <a href={href("csv")} download className={LINK} data-testid="export-csv">
        Export CSV
      </a>
      <a href={href("pdf")} download className={LINK} data-testid="export-pdf">
        PDF report
      </a>
    </div>
  );
}
