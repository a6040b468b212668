// The outbox's filters: a plain GET form (status, kind, part of the recipient's address), so a filtered view is
// a link the operator can keep or share, and it works before the page's script has loaded.
import Link from "next/link";
import { emailKindLabel, STATUS_LABELS } from "./outbox-words";

const selectClass = "block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

export function OutboxFilters({
  statuses,
  kinds,
  current,
}: {
  statuses: readonly string[];
  kinds: string[];
  current: { status?: string; kind?: string; to?: string };
}) {
  const filtered = Boolean(current.status || current.kind || current.to);
  return (
    <form
      method="get"
      action="/admin/outbox"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3"
      aria-label="Filter the outbox"
    >
      <label className="text-sm text-slate-700">
        Status
        <select name="status" defaultValue={current.status ?? ""} className={selectClass}>
          <option value="">Any</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s] ?? s}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-slate-700">
        Kind
        <select name="kind" defaultValue={current.kind ?? ""} className={selectClass}>
          <option value="">Any</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {emailKindLabel(k)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-slate-700">
        Recipient
        <input name="to" type="search" defaultValue={current.to ?? ""} placeholder="name@example.com" className={`${selectClass} w-56`} />
      </label>
      <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
        Filter
      </button>
      {filtered ? (
        <Link href="/admin/outbox" className="text-sm text-brand-700 underline">
          Show all
        </Link>
      ) : null}
    </form>
  );
}
