// The preview of an import: one line per row of the file, its status in words, what it says, and every
// problem named by its column as the spreadsheet shows it (C “date”).
import { useTimeFormat } from "@/components/ui/viewer-time";
import type { RowReport } from "@/lib/services/imports/check-import-rows";
import { columnLetter } from "@/lib/services/imports/csv-columns";
import type { CsvFile } from "@/lib/services/imports/read-csv-file";
import { formatInZone } from "@/lib/time/format";

const STATUS: Record<RowReport["status"], { label: string; tone: string }> = {
  ready: { label: "Ready", tone: "bg-emerald-50 text-emerald-800" },
  created: { label: "Imported", tone: "bg-emerald-100 text-emerald-900" },
  already_imported: { label: "Already imported", tone: "bg-slate-100 text-slate-700" },
  invalid: { label: "Needs changes", tone: "bg-amber-50 text-amber-900" },
  failed: { label: "Not imported", tone: "bg-red-50 text-red-800" },
};

/** What the row says, for recognising it: its caption (or a network's), cut short. */
function gist(cells: Record<string, string>): string {
  const text = cells.caption || Object.entries(cells).find(([c, v]) => c.startsWith("caption_") && v)?.[1] || cells.title || "";
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** `zone`: the one chosen under "Read times in"; each row's time is said in it, as the server understood it. */
export function ImportPreviewTable({ file, reports, zone }: { file: CsvFile; reports: RowReport[]; zone: string }) {
  const { viewer } = useTimeFormat();
  const cells = new Map(file.rows.map((r) => [r.row, r.cells]));
  return (
    // A region in the tab order: a long file, or a phone's width, makes the box scroll, and a keyboard scrolls
    // only what it can focus (the rows have no links or buttons of their own).
    <div
      role="region"
      aria-label="Rows of the file"
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Every row of the file and what needs changing</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Post
            </th>
            <th scope="col" className="px-3 py-2">
              What to change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reports.map((report) => {
            const row = cells.get(report.row) ?? {};
            return (
              <tr key={report.row} data-row={report.row} className="align-top">
                <td className="px-3 py-2 text-slate-500 tabular-nums">{report.row}</td>
                <td className="px-3 py-2">
                  <span className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS[report.status].tone}`}>
                    {STATUS[report.status].label}
                  </span>
                </td>
                <td className="px-3 py-2 text-slate-800">
                  <span className="block">{gist(row)}</span>
                  <span className="block text-xs text-slate-500">
                    {report.scheduledAt ? (
                      <>
                        <time dateTime={report.scheduledAt} data-testid="row-time">
                          {formatInZone(viewer, zone, report.scheduledAt)}
                        </time>
                        {" · "}
                      </>
                    ) : row.date ? (
                      // Not understood (its problem says why) or not used (the queue picks the time): the cell as written.
                      `${row.date}${row.timezone ? ` ${row.timezone}` : ""} · `
                    ) : (
                      ""
                    )}
                    {row.accounts}
                  </span>
                </td>
                <td className="px-3 py-2">
                  {report.problems.length > 0 ? (
                    <ul className="space-y-1">
                      {report.problems.map((problem, i) => (
                        <li key={i} className="text-slate-800">
                          {problem.column ? (
                            <span className="font-medium text-slate-600">
                              {columnLetter(file.columns.indexOf(problem.column))} “{problem.column}”:{" "}
                            </span>
                          ) : null}
                          {problem.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
