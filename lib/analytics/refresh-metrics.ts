// The hourly metrics refresh: for every published row that is due, ask its network for the current figures
// and store them as a new snapshot (history is kept; analytics reads the latest). A network that refuses a
// row (expired token, deleted post) gets a snapshot carrying the error, and the other rows go on. A rate
// limit stops that network for this run; its remaining rows stay due and go first next time.
//
// Runs from an Inngest cron (when Inngest is configured) or the in-process sweep; both call refreshMetrics().
// `fetchMetricsFor` is injectable so the job can be tested on fixed metrics; production uses the adapters.
import { db } from "../db";
import { isPlatformError, PlatformRateLimitedError, toPlatformError } from "../platforms/errors";
import type { PlatformId } from "../platforms/ids";
import type { MeasuredMetrics, PostMetrics } from "../platforms/types";
import { monthlyReadBudget } from "./cadence";
import { NoMetricsAdapterError, fetchMetricsFromAdapter } from "./adapter-metrics";
import { findDueRows, type MetricsRow } from "./due-rows";
import { runSpaced, type QueueLimits } from "./platform-queue";
import type { RefreshReport } from "../jobs/job";

export type { RefreshReport };

export type FetchMetricsFor = (row: MetricsRow, signal: AbortSignal) => Promise<MeasuredMetrics>;

/** Rows published longer ago than this are no longer refreshed (their figures have settled). */
export const METRICS_WINDOW_DAYS = 90;
/** The longest "refresh now" window a request may ask for; without one, each network's cadence decides (cadence.ts). */
export const METRICS_STALE_AFTER_MS = 50 * 60_000;
/** Upper bound of rows per run, so one run always finishes well within the hour. */
export const METRICS_ROWS_PER_RUN = 5000;
export const METRICS_CALL_TIMEOUT_MS = 30_000;
/** Per network: at most 2 calls in flight and 4 call starts a second — far below every network's limits. */
export const DEFAULT_QUEUE_LIMITS: QueueLimits = { concurrency: 2, minIntervalMs: 250 };

export interface RefreshOptions {
  fetchMetricsFor?: FetchMetricsFor;
  now?: () => Date;
  limits?: QueueLimits;
  callTimeoutMs?: number;
  windowDays?: number;
  staleAfterMs?: number;
  maxRows?: number;
  workspaceIds?: string[];
}

const COUNTERS = ["views", "likes", "comments", "shares", "reach", "saves", "impressions", "reposts"] as const;

/** Counters as stored: whole, non-negative numbers or null (a network's odd value never breaks the row). */
function cleanMetrics(metrics: PostMetrics): PostMetrics {
  const out = {} as PostMetrics;
  for (const name of COUNTERS) {
    const value = metrics[name];
    out[name] = typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), 2_147_483_647) : null;
  }
  return out;
}

/** Live metric reads left this UTC month for a network with a budget (one snapshot is one read). */
async function readsLeftThisMonth(platform: PlatformId, now: Date): Promise<number | undefined> {
  const budget = monthlyReadBudget(platform);
  if (budget === undefined) return undefined;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const used = await db.metricSnapshot.count({ where: { platform, fetchedAt: { gte: monthStart }, post: { mode: "live" } } });
  return Math.max(0, budget - used);
}

export async function refreshMetrics(options: RefreshOptions = {}): Promise<RefreshReport> {
  const fetchMetricsFor = options.fetchMetricsFor ?? fetchMetricsFromAdapter;
  const now = options.now ?? (() => new Date());
  const rows = await findDueRows({
    now: now(),
    windowDays: options.windowDays ?? METRICS_WINDOW_DAYS,
    staleAfterMs: options.staleAfterMs,
    limit: options.maxRows ?? METRICS_ROWS_PER_RUN,
    workspaceIds: options.workspaceIds,
  });
  const report: RefreshReport = { due: rows.length, refreshed: 0, failed: 0, deferred: 0, skipped: 0, rateLimited: {}, budgetSpent: [] };

  const byPlatform = new Map<string, MetricsRow[]>();
  for (const row of rows) byPlatform.set(row.platform, [...(byPlatform.get(row.platform) ?? []), row]);

  const store = (row: MetricsRow, data: (PostMetrics & { notes: string | null }) | { error: string }) =>
    db.metricSnapshot.create({ data: { postId: row.postId, workspaceId: row.workspaceId, platform: row.platform, fetchedAt: now(), ...data } });

  // Networks run side by side; within one network the queue spaces the calls.
  await Promise.all(
    [...byPlatform.entries()].map(async ([platform, due]) => {
      // Within the network's monthly read budget: live rows beyond it wait (sandbox rows read nothing).
      const left = await readsLeftThisMonth(platform as PlatformId, now());
      const live = due.filter((row) => row.mode === "live");
      const over = left === undefined ? [] : live.slice(Math.max(0, left));
      if (over.length > 0) {
        report.budgetSpent.push(platform);
        report.deferred += over.length;
      }
      const platformRows = due.filter((row) => !over.includes(row));
      const notRun = await runSpaced(platformRows, options.limits ?? DEFAULT_QUEUE_LIMITS, async (row, stop) => {
        try {
          const metrics = await fetchMetricsFor(row, AbortSignal.timeout(options.callTimeoutMs ?? METRICS_CALL_TIMEOUT_MS));
          await store(row, { ...cleanMetrics(metrics), notes: metrics.notes?.length ? metrics.notes.join("; ") : null });
          report.refreshed++;
        } catch (error) {
          if (error instanceof NoMetricsAdapterError) {
            report.skipped++;
            return;
          }
          if (error instanceof PlatformRateLimitedError) {
            // Not the row's fault: leave it due, stop asking this network until the next run.
            report.rateLimited[platform] = error.retryAt.toISOString();
            report.deferred++;
            stop();
            return;
          }
          const problem = isPlatformError(error) ? error : toPlatformError(error);
          await store(row, { error: problem.message });
          report.failed++;
        }
      });
      report.deferred += notRun.length;
    }),
  );
  return report;
}
