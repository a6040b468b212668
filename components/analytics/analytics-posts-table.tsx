"use client";

// Every published row of the period with its latest figures (the first 50, then "Show all"), sortable by
// any column (click a header; again to reverse). Rows a network gives no figure for sort last either way,
// so "most likes" never starts with a row that has no likes counter.
import { useMemo, useState } from "react";
import { useTimeFormat } from "@/components/ui/viewer-time";
import type { AnalyticsPostEntry } from "@/lib/schemas/analytics";
import { METRIC_LABELS, formatCount, networkLabel, type TotalName } from "./metric-format";

/** Rows shown before "Show all": a busy period's few hundred rows made the page slow to render and hydrate. */
const TABLE_PAGE = 50;

type SortKey = "publishedAt" | "platform" | TotalName;
type Sort = { key: SortKey; dir: "asc" | "desc" };

function compare(a: AnalyticsPostEntry, b: AnalyticsPostEntry, { key, dir }: Sort): number {
  const x = a[key];
  const y = b[key];
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
  return dir === "asc" ? order : -order;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  numeric,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  numeric?: boolean;
}) {
  const active = sort.key === sortKey;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
      className={`px-3 py-2 font-medium whitespace-nowrap ${numeric ? "text-right" : "text-left"}`}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <span aria-hidden className={active ? "text-brand-600" : "text-slate-500"}>
          {active && sort.dir === "asc" ? "▲" : "▼"}
        </span>
      </button>
    </th>
  );
}

export function AnalyticsPostsTable({ posts, links, metrics }: { posts: AnalyticsPostEntry[]; links: Record<string, string>; metrics: TotalName[] }) {
  const f = useTimeFormat();
  const [sort, setSort] = useState<Sort>({ key: "publishedAt", dir: "desc" });
  const [showAll, setShowAll] = useState(false);
  const sorted = useMemo(() => [...posts].sort((a, b) => compare(a, b, sort)), [posts, sort]);
  // Sorting covers every row; only the first page of them is drawn until "Show all".
  const shown = showAll ? sorted : sorted.slice(0, TABLE_PAGE);
  // A first click sorts figures from the largest and text from A.
  const onSort = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === "asc" ? "desc" : "asc" } : { key, dir: key === "platform" ? "asc" : "desc" }));

  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" aria-label="Published posts and their metrics">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
          <tr>
            <SortHeader label="Published" sortKey="publishedAt" sort={sort} onSort={onSort} />
            <SortHeader label="Network" sortKey="platform" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Post
            </th>
            {metrics.map((m) => (
              <SortHeader key={m} label={METRIC_LABELS[m]} sortKey={m} sort={sort} onSort={onSort} numeric />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((post) => (
            <tr key={post.postId} data-testid="analytics-row" className="align-top">
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{f.dateTime(post.publishedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{networkLabel(post.platform)}</td>
              <td className="min-w-48 max-w-sm px-3 py-2">
                <p className="line-clamp-2 text-slate-900 [overflow-wrap:anywhere]">{post.caption || <em className="text-slate-500">No caption</em>}</p>
                <div className="mt-0.5 flex flex-wrap gap-x-3 text-xs">
                  {links[post.postId] ? (
                    <a href={links[post.postId]} target="_blank" rel="noreferrer" className="font-medium text-brand-700 hover:underline">
                      View on {networkLabel(post.platform)}
                    </a>
                  ) : null}
                  <span className="text-slate-500" suppressHydrationWarning>
                    {post.fetchedAt ? `Measured ${f.timeAgo(post.fetchedAt)}` : "Not measured yet"}
                  </span>
                </div>
                {post.notes ? (
                  <p className="mt-1 flex items-start gap-1 text-xs text-slate-500" role="note" data-testid="analytics-notes">
                    <span
                      aria-hidden
                      className="mt-px inline-flex size-3.5 shrink-0 items-center justify-center rounded-full border border-slate-400 text-[9px] leading-none font-semibold"
                    >
                      i
                    </span>
                    <span>
                      <span className="sr-only">Note from {networkLabel(post.platform)}: </span>
                      {post.notes}
                    </span>
                  </p>
                ) : null}
                {post.error ? (
                  <p className="mt-1 rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-800" role="note">
                    Last refresh failed: {post.error}
                  </p>
                ) : null}
              </td>
              {metrics.map((m) => (
                <td key={m} className={`px-3 py-2 text-right tabular-nums ${m === "totalInteractions" ? "font-medium" : ""}`} data-metric={m}>
                  {formatCount(f, post[m])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length < sorted.length ? (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="w-full border-t border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Show all {sorted.length} posts
        </button>
      ) : null}
    </div>
  );
}
