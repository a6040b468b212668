// Claims queued rows for one in-process worker, safely across app instances: the claiming transactions of
// all instances are serialised by an advisory lock (so the per-account and per-network limits hold across
// instances), rows locked by someone else (a publish call fanning them out, a delete) are skipped
// (FOR UPDATE SKIP LOCKED), and a claimed row carries the worker's id and a lease. A claim is over when its
// lease runs out or when its worker's instance stops its heartbeat (lib/publishing/instances.ts): then it no
// longer counts against the limits and the next sweep of any instance takes the row over, seconds after a
// crash rather than at the end of the lease.
//
// A claim is one statement however many rows it takes, which chooses the rows under the limits, claims them
// and returns them whole with their accounts (as json beside the row), so the worker starts publishing without
// reading a row per step. On PostgreSQL it goes behind the lock in one round trip (runStatements, the simple
// query protocol), one implicit transaction: lock, claim, commit; a freed slot starts its next row without
// waiting on more round trips (`npm run bench:publish` measures it: docs/operations-scale.md, "Claims"). The
// embedded database runs one statement at a time, so there the statement alone is enough.
//
// A step without a claimed row in hand (every step of an Inngest run) claims its one row itself (claimRow),
// without the lock: Inngest's concurrency keys hold that engine's limits. The row must be queued, not deleted, and free of anyone else's live lease;
// the run's own claim is simply renewed, and another's whose lease ran out is a takeover (counted as the sweep's are).
import crypto from "node:crypto";
import { Prisma, type Post, type SocialAccount } from "@/generated/prisma/client";
import { readRows, runStatements } from "../db";
import { inlineSql } from "../db/inline-sql";
import { isEmbeddedDatabase } from "../env";
import type { UtmSetting } from "../links/utm-tags";
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";
import { claimedByDeadInstance, DEFAULT_INSTANCE_TIMING } from "./instances";
import { accountFromJson, postFromColumns } from "./row-columns";

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
  /** The row as the claim left it, with its account: the attempt's first step starts from it. */
  whole: ClaimedPost;
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
  // and the claim, a statement of its own after it, sees every claim committed before.
  const results = await runStatements([...(isEmbeddedDatabase() ? [] : [`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`]), inlineSql(statement)]);
  const rows = results[results.length - 1] as ClaimedRowSql[];
  const takenOver = rows.filter((row) => row.claim_taken_over);
  if (takenOver.length > 0)
    countTakeovers(
      owner,
      takenOver.map((row) => row.id),
    );
  return rows.map((row) => ({
    id: row.id,
    claim,
    accountKey: row.claim_account_key,
    platform: row.claim_platform,
    whole: { post: postFromColumns(row), account: accountOf(row), workspaceUtm: workspaceUtmOf(row) },
  }));
}

/** The row's workspace (joined as `w` by both claim statements) gives its UTM setting beside the row. */
const WORKSPACE_UTM_COLUMNS = Prisma.raw("w.utm_enabled AS claim_utm_enabled, w.utm_campaign AS claim_utm_campaign");

/** The workspace's UTM setting, read by the claim statements beside the row (claim_utm_* columns). */
function workspaceUtmOf(row: Record<string, unknown>): UtmSetting {
  return { enabled: row.claim_utm_enabled === true, campaign: (row.claim_utm_campaign as string | null) ?? null };
}

/** The row's connected account, read by the claim statements beside the row (claim_account, json). */
function accountOf(row: Record<string, unknown>): SocialAccount | null {
  return row.claim_account ? accountFromJson(row.claim_account as Record<string, unknown>) : null;
}

/** Rows claimed while another worker's claim was still on them: the metric and a log line, on both engines. */
function countTakeovers(owner: string, postIds: string[]): void {
  metrics().claimTakeovers.inc(postIds.length);
  logger().warn({ event: "claim_takeover", owner, postIds }, "took over rows claimed by another worker");
}

/** A claimed posts row (posts.*) and what the claim adds. */
interface ClaimedRowSql extends Record<string, unknown> {
  id: string;
  claim_account_key: string;
  claim_platform: string;
  claim_taken_over: boolean;
}

/**
 * The claim in one statement, which returns only the rows it claimed. The rows publishing now, counted per
 * account and per network (busy); the due rows ranked per account, so one account's long queue cannot hide
 * everyone else's (ranked), in the order they were queued (a row due again after a retry keeps its place
 * rather than going to the back); those that fit under their account's limit (eligible), less the ones another
 * transaction holds (a publish call fanning them out, a delete: locked, SKIP LOCKED); ranked per network, those
 * that fit under their network's limit, first queued first, up to the free slots (chosen). The worker's own
 * rows still in flight (exclude) count against the limits but are not claimed again. Accounts are compared as
 * uuids (a row without an account is its own account), which sorts far cheaper than text. It returns the
 * claimed rows whole (posts.*), with the claim's own columns prefixed claim_ and the row's account as json
 * (claim_account), so no second statement reads the accounts.
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
  // Among rows queued together (a fan-out, a bulk schedule), one tried before goes first: it keeps its place
  // instead of waiting, behind its account's untried rows, for the end of the batch (and then, should it fail
  // again, adding its backoff to the batch's end).
  const queueOrder = Prisma.sql`queued_at ASC NULLS FIRST, attempts DESC, next_attempt_at ASC NULLS FIRST, id`;
  // Across accounts, among rows queued together, a row tried before still goes first (its retry, and any backoff
  // after it, should not wait for the end), then the account with the most due rows: one row at a time per
  // account, a batch ends when its longest account's queue does, so serving the longest queues first keeps every
  // slot busy until the batch's last rows instead of leaving a few accounts' queues for the end.
  const acrossAccounts = Prisma.sql`queued_at ASC NULLS FIRST, attempts DESC, account_due DESC, next_attempt_at ASC NULLS FIRST, id`;
  return Prisma.sql`
    WITH busy AS (
      SELECT COALESCE(connected_account_id, id) AS account_key, platforms[1] AS platform, count(*)::int AS n
      FROM posts
      -- A deleted row's claim holds nothing back: its attempt stops at its next write, which the claim's guard
      -- refuses, and a release refuses it too (guarded-writes.ts), so it would count until its lease ran out.
      WHERE status = 'queued' AND claimed_by IS NOT NULL AND lease_until > ${now} AND NOT ${deadClaim} AND deleted_at IS NULL
      GROUP BY 1, 2
    ), ranked AS (
      SELECT id, COALESCE(connected_account_id, id) AS account_key, platforms[1] AS platform, queued_at, next_attempt_at,
             -- Another instance's claim still on the row (lease over or instance dead): a takeover.
             (claimed_by IS NOT NULL AND split_part(claimed_by, '/', 1) <> ${owner}) AS taken_over,
             attempts, row_number() OVER (PARTITION BY COALESCE(connected_account_id, id) ORDER BY ${queueOrder}) AS position,
             count(*) OVER (PARTITION BY COALESCE(connected_account_id, id)) AS account_due
      FROM posts
      WHERE status = 'queued' AND deleted_at IS NULL
        AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
        AND (claimed_by IS NULL OR lease_until IS NULL OR lease_until < ${now} OR ${deadClaim})
        ${inScope}
    ), eligible AS (
      SELECT r.id, r.platform, r.account_key, r.queued_at, r.account_due, r.attempts, r.next_attempt_at, r.taken_over
      FROM ranked r LEFT JOIN (SELECT account_key, sum(n) AS n FROM busy GROUP BY 1) b ON b.account_key = r.account_key
      WHERE r.position <= ${limits.perAccount} AND r.position + COALESCE(b.n, 0) <= ${limits.perAccount}
    ), locked AS (
      SELECT id FROM posts WHERE id = ANY(ARRAY(SELECT id FROM eligible)) FOR UPDATE SKIP LOCKED
    ), placed AS (
      SELECT e.*, row_number() OVER (PARTITION BY e.platform ORDER BY ${acrossAccounts}) AS network_position
      FROM eligible e
      WHERE e.id IN (SELECT id FROM locked)
    ), chosen AS (
      SELECT p.id, p.account_key, p.platform, p.queued_at, p.account_due, p.attempts, p.next_attempt_at, p.taken_over
      FROM placed p LEFT JOIN (SELECT platform, sum(n) AS n FROM busy GROUP BY 1) b ON b.platform = p.platform
      WHERE p.network_position + COALESCE(b.n, 0) <= ${limits.perNetwork}
        AND NOT (p.id = ANY(${[...(exclude ?? [])]}::uuid[]))
      ORDER BY ${acrossAccounts}
      LIMIT ${free}
    ), claimed AS (
      -- A row coming back from a poll wait is the same attempt continuing; anything else is a new attempt.
      UPDATE posts
      SET claimed_by = ${claim},
          lease_until = ${new Date(now.getTime() + leaseMs)},
          attempts = posts.attempts + CASE WHEN (posts.publish_state->>'waiting') = 'true' THEN 0 ELSE 1 END,
          publish_state = jsonb_set(posts.publish_state, '{waiting}', 'false'::jsonb),
          updated_at = now()
      FROM chosen, workspaces w
      WHERE posts.id = chosen.id AND w.id = posts.workspace_id
      RETURNING posts.*, chosen.account_key::text AS claim_account_key, chosen.platform AS claim_platform, chosen.taken_over AS claim_taken_over,
        ${WORKSPACE_UTM_COLUMNS}
    )
    SELECT claimed.*, to_jsonb(a) AS claim_account
    FROM claimed LEFT JOIN social_accounts a ON a.id = claimed.connected_account_id
    ORDER BY claimed.queued_at ASC NULLS FIRST, claimed.attempts DESC, claimed.next_attempt_at ASC NULLS FIRST, claimed.id`;
}

/**
 * Claims one row for `owner` (or renews its own claim), returning it whole; LostClaimError if it cannot. The
 * claim of another owner whose lease ran out is taken over, and counted as the sweep's takeovers are.
 */
export async function claimRow(postId: string, owner: string, leaseMs: number): Promise<ClaimedPost> {
  const now = new Date();
  // The row is locked first (previous), so the claim it replaces is the one it held when this claim won.
  const claimStatement = Prisma.sql`
    WITH previous AS (SELECT id, claimed_by FROM posts WHERE id = ${postId}::uuid FOR UPDATE), claimed AS (
      UPDATE posts
      SET claimed_by = ${owner}, lease_until = ${new Date(now.getTime() + leaseMs)}, updated_at = now()
      FROM previous, workspaces w
      WHERE posts.id = previous.id AND w.id = posts.workspace_id AND posts.status = 'queued' AND posts.deleted_at IS NULL
        AND (posts.claimed_by = ${owner} OR posts.claimed_by IS NULL OR posts.lease_until IS NULL OR posts.lease_until < ${now})
      RETURNING posts.*, previous.claimed_by AS claim_previous, ${WORKSPACE_UTM_COLUMNS}
    )
    SELECT claimed.*, to_jsonb(a) AS claim_account FROM claimed LEFT JOIN social_accounts a ON a.id = claimed.connected_account_id`;
  const [claimed] = await readRows<Record<string, unknown>>(claimStatement);
  if (!claimed) throw new LostClaimError("the row is held by another worker or is no longer queued");
  const previous = claimed.claim_previous as string | null;
  if (previous !== null && previous !== owner) countTakeovers(owner, [postId]);
  return { post: postFromColumns(claimed), account: accountOf(claimed), workspaceUtm: workspaceUtmOf(claimed) };
}
