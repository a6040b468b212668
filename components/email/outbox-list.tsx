"use client";

// The operator's outbox: one row per message, newest first, with its status and its text as stored (links clickable;
// reset, verification and invitation links redacted: no live token at rest).
import { useTimeFormat, type TimeFormat } from "@/components/ui/viewer-time";
import { emailKindLabel, STATUS_LABELS } from "./outbox-words";

export interface OutboxRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  lastError: string | null;
  /** The name of the file sent with it (a report PDF), or null. */
  attachmentName: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
  workspaceName: string | null;
}

function statusLine(row: OutboxRow, f: TimeFormat): string {
  const label = STATUS_LABELS[row.status] ?? row.status;
  if (row.status === "sent") return `${label} ${f.dateTime(row.sentAt)}`;
  if (row.status === "queued" && row.attempts > 0)
    return `${label}: attempt ${row.attempts + 1} at ${f.dateTime(row.nextAttemptAt)} (${row.lastError ?? "failed"})`;
  if (row.status === "failed") return `${label} after ${row.attempts} attempts: ${row.lastError ?? "unknown reason"}`;
  return label;
}

/** The text with its http(s) links as anchors (the text is rendered as text: nothing in it becomes markup). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-brand-600 underline" rel="noreferrer">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function OutboxList({ rows, filtered = false }: { rows: OutboxRow[]; filtered?: boolean }) {
  const f = useTimeFormat();
  if (rows.length === 0) return <p className="text-sm text-slate-600">{filtered ? "No email matches these filters." : "No email has been composed yet."}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Outbox">
      {rows.map((row) => (
        <li key={row.id} className="px-4 py-3" data-testid="outbox-row">
          <details>
            <summary className="cursor-pointer">
              <span className="font-medium">{row.subject}</span>
              <span className="ml-2 text-sm text-slate-600">to {row.to}</span>
              {row.attachmentName ? <span className="ml-2 text-xs text-slate-500">with {row.attachmentName}</span> : null}
              <div className="text-xs text-slate-500">
                <span data-testid="outbox-kind">{emailKindLabel(row.kind)}</span>
                {row.workspaceName ? ` · ${row.workspaceName}` : ""} · composed {f.dateTime(row.createdAt)} ·{" "}
                <span data-testid="outbox-status" className={row.status === "sent" ? "text-green-700" : "text-amber-700"}>
                  {statusLine(row, f)}
                </span>
              </div>
            </summary>
            <pre className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-800">
              <Linked text={row.text} />
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
