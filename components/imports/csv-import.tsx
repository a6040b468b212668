"use client";

// The import page: choose a file (read here in the browser, so a bad file is named at once), see every row
// checked by the dry run with its problems, choose what the rows become, import with a progress bar, read the
// summary. Rows travel to the server in chunks (lib/actions/imports.ts), which checks each one again.
import Link from "next/link";
import { useState } from "react";
import { importRowsAction, previewImportAction } from "@/lib/actions/imports";
import { IMPORT_CHUNK_MAX } from "@/lib/schemas/imports";
import type { RowReport } from "@/lib/services/imports/check-import-rows";
import { IMPORT_EXAMPLE_CSV } from "@/lib/services/imports/example-file";
import { problemReportCsv } from "@/lib/services/imports/problem-report";
import { readCsvFile, type CsvFile } from "@/lib/services/imports/read-csv-file";
import type { ImportMode } from "@/lib/services/imports/row-to-post";
import { Button } from "@/components/ui/button";
import { Segmented } from "@/components/ui/segmented";
import { ZonePicker } from "@/components/ui/zone-picker";
import { ImportPreviewTable } from "./import-preview-table";

const MODES: { value: ImportMode; label: string }[] = [
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled posts" },
  { value: "queue", label: "Queue" },
];
const MODE_WORDS: Record<ImportMode, string> = { draft: "drafts", scheduled: "scheduled posts", queue: "posts in the queue" };

type Phase = { kind: "idle" } | { kind: "checking" | "importing"; done: number } | { kind: "checked" } | { kind: "imported" };

/** Runs `action` over the rows a chunk at a time, reporting progress; stops at the first refusal. */
async function inChunks(
  workspaceId: string,
  file: CsvFile,
  rows: CsvFile["rows"],
  mode: ImportMode,
  timeZone: string,
  action: typeof previewImportAction,
  onProgress: (done: number) => void,
): Promise<{ ok: true; reports: RowReport[] } | { ok: false; error: string }> {
  const reports: RowReport[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_MAX) {
    const chunk = rows.slice(start, start + IMPORT_CHUNK_MAX);
    const result = await action(workspaceId, { columns: file.columns, rows: chunk, mode, timeZone });
    if (!result.ok) return result;
    reports.push(...(result.data as RowReport[]));
    onProgress(start + chunk.length);
  }
  return { ok: true, reports };
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

export function CsvImport({ workspaceId, importerZone, zones }: { workspaceId: string; importerZone: string; zones: string[] }) {
  const [file, setFile] = useState<CsvFile | null>(null);
  const [fileName, setFileName] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportMode>("scheduled");
  // "Read times in": where a date naming no zone is read; the importer's own zone until they choose another.
  const [zone, setZone] = useState(importerZone);
  const [reports, setReports] = useState<RowReport[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);

  async function check(csv: CsvFile, chosen: ImportMode, readIn: string) {
    setError(null);
    setPhase({ kind: "checking", done: 0 });
    const result = await inChunks(workspaceId, csv, csv.rows, chosen, readIn, previewImportAction, (done) => setPhase({ kind: "checking", done }));
    if (!result.ok) {
      setError(result.error);
      setPhase({ kind: "idle" });
      return;
    }
    setReports(result.reports);
    setPhase({ kind: "checked" });
  }

  async function choose(picked: File | undefined) {
    setFile(null);
    setReports([]);
    setFileError(null);
    setPhase({ kind: "idle" });
    if (!picked) return;
    setFileName(picked.name);
    try {
      const csv = readCsvFile(new Uint8Array(await picked.arrayBuffer()));
      setFile(csv);
      await check(csv, mode, zone);
    } catch (problem) {
      setFileError((problem as Error).message);
    }
  }

  async function importReady() {
    if (!file) return;
    const ready = new Set(reports.filter((r) => r.status === "ready").map((r) => r.row));
    const rows = file.rows.filter((row) => ready.has(row.row));
    setError(null);
    setPhase({ kind: "importing", done: 0 });
    const result = await inChunks(workspaceId, file, rows, mode, zone, importRowsAction, (done) => setPhase({ kind: "importing", done }));
    if (!result.ok) {
      setError(result.error);
      setPhase({ kind: "checked" });
      return;
    }
    const byRow = new Map(result.reports.map((r) => [r.row, r]));
    setReports(reports.map((r) => byRow.get(r.row) ?? r));
    setPhase({ kind: "imported" });
  }

  const count = (status: RowReport["status"]) => reports.filter((r) => r.status === status).length;
  const ready = count("ready");
  const withProblems = count("invalid") + count("failed");
  const busy = phase.kind === "checking" || phase.kind === "importing";
  const total = phase.kind === "importing" ? ready : (file?.rows.length ?? 0);

  return (
    <div className="space-y-6">
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
        <label className="block text-sm font-medium text-slate-800" htmlFor="csv-file">
          CSV file
        </label>
        <input
          id="csv-file"
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p className="text-sm text-slate-500">
          One row per post, with a first row naming the columns: date, timezone, caption, accounts, media_urls, first_comment, title, and caption_x,
          caption_linkedin … for a caption per network. A time with no offset and no timezone cell is read in the zone below. At most 5,000 rows.{" "}
          <button type="button" className="text-brand-700 underline" onClick={() => download("postlane-import-example.csv", IMPORT_EXAMPLE_CSV)}>
            Download an example file
          </button>
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor="import-zone" className="font-medium text-slate-800">
            Read times in
          </label>
          <ZonePicker
            id="import-zone"
            zones={zones}
            value={zone}
            disabled={busy || phase.kind === "imported"}
            onChange={(picked) => {
              setZone(picked);
              if (file) void check(file, mode, picked);
            }}
          />
        </div>
        {fileError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {fileName}: {fileError}
          </p>
        ) : null}
      </section>

      {file ? (
        <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-medium text-slate-800">Import as</span>
            <Segmented
              label="Import as"
              options={MODES}
              value={mode}
              onChange={(picked) => {
                if (busy || phase.kind === "imported") return;
                setMode(picked);
                void check(file, picked, zone);
              }}
            />
          </div>
          {phase.kind === "checking" || phase.kind === "importing" ? (
            <div className="space-y-1">
              <progress
                className="h-2 w-full"
                aria-label={phase.kind === "checking" ? "Checking rows" : "Import progress"}
                max={Math.max(total, 1)}
                value={phase.done}
              />
              <p className="text-sm text-slate-600" aria-live="polite">
                {phase.kind === "checking" ? "Checking" : "Importing"} {phase.done.toLocaleString("en")} of {total.toLocaleString("en")} rows…
              </p>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          {phase.kind === "imported" ? (
            <div role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              Imported {count("created")} {count("created") === 1 ? "post" : "posts"} as {MODE_WORDS[mode]}.
              {count("already_imported") > 0 ? ` ${count("already_imported")} were already imported before and were left alone.` : ""}
              {withProblems > 0
                ? ` ${withProblems} ${withProblems === 1 ? "row needs" : "rows need"} changes and ${withProblems === 1 ? "was" : "were"} left out.`
                : ""}{" "}
              <Link className="font-medium underline" href={`/${workspaceId}/posts`}>
                See them on the Posts page
              </Link>
            </div>
          ) : null}
          {phase.kind === "checked" ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-700" role="status">
                {ready} ready to import, {withProblems} {withProblems === 1 ? "row needs" : "rows need"} changes
                {count("already_imported") > 0 ? `, ${count("already_imported")} already imported` : ""}.
              </p>
              <Button variant="primary" disabled={ready === 0} onClick={() => void importReady()}>
                Import {ready} {ready === 1 ? "post" : "posts"} as {MODE_WORDS[mode]}
              </Button>
            </div>
          ) : null}
          {withProblems > 0 && !busy ? (
            <Button size="sm" onClick={() => download(`problems-${fileName || "import.csv"}`, problemReportCsv(file.columns, file.rows, reports))}>
              Download the rows that need changes
            </Button>
          ) : null}
          {reports.length > 0 ? <ImportPreviewTable file={file} reports={reports} zone={zone} /> : null}
        </section>
      ) : null}
    </div>
  );
}
