// The monthly post quota of a workspace's owner (User.monthlyPostQuota, else POSTLANE_MONTHLY_POST_QUOTA),
// counted per UTC month in monthly_usage across all the owner's workspaces. A post counts one unit per
// account mapping: the rows it makes when published, so drafting first cannot dodge the quota. The post
// remembers what it paid (posts.quota_units); an edit that adds mappings beyond that pays the difference
// (update-post.ts), so fan-out never makes more rows than were paid for.
import { Prisma } from "@/generated/prisma/client";
import type { DbTransaction } from "../../db";
import { QuotaExceededError } from "../../errors";
import { env } from "../../env";

export interface QuotaStatus {
  limit: number;
  used: number;
  remaining: number;
}

/** First day of the current UTC month, as `YYYY-MM-DD`. */
export function currentUsageMonth(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}-01`;
}

export function quotaHeaders(status: QuotaStatus): Record<string, string> {
  return { "X-Quota-Limit": String(status.limit), "X-Quota-Remaining": String(status.remaining) };
}

/** What quotaReservationCtes' statement returns: null `used` means nothing was taken. */
export interface QuotaReservationRow {
  owner_id: string | null;
  quota_limit: number | null;
  used: number | null;
}

/**
 * SQL common-table expressions that take `units` from the owner's quota in the statement that includes them:
 * `quota_owner` (owner id and limit) and `quota_reserved` (the usage row after the take; no row when the
 * take would pass the limit). One INSERT … ON CONFLICT DO UPDATE … WHERE both creates the month's row and
 * takes from it: the conflicting row is locked and the WHERE is evaluated on its latest committed version,
 * so parallel takes queue on the row and can never overshoot, and a refused take writes nothing.
 * `quotaReservationResult` is the SELECT list that reports the outcome (QuotaReservationRow).
 */
export function quotaReservationCtes({
  workspaceId,
  units,
  month = currentUsageMonth(),
  onlyIf,
}: {
  workspaceId: string;
  units: number;
  month?: string;
  /** A condition the take also needs (the statement's other checks); when false nothing is taken. */
  onlyIf?: Prisma.Sql;
}): Prisma.Sql {
  return Prisma.sql`quota_owner AS (
      SELECT w.owner_id, COALESCE(u.monthly_post_quota, ${env().POSTLANE_MONTHLY_POST_QUOTA}::int) AS quota_limit
      FROM workspaces w JOIN users u ON u.id = w.owner_id
      WHERE w.id = ${workspaceId}::uuid
    ), quota_reserved AS (
      INSERT INTO monthly_usage AS mu (user_id, month, posts_created, updated_at)
      SELECT owner_id, ${month}::date, ${units}::int, now() FROM quota_owner WHERE ${units}::int <= quota_limit${onlyIf ? Prisma.sql` AND ${onlyIf}` : Prisma.empty}
      ON CONFLICT (user_id, month) DO UPDATE SET posts_created = mu.posts_created + EXCLUDED.posts_created, updated_at = now()
      WHERE mu.posts_created + EXCLUDED.posts_created <= (SELECT quota_limit FROM quota_owner)
      RETURNING posts_created
    )`;
}

export const quotaReservationResult = Prisma.sql`(SELECT owner_id::text FROM quota_owner) AS owner_id,
  (SELECT quota_limit FROM quota_owner) AS quota_limit, (SELECT posts_created FROM quota_reserved) AS used`;

/**
 * The quota after a reservation statement, or the 402 when it took nothing. A refusal reads the usage again
 * (a new statement sees the writers the refused take waited for), so the message states the current count.
 */
export async function quotaReservationOutcome(
  row: QuotaReservationRow | undefined,
  {
    workspaceId,
    units,
    month = currentUsageMonth(),
    readUsage,
  }: { workspaceId: string; units: number; month?: string; readUsage: (query: Prisma.Sql) => Promise<{ posts_created: number }[]> },
): Promise<QuotaStatus> {
  if (!row?.owner_id || row.quota_limit === null) throw new Error(`workspace ${workspaceId} has no owner row`);
  const limit = row.quota_limit;
  if (row.used === null) {
    const current = await readUsage(Prisma.sql`SELECT posts_created FROM monthly_usage WHERE user_id = ${row.owner_id}::uuid AND month = ${month}::date`);
    const used = current[0]?.posts_created ?? 0;
    throw new QuotaExceededError(
      `Monthly post quota exceeded: ${used} of ${limit} posts used this month (UTC), this request needs ${units}`,
      quotaHeaders({ limit, used, remaining: Math.max(0, limit - used) }),
    );
  }
  return { limit, used: row.used, remaining: Math.max(0, limit - row.used) };
}

/**
 * Takes `units` from the owner's quota inside the caller's transaction, or throws 402 (one statement,
 * quotaReservationCtes); a rolled-back transaction gives its units back.
 */
export async function reservePostQuota(tx: DbTransaction, { workspaceId, units }: { workspaceId: string; units: number }): Promise<QuotaStatus> {
  const month = currentUsageMonth();
  const [row] = await tx.$queryRaw<QuotaReservationRow[]>`WITH ${quotaReservationCtes({ workspaceId, units, month })} SELECT ${quotaReservationResult}`;
  return quotaReservationOutcome(row, { workspaceId, units, month, readUsage: (query) => tx.$queryRaw(query) });
}
