// Claims queued rows for one in-process worker, safely across app instances: the claiming transactions of
// all instances are serialised by an advisory lock (so the per-account and per-network limits hold across
// instances), rows locked by someone else (a publish call fanning them out, a delete) are skipped
// (FOR UPDATE SKIP LOCKED), and a claimed row carries the worker's id and a lease. A claim is over when its
// lease runs out or when its worker's instance stops its heartbeat (lib/publishing/instances.ts): then it no
// longer counts against the limits and the next sweep of any instance takes the row over, seconds after a
// crash rather than at the end of the lease.
//
// A claim is one statement however many rows it takes, which chooses the rows under the limits, claims them
// and returns only those (on PostgreSQL inside the lock's transaction: begin, lock, claim, commit; on the
// embedded database, which runs one statement at a time, alone); loadClaimedRows then reads the claimed rows
// whole, with their accounts, so the worker starts publishing without reading a row per step.
//
// A step without a claimed row in hand (every step of an Inngest run) claims its one row itself (claimRow),
// without the lock: Inngest's concurrency keys hold that engine's limits. The row must be queued, not deleted, and free of anyone else's live lease;
// the run's own claim is simply renewed.
import crypto from "node:crypto";
import { Prisma, type Post, type SocialAccount } from "@/generated/prisma/client";
import { db, readRows } from "../db";
import { isEmbeddedDatabase } from "../env";
import type { UtmSetting } from "../links/utm-tags";
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";
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
  /** The workspace's UTM setting, read with the row so links are tagged as the workspace says at publish time. */
  workspaceUtm?: UtmSetting;
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
  // Each attempt gets its own claim token (a new one every sweep), starting with the owner, the worker's
  // instance id (instances.ts reads it back to tell a dead instance's claims): even the same worker, retaking a
  // row whose earlier attempt stalled past its lease, cannot let that stalled attempt write or publish again.
  const claim = `${owner}/${crypto.randomUUID().slice(0, 8)}`;
  const statement = claimStatement({ owner, claim, limits, free, leaseMs, workspaceIds, exclude, deadAfterMs, now: new Date() });
  // The embedded database runs one statement at a time for the whole process, so the statement alone is the
  // critical section. PostgreSQL serves several instances at once: their claims take turns under the lock,
  // and the statement, started after it, sees every claim committed before.
  const rows = isEmbeddedDatabase()
    ? await readRows<ClaimedRowSql>(statement)
    : await db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_KEY}::bigint)`;
        return tx.$queryRaw<ClaimedRowSql[]>(statement);
      });
  const takenOver = rows.filter((row) => row.taken_over);
  if (takenOver.length > 0) {
    metrics().claimTakeovers.inc(takenOver.length);
    logger().warn({ event: "claim_takeover", owner, postIds: takenOver.map((row) => row.id) }, "took over rows claimed by another worker");
  }
  return rows.map((row) => ({ id: row.id, claim, accountKey: row.account_key, platform: row.platform }));
}

interface ClaimedRowSql {
  id: string;
  account_key: string;
  platform: string;
  taken_over: boolean;
}

/**
 * The claim in one statement, which returns only the rows it claimed. The rows publishing now, counted per
 * account and per network (busy); the due rows ranked per account, so one account's long queue cannot hide
 * everyone else's (ranked), in the order they were queued (a row due again after a retry keeps its place
 * rather than going to the back); those that fit under their account's limit (eligible), less the ones another
 * transaction holds (a publish call fanning them out, a delete: locked, SKIP LOCKED); ranked per network, those
 * that fit under their network's limit, first queued first, up to the free slots (chosen). The worker's own
 * rows still in flight (exclude) count against the limits but are not claimed again. Accounts are compared as
 * uuids (a row without an account is its own account), which sorts far cheaper than text.
 */
export function claimStatement({
  claim,
  limits,
  free,
  leaseMs,
  workspaceIds,
  exclude,
  deadAfterMs,
  now,
  owner,
}: ClaimRequest & { claim: string; deadAfterMs: number; now: Date }): Prisma.Sql {
  const inScope = workspaceIds ? Prisma.sql`AND workspace_id = ANY(${workspaceIds}::uuid[])` : Prisma.empty;
  const deadClaim = claimedByDeadInstance(deadAfterMs);
  const queueOrder = Prisma.sql`queued_at ASC NULLS FIRST, next_attempt_at ASC NULLS FIRST, id`;
  return Prisma.sql`
    WITH busy AS (
      SELECT COALESCE(connected_account_id, id) AS account_key, platforms[1] AS platform, count(*)::int AS n
      FROM posts
      WHERE status = 'queued' AND claimed_by IS NOT NULL AND lease_until > ${now} AND NOT ${deadClaim}
      GROUP BY 1, 2
    ), ranked AS (
      SELECT id, COALESCE(connected_account_id, id) AS account_key, platforms[1] AS platform, queued_at, next_attempt_at,
             -- Another instance's claim still on the row (lease over or instance dead): a takeover.
             (claimed_by IS NOT NULL AND split_part(claimed_by, '/', 1) <> ${owner}) AS taken_over,
             row_number() OVER (PARTITION BY COALESCE(connected_account_id, id) ORDER BY ${queueOrder}) AS position
      FROM posts
      WHERE status = 'queued' AND deleted_at IS NULL
        AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
        AND (claimed_by IS NULL OR lease_until IS NULL OR lease_until < ${now} OR ${deadClaim})
        ${inScope}
    ), eligible AS (
      SELECT r.id, r.platform, r.account_key, r.queued_at, r.next_attempt_at, r.taken_over
      FROM ranked r LEFT JOIN (SELECT account_key, sum(n) AS n FROM busy GROUP BY 1) b ON b.account_key = r.account_key
      WHERE r.position <= ${limits.perAccount} AND r.position + COALESCE(b.n, 0) <= ${limits.perAccount}
    ), locked AS (
      SELECT id FROM posts WHERE id = ANY(ARRAY(SELECT id FROM eligible)) FOR UPDATE SKIP LOCKED
    ), placed AS (
      SELECT e.*, row_number() OVER (PARTITION BY e.platform ORDER BY ${queueOrder}) AS network_position
      FROM eligible e
      WHERE e.id IN (SELECT id FROM locked)
    ), chosen AS (
      SELECT p.id, p.account_key, p.platform, p.queued_at, p.next_attempt_at, p.taken_over
      FROM placed p LEFT JOIN (SELECT platform, sum(n) AS n FROM busy GROUP BY 1) b ON b.platform = p.platform
      WHERE p.network_position + COALESCE(b.n, 0) <= ${limits.perNetwork}
        AND NOT (p.id = ANY(${[...(exclude ?? [])]}::uuid[]))
      ORDER BY ${queueOrder}
      LIMIT ${free}
    ), claimed AS (
      -- A row coming back from a poll wait is the same attempt continuing; anything else is a new attempt.
      UPDATE posts
      SET claimed_by = ${claim},
          lease_until = ${new Date(now.getTime() + leaseMs)},
          attempts = posts.attempts + CASE WHEN (posts.publish_state->>'waiting') = 'true' THEN 0 ELSE 1 END,
          publish_state = jsonb_set(posts.publish_state, '{waiting}', 'false'::jsonb),
          updated_at = now()
      FROM chosen
      WHERE posts.id = chosen.id
      RETURNING posts.id, chosen.account_key, chosen.platform, chosen.queued_at, chosen.next_attempt_at, chosen.taken_over
    )
    SELECT id::text AS id, account_key::text AS account_key, platform, taken_over FROM claimed ORDER BY ${queueOrder}`;
}

const withAccountAndUtm = { connectedAccount: true, workspace: { select: { utmEnabled: true, utmCampaign: true } } } as const;

type LoadedRow = Post & { connectedAccount: SocialAccount | null; workspace: { utmEnabled: boolean; utmCampaign: string | null } };

function splitAccount({ connectedAccount, workspace, ...post }: LoadedRow): ClaimedPost {
  return { post, account: connectedAccount, workspaceUtm: { enabled: workspace.utmEnabled, campaign: workspace.utmCampaign } };
}

/** The claimed rows, whole, with their connected accounts (two statements for the whole batch). */
export async function loadClaimedRows(ids: string[]): Promise<Map<string, ClaimedPost>> {
  const rows = await db.post.findMany({ where: { id: { in: ids } }, include: withAccountAndUtm });
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
    include: withAccountAndUtm,
  });
  if (!claimed) throw new LostClaimError("the row is held by another worker or is no longer queued");
  return splitAccount(claimed);
}
