// Everything a report of one period says (the CSV export, the PDF, the scheduled email): every published row
// of the period and network, newest first, with its latest figures (GET /analytics' rows, read page by page),
// totals over all of them, the same per network with a count of posts, and the workspace's name and zone.
// The rows are GET /analytics' own, so a report never counts other rows than the page (sandbox rows never).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { ANALYTICS_LIMIT_MAX, type AnalyticsPeriod, type AnalyticsPostEntry } from "../../schemas/analytics";
import type { ContentActor } from "../workspaces/authorize-actor";
import { periodStart, type PublishedRange } from "./analytics-scope";
import { readWorkspaceLogo } from "../workspaces/workspace-logo";
import { getAnalytics } from "./get-analytics";
import { addTo, emptyTotals, type Totals } from "./metric-totals";

/** A report stops here (ten pages of GET /analytics); the PDF and the CSV say that they were cut. */
export const REPORT_ROWS_MAX = 5_000;

export interface AnalyticsReport {
  workspace: { id: string; name: string; timeZone: string };
  /** The client's logo (PNG or JPEG), drawn beside the name; null: none. */
  logo: { bytes: Uint8Array; contentType: string } | null;
  period: AnalyticsPeriod;
  platform: string | null;
  /** The period's first instant (null for "all") and its end (the moment the report was made, or a range's end). */
  from: Date | null;
  to: Date;
  madeAt: Date;
  /** A calendar week or month (the scheduled report) instead of the last N days: its name, "November 2026". */
  rangeLabel: string | null;
  rows: AnalyticsPostEntry[];
  /** More rows than REPORT_ROWS_MAX: the newest ones are in the report. */
  truncated: boolean;
  totals: Totals;
  byPlatform: Record<string, Totals & { posts: number }>;
}

export async function collectAnalyticsReport({
  workspaceId,
  actor,
  input,
  now = new Date(),
  range,
}: {
  workspaceId: string;
  actor: ContentActor;
  /** GET /analytics' period and platform, as given (the service validates them: a 400 naming the parameter). */
  input: { period?: string; platform?: string };
  now?: Date;
  /** Exact days with their name, instead of the period: the scheduled report's calendar week or month. */
  range?: PublishedRange & { label: string };
}): Promise<AnalyticsReport> {
  const rows: AnalyticsPostEntry[] = [];
  let cursor: string | null = null;
  let period: AnalyticsPeriod = "30d";
  let truncated = false;
  do {
    const query: Record<string, string> = { ...input, limit: String(ANALYTICS_LIMIT_MAX), ...(cursor ? { cursor } : {}) };
    const page = await getAnalytics({ workspaceId, actor, input: query, now, range });
    period = page.period;
    rows.push(...page.posts);
    cursor = page.nextCursor ?? null;
    if (rows.length >= REPORT_ROWS_MAX) {
      truncated = rows.length > REPORT_ROWS_MAX || cursor !== null;
      rows.length = Math.min(rows.length, REPORT_ROWS_MAX);
      break;
    }
  } while (cursor);

  const workspace = await db.workspace.findUnique({ where: { id: workspaceId }, select: { id: true, name: true, timeZone: true } });
  if (!workspace) throw new NotFoundError("Workspace");
  const totals = emptyTotals();
  const byPlatform: AnalyticsReport["byPlatform"] = {};
  for (const row of rows) {
    addTo(totals, row);
    const network = (byPlatform[row.platform] ??= { ...emptyTotals(), posts: 0 });
    addTo(network, row);
    network.posts += 1;
  }
  return {
    workspace,
    logo: await readWorkspaceLogo(workspaceId),
    period,
    platform: input.platform ?? null,
    from: range ? range.from : periodStart(period, now),
    to: range ? range.to : now,
    madeAt: now,
    rangeLabel: range?.label ?? null,
    rows,
    truncated,
    totals,
    byPlatform,
  };
}

/** The rows that drew the most interactions (then views), at most `count`: the report's "top posts". */
export function topPosts(rows: AnalyticsPostEntry[], count: number): AnalyticsPostEntry[] {
  const score = (row: AnalyticsPostEntry) => [row.totalInteractions ?? -1, row.views ?? -1];
  return [...rows]
    .sort((a, b) => {
      const [ia, va] = score(a);
      const [ib, vb] = score(b);
      return ib - ia || vb - va;
    })
    .slice(0, count);
}
