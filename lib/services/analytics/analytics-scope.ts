// Which rows analytics covers: the workspace's published (or partly published) rows of one mode, not deleted,
// published within the period, optionally of one network. One definition for the latest figures
// (get-analytics.ts) and the series over time (get-metric-series.ts), so a chart never counts other rows
// than the table beside it. Live rows published through a sandbox account (SocialAccount.isSandbox: figures
// made up by the sandbox publisher) never count: they would inflate the live totals and every report made from
// them. Test rows are the test switch's, sandbox or not. Callers add `ORDER BY p.published_at DESC, p.id DESC LIMIT n` on alias `p`.
import { Prisma } from "../../../generated/prisma/client";
import type { PlatformId } from "../../platforms/ids";
import type { AnalyticsPeriod } from "../../schemas/analytics";
import type { ContentActor } from "../workspaces/authorize-actor";
import { postModeFor } from "../posts/post-mode";

export const PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = { "7d": 7, "30d": 30, "90d": 90, all: null };

export type PostMode = "live" | "test";

/** What both analytics services are called with. */
export interface AnalyticsRequest {
  workspaceId: string;
  actor: ContentActor;
  input: unknown;
  /** The web app's live/test switch; ignored for API keys, which read their own mode. */
  mode?: PostMode;
  now?: Date;
  /** Exact days instead of the period (the scheduled report's calendar week or month); not an API parameter. */
  range?: PublishedRange;
}

/** Published at or after `from`, before `to`. */
export interface PublishedRange {
  from: Date;
  to: Date;
}

/** API keys read their own mode only; a signed-in person may look at either (live unless asked). */
export function analyticsModeFor(actor: ContentActor, requested: PostMode | undefined): PostMode {
  return actor.kind === "api_key" ? postModeFor(actor) : (requested ?? postModeFor(actor));
}

export function periodStart(period: AnalyticsPeriod, now: Date): Date | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

export function analyticsScope({
  workspaceId,
  mode,
  period,
  platform,
  now,
  range,
}: {
  workspaceId: string;
  mode: PostMode;
  period: AnalyticsPeriod;
  platform: PlatformId | undefined;
  now: Date;
  range?: PublishedRange;
}): Prisma.Sql {
  const start = range ? range.from : periodStart(period, now);
  const since = start === null ? Prisma.empty : Prisma.sql`AND p.published_at >= ${start}`;
  const until = range ? Prisma.sql`AND p.published_at < ${range.to}` : Prisma.empty;
  const onPlatform = platform ? Prisma.sql`AND p.platforms[1] = ${platform}` : Prisma.empty;
  const notSandbox =
    mode === "live" ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM social_accounts a WHERE a.id = p.connected_account_id AND a.is_sandbox)` : Prisma.empty;
  return Prisma.sql`p.workspace_id = ${workspaceId}::uuid
      AND p.mode = ${mode}::post_mode
      AND p.deleted_at IS NULL
      AND p.status IN ('published', 'partial_published')
      AND p.published_at IS NOT NULL
      ${since}
      ${until}
      ${onPlatform}
      ${notSandbox}`;
}
