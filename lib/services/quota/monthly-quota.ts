// The monthly post quota of a workspace's owner (User.monthlyPostQuota, else POSTLANE_MONTHLY_POST_QUOTA),
// counted per UTC month in monthly_usage across all the owner's workspaces. A post counts one unit per
// account mapping: the rows it makes when published, so drafting first cannot dodge the quota. The post
// remembers what it paid (posts.quota_units); an edit that adds mappings beyond that pays the difference
// (update-post.ts), so fan-out never makes more rows than were paid for.
import { db, type DbTransaction } from "../../db";
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

async function ownerQuota(client: DbTransaction | typeof db, workspaceId: string, month: string) {
  const rows = await client.$queryRaw<{ owner_id: string; quota: number | null; used: number | null }[]>`
    SELECT w.owner_id::text AS owner_id, u.monthly_post_quota AS quota, mu.posts_created AS used
    FROM workspaces w
    JOIN users u ON u.id = w.owner_id
    LEFT JOIN monthly_usage mu ON mu.user_id = w.owner_id AND mu.month = ${month}::date
    WHERE w.id = ${workspaceId}::uuid`;
  const row = rows[0];
  if (!row) throw new Error(`workspace ${workspaceId} has no owner row`);
  return { ownerId: row.owner_id, limit: row.quota ?? env().POSTLANE_MONTHLY_POST_QUOTA, used: row.used ?? 0 };
}

/**
 * Takes `units` from the owner's quota inside the caller's transaction, or throws 402. The conditional
 * UPDATE locks the usage row and re-checks the sum after any concurrent writer commits, so parallel creates
 * can never overshoot; a rolled-back create gives its units back with the transaction.
 */
export async function reservePostQuota(tx: DbTransaction, { workspaceId, units }: { workspaceId: string; units: number }): Promise<QuotaStatus> {
  const month = currentUsageMonth();
  const { ownerId, limit } = await ownerQuota(tx, workspaceId, month);
  await tx.$executeRaw`
    INSERT INTO monthly_usage (user_id, month, posts_created, updated_at)
    VALUES (${ownerId}::uuid, ${month}::date, 0, now())
    ON CONFLICT (user_id, month) DO NOTHING`;
  const updated = await tx.$queryRaw<{ posts_created: number }[]>`
    UPDATE monthly_usage SET posts_created = posts_created + ${units}, updated_at = now()
    WHERE user_id = ${ownerId}::uuid AND month = ${month}::date AND posts_created + ${units} <= ${limit}
    RETURNING posts_created`;
  if (updated.length === 0) {
    const current = await tx.$queryRaw<{ posts_created: number }[]>`
      SELECT posts_created FROM monthly_usage WHERE user_id = ${ownerId}::uuid AND month = ${month}::date`;
    const used = current[0]?.posts_created ?? 0;
    const remaining = Math.max(0, limit - used);
    throw new QuotaExceededError(
      `Monthly post quota exceeded: ${used} of ${limit} posts used this month (UTC), this request needs ${units}`,
      quotaHeaders({ limit, used, remaining }),
    );
  }
  const used = updated[0].posts_created;
  return { limit, used, remaining: Math.max(0, limit - used) };
}
