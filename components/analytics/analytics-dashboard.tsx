"use client";

// The analytics page: pick a period, a network and live or test posts; see the totals, the charts and the
// table of posts, all over the same rows (GET /analytics' services), with when they were last measured and
// a "Refresh now"; export them as CSV or a PDF report, or have the report emailed every week or month.
// Posts published through sandbox accounts are in none of it (their figures are made up).
//
// Test posts are a switch rather than rows mixed in: their figures come from the sandbox, and adding them to
// the live totals would make those meaningless. The posts page marks test rows the same way ("Test post").
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useId, useMemo, useState } from "react";
import { refreshMetricsNowAction } from "@/lib/actions/analytics";
import { Button } from "@/components/ui/button";
import { getJson } from "@/components/ui/get-json";
import { EmptyState } from "@/components/ui/page-header";
import { Segmented } from "@/components/ui/segmented";
import { toast } from "@/components/ui/toaster";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "@/lib/schemas/analytics";
import type { AnalyticsView } from "@/lib/services/analytics/get-analytics-view";
import type { ReportScheduleView } from "@/lib/services/reports/get-report-schedule";
import { AnalyticsPostsTable } from "./analytics-posts-table";
import { ExportLinks } from "./export-links";
import { METRIC_LABELS, METRIC_ORDER, formatCount, networkLabel, type TotalName } from "./metric-format";
import { ReportScheduleForm } from "./report-schedule-form";

const MetricCharts = dynamic(() => import("./metric-charts").then((m) => m.MetricCharts), {
  ssr: false,
  loading: () => <ChartsSkeleton />,
});

const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { "7d": "7 days", "30d": "30 days", "90d": "90 days", all: "All time" };
const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
const MODE_OPTIONS = [
  { value: "live", label: "Live posts" },
  { value: "test", label: "Test posts" },
] as const;
/** After a refresh that goes on in the background, the page looks again this often, for this long. */
const POLL_MS = 3_000;
const POLL_FOR_MS = 120_000;

type Mode = (typeof MODE_OPTIONS)[number]["value"];

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading charts">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-60 animate-pulse rounded-xl bg-slate-200/60" />
      ))}
    </div>
  );
}

function PageSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading analytics">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded-xl bg-slate-200/60" />
        ))}
      </div>
      <ChartsSkeleton />
      <div className="h-48 animate-pulse rounded-xl bg-slate-200/60" />
    </div>
  );
}

export function AnalyticsDashboard({
  workspaceId,
  initial,
  reportSchedule,
}: {
  workspaceId: string;
  initial?: { timeZone: string; data: AnalyticsView };
  /** The scheduled report (the page reads it); without it the form is not shown. */
  reportSchedule?: ReportScheduleView;
}) {
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<AnalyticsPeriod>("30d");
  const [platform, setPlatform] = useState("");
  const [mode, setMode] = useState<Mode>("live");
  const networkId = useId();
  // Days are cut in the viewer's zone, the one the server rendered the first figures in (initial).
  const f = useTimeFormat();
  const timeZone = f.viewer.timeZone;
  // Set while a refresh runs in the background: the page polls until newer figures arrive.
  const [waitingSince, setWaitingSince] = useState<number | null>(null);

  const { data, isError, error, isPlaceholderData, isFetching } = useQuery({
    queryKey: ["analytics", workspaceId, period, platform, mode, timeZone],
    // GET /api/analytics: a route handler, so the polls while a refresh runs never queue behind a server action.
    queryFn: ({ signal }) =>
      getJson<AnalyticsView>("/api/analytics", { workspace: workspaceId, period, mode, timeZone, ...(platform ? { platform } : {}) }, signal),
    initialData: period === "30d" && platform === "" && mode === "live" && timeZone === initial?.timeZone ? initial.data : undefined,
    // Switching period or network keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: (query) => {
      if (waitingSince === null) return false;
      const last = query.state.data?.series.lastFetchedAt;
      return last && Date.parse(last) >= waitingSince ? false : POLL_MS;
    },
  });

  const refresh = useMutation({
    mutationFn: async () => {
      const result = await refreshMetricsNowAction(workspaceId);
      if (!result.ok) throw new Error(result.error);
      return result.data;
    },
    onSuccess: async (outcome) => {
      if (outcome.status === "done") {
        toast.success(
          outcome.refreshed > 0
            ? `Fresh figures for ${outcome.refreshed} post${outcome.refreshed === 1 ? "" : "s"}`
            : "The figures are already fresh: every post was measured in the last few minutes.",
        );
        setWaitingSince(null);
      } else if (outcome.status === "running") {
        toast("Refreshing — the figures update here in a moment.");
        setWaitingSince(Date.now());
      } else {
        toast.error("A refresh could not be started right now; the figures still refresh every hour.");
      }
      await queryClient.invalidateQueries({ queryKey: ["analytics", workspaceId] });
    },
    onError: (e) => toast.error(e instanceof Error ? e.message : "Could not reach the server. Try again."),
  });

  const posts = data?.table.posts;
  // A counter no row reports (Telegram has none, Bluesky no views) is left out rather than shown as 0.
  const metrics = useMemo<TotalName[]>(() => (posts ? METRIC_ORDER.filter((m) => posts.some((p) => p[m] !== null)) : []), [posts]);
  const lastFetchedAt = data?.series.lastFetchedAt ?? null;
  const waiting = waitingSince !== null && (!lastFetchedAt || Date.parse(lastFetchedAt) < waitingSince);
  // Give up waiting after a while (the hourly refresh will bring the figures); the button works again.
  useEffect(() => {
    if (waitingSince === null) return;
    const timer = setTimeout(() => setWaitingSince(null), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [waitingSince]);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Segmented label="Period" options={PERIOD_OPTIONS} value={period} onChange={setPeriod} />
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <label htmlFor={networkId}>Network</label>
          <select
            id={networkId}
            value={platform}
            onChange={(e) => setPlatform(e.target.value)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 shadow-sm"
          >
            <option value="">All networks</option>
            {PLATFORM_IDS.map((p) => (
              <option key={p} value={p}>
                {networkLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <Segmented label="Posts" options={MODE_OPTIONS} value={mode} onChange={setMode} />
        {/* Reports are of live posts: test posts' figures are the sandbox's. */}
        {mode === "live" ? <ExportLinks workspaceId={workspaceId} period={period} platform={platform} /> : null}
        <div className="ml-auto flex items-center gap-3">
          <span className="text-xs text-slate-500" aria-live="polite" data-testid="last-refreshed">
            {waiting ? (
              "Refreshing…"
            ) : lastFetchedAt ? (
              // "n minutes ago" may turn over between the server's render and hydration.
              <span title={f.dateTime(lastFetchedAt)} suppressHydrationWarning>
                Last refreshed {f.timeAgo(lastFetchedAt)}
              </span>
            ) : data?.table.posts.length ? (
              "Not measured yet"
            ) : (
              ""
            )}
          </span>
          <Button size="sm" onClick={() => refresh.mutate()} disabled={refresh.isPending || waiting}>
            {refresh.isPending ? "Refreshing…" : "Refresh now"}
          </Button>
        </div>
      </div>

      {reportSchedule ? <ReportScheduleForm workspaceId={workspaceId} initial={reportSchedule} /> : null}

      {isError && !data ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          The analytics could not be loaded: {error instanceof Error ? error.message : "unknown error"}
        </p>
      ) : null}
      {!data ? (
        isError ? null : (
          <PageSkeleton />
        )
      ) : data.table.posts.length === 0 ? (
        <EmptyState title={emptyTitle(period, platform, mode)}>
          <p>Figures appear here once posts are published; they are refreshed every hour.</p>
          <p className="mt-3 flex flex-wrap justify-center gap-3">
            {period !== "all" ? (
              <button type="button" onClick={() => setPeriod("all")} className="font-medium text-brand-700 hover:underline">
                Show all time
              </button>
            ) : null}
            <Link href={`/${workspaceId}/posts/new`} className="font-medium text-brand-700 hover:underline">
              Write a post
            </Link>
          </p>
        </EmptyState>
      ) : (
        <div className={`space-y-5 transition-opacity ${isPlaceholderData ? "opacity-60" : ""}`} aria-busy={isFetching && isPlaceholderData}>
          <Totals totals={data.table.summary.totals} metrics={metrics} count={data.table.posts.length} />
          {data.table.posts.length >= data.limit ? (
            <p className="text-xs text-slate-500">Showing the {data.limit} most recent posts of the period; totals and charts cover those.</p>
          ) : null}
          {metrics.length > 0 ? (
            <MetricCharts series={data.series} byPlatform={data.table.summary.byPlatform} metrics={metrics} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">
              No figures yet: published posts are measured within the hour, or press Refresh now.
            </p>
          )}
          <AnalyticsPostsTable posts={data.table.posts} links={data.links} metrics={metrics} />
        </div>
      )}
    </div>
  );
}

function emptyTitle(period: AnalyticsPeriod, platform: string, mode: Mode): string {
  const what = `${mode === "test" ? "test posts" : "posts"}${platform ? ` on ${networkLabel(platform)}` : ""}`;
  return period === "all" ? `No published ${what} yet` : `No published ${what} in the last ${PERIOD_LABELS[period]}`;
}

function Totals({ totals, metrics, count }: { totals: Record<string, number>; metrics: TotalName[]; count: number }) {
  const f = useTimeFormat();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Totals">
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-3">
        <dt className="text-xs text-slate-500">Posts</dt>
        <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid="total-posts">
          {formatCount(f, count)}
        </dd>
      </div>
      {metrics.map((m) => (
        <div key={m} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs text-slate-500">{METRIC_LABELS[m]}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid={`total-${m}`}>
            {formatCount(f, totals[m] ?? 0)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
