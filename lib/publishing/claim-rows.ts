// Claims queued rows for one in-process worker, safely across app instances: the claiming transactions of
// all instances are serialised by an advisory lock (so the per-account and per-network limits hold across
// instances), rows locked by someone else (a publish call fanning them out, a delete) are skipped
// (FOR UPDATE SKIP LOCKED), and a claimed row carries the worker's id and a lease. A claim is over when its
// lease runs out or when its worker's instance stops its heartbeat (lib/publishing/instances.ts): then it no
// longer counts against the limits and the next sweep of any instance takes the row over, seconds after a
// crash rather than at the end of the lease.
//
// A claim is four short statements inside the lock (lock, read the limits' counts and the candidates,
// update, commit) however many rows it takes; loadClaimedRows then reads the claimed rows whole, with their
// accounts, outside the lock, so the worker starts publishing without reading a row per step.
//
// A step without a claimed row in hand (every step of an Inngest run) claims its one row itself (claimRow),
// without the lock: Inngest's concurrency keys hold that engine's limits. The row must be queued, not deleted, and free of anyone else's live lease;
// the run's own claim is simply renewed.
import crypto from "node:crypto";
import { Prisma, type Post, type SocialAccount } from "@/generated/prisma/client";
import { db } from "../db";
import { claimedByDeadInstance, DEFAULT_INSTANCE_TIMING } from "./instances";

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
}

/** A claimed row as a step starts from it: the row and its connected account (null when it has none). */
export interface ClaimedPost {
  post: Post;
  account: SocialAccount | null;
}

/** Another owner holds the row, or it is no longer queued (published, deleted): stop quietly. */
export class LostClaimError extends Error {}

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
  /** An instance silent for this long is dead and its claims are void (instances.ts). */
  deadAfterMs?: number;
}

export async function claimDueRows({
  owner,
  limits,
  free,
  leaseMs,
  workspaceIds,
  exclude,
  deadAfterMs = DEFAULT_INSTANCE_TIMING.deadAfterMs,
}: ClaimRequest): Promise<ClaimedRow[]> {
  if (free <= 0) return [];
  const inScope = workspaceIds ? Prisma.sql`AND workspace_id = ANY(${workspaceIds}::uuid[])` : Prisma.empty;
  const deadClaim = claimedByDeadInstance(deadAfterMs);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_KEY}::bigint)`;
    const now = new Date();
    // In one statement (after the lock, so it sees every claim committed before it): the rows publishing
    // now, counted per account and network (kind 0), and the candidates (kind 1): the first few due rows of
    // each account (so one account's long queue cannot hide everyone else's), in the order they were queued
    // (a row due again after a retry keeps its place rather than going to the back), skipping rows another
    // transaction holds.
    const rows = await tx.$queryRaw<{ kind: number; id: string | null; account_key: string; platform: string; n: number }[]>`
      WITH busy AS (
        SELECT COALESCE(connected_account_id::text, id::text) AS account_key, platforms[1] AS platform, count(*)::int AS n
        FROM posts
        WHERE status = 'queued' AND claimed_by IS NOT NULL AND lease_until > ${now} AND NOT ${deadClaim}
        GROUP BY 1, 2
      ), candidates AS (
        SELECT id, COALESCE(connected_account_id::text, id::text) AS account_key, platforms[1] AS platform, next_attempt_at, queued_at
        FROM posts
        WHERE id IN (
          SELECT id FROM (
            SELECT id, row_number() OVER (
                     PARTITION BY COALESCE(connected_account_id::text, id::text)
                     ORDER BY queued_at ASC NULLS FIRST, next_attempt_at ASC NULLS FIRST, id) AS position
            FROM posts
            WHERE status = 'queued' AND deleted_at IS NULL
              AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
              AND (claimed_by IS NULL OR lease_until IS NULL OR lease_until < ${now} OR ${deadClaim})
              ${inScope}
          ) ranked
          WHERE position <= ${limits.perAccount}
        )
        ORDER BY queued_at ASC NULLS FIRST, next_attempt_at ASC NULLS FIRST, id
        LIMIT ${Math.max(free * 8, 200)}
        FOR UPDATE SKIP LOCKED
      )
      SELECT kind, id, account_key, platform, n FROM (
        SELECT 0 AS kind, NULL::uuid AS id, account_key, platform, n, NULL::timestamptz AS next_attempt_at, NULL::timestamptz AS queued_at FROM busy
        UNION ALL
        SELECT 1, id, account_key, platform, 0, next_attempt_at, queued_at FROM candidates
      ) both_kinds
      ORDER BY kind, queued_at ASC NULLS FIRST, next_attempt_at ASC NULLS FIRST, id`;
    const byAccount = new Map<string, number>();
    const byNetwork = new Map<string, number>();
    const chosen: ClaimedRow[] = [];
    for (const row of rows) {
      if (row.kind === 0) {
        byAccount.set(row.account_key, (byAccount.get(row.account_key) ?? 0) + row.n);
        byNetwork.set(row.platform, (byNetwork.get(row.platform) ?? 0) + row.n);
        continue;
      }
      if (chosen.length >= free) break;
      const accountBusy = byAccount.get(row.account_key) ?? 0;
      const networkBusy = byNetwork.get(row.platform) ?? 0;
      if (accountBusy >= limits.perAccount || networkBusy >= limits.perNetwork) continue;
      byAccount.set(row.account_key, accountBusy + 1);
      byNetwork.set(row.platform, networkBusy + 1);
      if (exclude?.has(row.id!)) continue;
      chosen.push({ id: row.id!, claim: "", accountKey: row.account_key, platform: row.platform });
    }
    if (chosen.length === 0) return [];
    // Each attempt gets its own claim token (a new one every sweep), starting with the owner, the worker's
    // instance id (instances.ts reads it back to tell a dead instance's claims).: even the same worker, retaking a row
    // whose earlier attempt stalled past its lease, cannot let that stalled attempt write or publish again.
    const claim = `${owner}/${crypto.randomUUID().slice(0, 8)}`;
    // A row coming back from a poll wait is the same attempt continuing; anything else is a new attempt.
    await tx.$executeRaw`
      UPDATE posts
      SET claimed_by = ${claim},
          lease_until = ${new Date(now.getTime() + leaseMs)},
          attempts = attempts + CASE WHEN (publish_state->>'waiting') = 'true' THEN 0 ELSE 1 END,
          publish_state = jsonb_set(publish_state, '{waiting}', 'false'::jsonb),
          updated_at = now()
      WHERE id = ANY(${chosen.map((row) => row.id)}::uuid[])`;
    return chosen.map((row) => ({ ...row, claim }));
  });
}

function splitAccount({ connectedAccount, ...post }: Post & { connectedAccount: SocialAccount | null }): ClaimedPost {
  return { post, account: connectedAccount };
}

/** The claimed rows, whole, with their connected accounts (two statements for the whole batch). */
export async function loadClaimedRows(ids: string[]): Promise<Map<string, ClaimedPost>> {
  const rows = await db.post.findMany({ where: { id: { in: ids } }, include: { connectedAccount: true } });
  return new Map(rows.map((row) => [row.id, splitAccount(row)]));
}

/** Claims one row for `owner` (or renews its own claim), returning it whole; LostClaimError if it cannot. */
export async function claimRow(postId: string, owner: string, leaseMs: number): Promise<ClaimedPost> {
  const now = new Date();
  const [claimed] = await db.post.updateManyAndReturn({
    where: {
      id: postId,
      status: "queued",
      deletedAt: null,
      OR: [{ claimedBy: owner }, { claimedBy: null }, { leaseUntil: null }, { leaseUntil: { lt: now } }],
    },
    data: { claimedBy: owner, leaseUntil: new Date(now.getTime() + leaseMs) },
    include: { connectedAccount: true },
  });
  if (!claimed) throw new LostClaimError("the row is held by another worker or is no longer queued");
  return splitAccount(claimed);
}
