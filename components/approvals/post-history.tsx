// A post's history on its page, oldest first (lib/services/approvals/get-post-history.ts): who submitted it,
// who asked for which changes and why, what a revision changed, who approved it, when it was scheduled for, and
// when each network published it. Times in the viewer's zone (LocalTime).
import type { PostHistoryEntry } from "@/lib/services/approvals/get-post-history";
import { LocalTime } from "./local-time";

const CHANGE_WORDS: Record<string, string> = { caption: "the caption", time: "the time", networks: "the networks" };

function words(list: string[]): string {
  return list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

function Line({ entry }: { entry: PostHistoryEntry }) {
  const by = entry.by ? ` by ${entry.by}` : "";
  const asked = entry.scheduledAt ? (
    <>
      {" "}
      for <LocalTime iso={entry.scheduledAt} />
    </>
  ) : (
    " to publish on approval"
  );
  switch (entry.kind) {
    case "created":
      return <>Created{by}</>;
    case "submitted":
      return (
        <>
          Submitted for approval{by}
          {asked}
        </>
      );
    case "revised":
      return (
        <>
          Revised and submitted again{by}
          {asked}
          {entry.changes && entry.changes.length > 0 ? ` — changed ${words(entry.changes.map((c) => CHANGE_WORDS[c] ?? c))}` : " — nothing changed"}
        </>
      );
    case "changes_requested":
      return (
        <>
          Changes requested{by}
          {entry.comment ? <q className="ml-1 text-slate-700 italic">{entry.comment}</q> : null}
        </>
      );
    case "approved":
      return (
        <>
          Approved{by}
          {entry.comment ? <q className="ml-1 text-slate-700 italic">{entry.comment}</q> : null}
        </>
      );
    case "scheduled":
      return entry.scheduledAt ? (
        <>
          Scheduled for <LocalTime iso={entry.scheduledAt} />
        </>
      ) : (
        <>Scheduled</>
      );
    case "published":
      return <>Published on {entry.network}</>;
    case "failed":
      return <>Failed on {entry.network}</>;
  }
}

export function PostHistory({ entries }: { entries: PostHistoryEntry[] }) {
  return (
    <section aria-labelledby="post-history-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="post-history-heading" className="text-sm font-semibold text-slate-900">
        History
      </h2>
      <ol className="mt-2 space-y-1.5 text-sm text-slate-600" data-testid="post-history">
        {entries.map((entry, i) => (
          <li key={i} data-kind={entry.kind} className="flex flex-wrap gap-x-2">
            <span className="text-slate-500">
              <LocalTime iso={entry.at} />
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <Line entry={entry} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
