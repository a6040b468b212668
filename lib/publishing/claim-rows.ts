// Claims queued rows for one in-process worker, safely across app instances: the claiming transactions of
// all instances are serialised by an advisory lock (so the per-account and per-network limits hold across
// instances), rows locked by someone else (a publish call fanning them out, a delete) are skipped
// (FOR UPDATE SKIP LOCKED), and a claimed row carries the worker's id and a lease. A worker that dies simply
// lets its lease run out; the next sweep of any instance takes the row over.
//
// The claimed rows come back whole, with their accounts, so the worker starts publishing without reading them
// again: one sweep costs the same few statements whether it claims one row or thirty.
import crypto from "node:crypto";
import { Prisma, type Post, type SocialAccount } from "@/generated/prisma/client";
import { db } from "../db";

export interface ConcurrencyLimits {
  /** Rows publishing at once in this worker. */
  slots: number;
  /** Rows of one connected account publishing at once, across all instances. */
  perAccount: number;
  /** Rows of one network publishing at once, across all instances. */
  perNetwork: number;
}

export interface ClaimedRow {
  id: string;
  /** The claim token this attempt writes under (Post.claimedBy). */
  claim: string;
  accountKey: string;
  platform: string;
  /** The row as claimed (claim, lease and attempt count included) and its connected account. */
  post: Post;
  account: SocialAccount | null;
}

/** Arbitrary constant naming the "claim publishing rows" advisory lock. */
const CLAIM_LOCK_KEY = 4_172_020_261;

export interface ClaimRequest {
  owner: string;
  limits: ConcurrencyLimits;
  free: number;
  leaseMs: number;
  /** Only rows of these workspaces (tests and the benchmark share one database with other work). */
  workspaceIds?: string[];
  /** Rows this worker is still working on (never claimed twice by one worker). */
  exclude?: ReadonlySet<string>;
}

export async function claimDueRows({ owner, limits, free, leaseMs, workspaceIds, exclude }: ClaimRequest): Promise<ClaimedRow[]> {
  if (free <= 0) return [];
  const inScope = workspaceIds ? Prisma.sql`AND workspace_id = ANY(${workspaceIds}::uuid[])` : Prisma.empty;
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_KEY}::bigint)`;
    const now = new Date();
    const busy = await tx.$queryRaw<{ account_key: string; platform: string; n: number }[]>`
      SELECT COALESCE(connected_account_id::text, id::text) AS account_key, platforms[1] AS platform, count(*)::int AS n
      FROM posts
      WHERE status = 'queued' AND claimed_by IS NOT NULL AND lease_until > ${now}
      GROUP BY 1, 2`;
    const byAccount = new Map<string, number>();
    const byNetwork = new Map<string, number>();
    for (const row of busy) {
      byAccount.set(row.account_key, (byAccount.get(row.account_key) ?? 0) + row.n);
      byNetwork.set(row.platform, (byNetwork.get(row.platform) ?? 0) + row.n);
    }
    // The earliest few due rows of each account (so one account's long queue cannot hide everyone else's),
    // oldest first, skipping rows another transaction holds.
    const candidates = await tx.$queryRaw<{ id: string; account_key: string; platform: string }[]>`
      SELECT id, COALESCE(connected_account_id::text, id::text) AS account_key, platforms[1] AS platform
      FROM posts
      WHERE id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (
                   PARTITION BY COALESCE(connected_account_id::text, id::text)
                   ORDER BY next_attempt_at ASC NULLS FIRST, queued_at ASC NULLS FIRST) AS position
          FROM posts
          WHERE status = 'queued' AND deleted_at IS NULL
            AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
            AND (claimed_by IS NULL OR lease_until IS NULL OR lease_until < ${now})
            ${inScope}
        ) ranked
        WHERE position <= ${limits.perAccount}
      )
      ORDER BY next_attempt_at ASC NULLS FIRST, queued_at ASC NULLS FIRST
      LIMIT ${Math.max(free * 8, 200)}
      FOR UPDATE SKIP LOCKED`;
    const chosen: { id: string; accountKey: string; platform: string }[] = [];
    for (const row of candidates) {
      if (chosen.length >= free) break;
      const accountBusy = byAccount.get(row.account_key) ?? 0;
      const networkBusy = byNetwork.get(row.platform) ?? 0;
      if (accountBusy >= limits.perAccount || networkBusy >= limits.perNetwork) continue;
      byAccount.set(row.account_key, accountBusy + 1);
      byNetwork.set(row.platform, networkBusy + 1);
      if (exclude?.has(row.id)) continue;
      chosen.push({ id: row.id, accountKey: row.account_key, platform: row.platform });
    }
    if (chosen.length === 0) return [];
    // Each attempt gets its own claim token (a new one every sweep): even the same worker, retaking a row
    // whose earlier attempt stalled past its lease, cannot let that stalled attempt write or publish again.
    const claim = `${owner}/${crypto.randomUUID().slice(0, 8)}`;
    const ids = chosen.map((row) => row.id);
    // A row coming back from a poll wait is the same attempt continuing; anything else is a new attempt.
    await tx.$executeRaw`
      UPDATE posts
      SET claimed_by = ${claim},
          lease_until = ${new Date(now.getTime() + leaseMs)},
          attempts = attempts + CASE WHEN (publish_state->>'waiting') = 'true' THEN 0 ELSE 1 END,
          publish_state = jsonb_set(publish_state, '{waiting}', 'false'::jsonb),
          updated_at = now()
      WHERE id = ANY(${ids}::uuid[])`;
    const posts = await tx.post.findMany({ where: { id: { in: ids } }, include: { connectedAccount: true } });
    const byId = new Map(posts.map((post) => [post.id, post]));
    return chosen.flatMap((row) => {
      const found = byId.get(row.id);
      if (!found) return [];
      const { connectedAccount, ...post } = found;
      return [{ ...row, claim, post, account: connectedAccount }];
    });
  });
}
