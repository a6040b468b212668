// Which published rows are due a metrics refresh: published in the refresh window, not deleted, and not
// measured (successfully or not) recently enough for their network's cadence at their age (cadence.ts), or,
// when `staleAfterMs` is given (a person's "refresh now"), within that time. Longest-unmeasured first, so
// rows left over by a rate limit get their turn first next time.
import { Prisma } from "../../generated/prisma/client";
import { db } from "../db";
import { PLATFORM_IDS, type PlatformId } from "../platforms/ids";
import { cadenceFor, withSlack } from "./cadence";

export interface MetricsRow {
  postId: string;
  workspaceId: string;
  platform: PlatformId;
  mode: "live" | "test";
  connectedAccountId: string | null;
  publishedAt: Date;
}

export interface DueRowsQuery {
  now: Date;
  windowDays: number;
  /** Re-measure anything older than this, whatever its age (refresh now); omitted: each network's cadence. */
  staleAfterMs?: number;
  limit: number;
  /** Only these workspaces (a "refresh now" for one workspace; tests); all when omitted. */
  workspaceIds?: string[];
}

/** Per network and age tier: measured longer ago than the tier's interval (with slack for the cron's jitter). */
function cadenceCondition(now: Date): Prisma.Sql {
  const byNetwork = PLATFORM_IDS.map((platform) => {
    let youngerThan: Date | null = null;
    const tiers = cadenceFor(platform).map((tier) => {
      const olderThan = new Date(now.getTime() - tier.untilAgeMs);
      const condition = Prisma.sql`(p.published_at >= ${olderThan} ${youngerThan ? Prisma.sql`AND p.published_at < ${youngerThan}` : Prisma.empty}
        AND latest.fetched_at < ${new Date(now.getTime() - withSlack(tier.everyMs))})`;
      youngerThan = olderThan;
      return condition;
    });
    return Prisma.sql`(p.platforms[1] = ${platform} AND (${Prisma.join(tiers, " OR ")}))`;
  });
  return Prisma.sql`(${Prisma.join(byNetwork, " OR ")})`;
}

export async function findDueRows({ now, windowDays, staleAfterMs, limit, workspaceIds }: DueRowsQuery): Promise<MetricsRow[]> {
  const windowStart = new Date(now.getTime() - windowDays * 86_400_000);
  const stale = staleAfterMs === undefined ? cadenceCondition(now) : Prisma.sql`latest.fetched_at < ${new Date(now.getTime() - staleAfterMs)}`;
  const inWorkspaces = workspaceIds ? Prisma.sql`AND p.workspace_id IN (${Prisma.join(workspaceIds.map((id) => Prisma.sql`${id}::uuid`))})` : Prisma.empty;
  const rows = await db.$queryRaw<
    Array<{ post_id: string; workspace_id: string; platform: string; mode: "live" | "test"; connected_account_id: string | null; published_at: Date }>
  >`
    SELECT p.id::text AS post_id, p.workspace_id::text AS workspace_id, p.platforms[1] AS platform, p.mode::text AS mode,
           p.connected_account_id::text AS connected_account_id, p.published_at
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT m.fetched_at FROM metric_snapshots m WHERE m.post_id = p.id ORDER BY m.fetched_at DESC LIMIT 1
    ) latest ON true
    WHERE p.status IN ('published', 'partial_published')
      AND p.deleted_at IS NULL
      AND p.published_at >= ${windowStart}
      AND (latest.fetched_at IS NULL OR ${stale})
      ${inWorkspaces}
    ORDER BY latest.fetched_at ASC NULLS FIRST, p.published_at DESC
    LIMIT ${limit}`;
  return rows.map((r) => ({
    postId: r.post_id,
    workspaceId: r.workspace_id,
    platform: r.platform as PlatformId,
    mode: r.mode,
    connectedAccountId: r.connected_account_id,
    publishedAt: r.published_at,
  }));
}
