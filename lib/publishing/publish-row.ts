// The step code that publishes one row, shared by both engines (the in-process worker and the Inngest
// function). Each step claims the row, does one phase, records what it learned, and says what comes next:
//
//   startRow     claim, resolve caption/options, validate → the row fails at once on any problem
//   prepareRow   adapter.prepare() (uploads, containers: safe to repeat) → state recorded
//   pollRow      adapter.poll() until ready (the engine waits between polls) → state recorded
//   publishNext  arm (stored) → adapter.publish() → item recorded; or, if an earlier call was armed and its
//                outcome is unknown, adapter.findExisting() first. Repeats per item; then the final status.
//
// What must be in the row before the irreversible call is always there: the armed marker is written, with
// every id learned so far, before publish(). When the state is written otherwise depends on the engine.
// An Inngest step writes it as it ends (the next step may run on another instance and reads the row). The
// in-process worker runs all steps of an attempt in one go with the claimed row in hand (AttemptSession): it
// keeps prepare's and poll's state in memory and writes it with the armed marker, a poll wait, a retry or the
// final result, so a row that goes well costs two writes after its claim (arm, result). A crash before the
// arm loses only work that is safe to repeat (prepare, poll); a crash after it is answered by findExisting.
//
// Errors are decided in one place (handleStepError): retry later (backoff or the network's Retry-After),
// renew the token once (lib/tokens), ask for a reconnect, or fail the row with a message a person can act on.
import { Prisma, type Post, type SocialAccount } from "@/generated/prisma/client";
import { db } from "../db";
import {
  PlatformAuthExpiredError,
  PlatformPermanentError,
  toPlatformError,
  type PlatformError,
} from "../platforms/errors";
import type { AccountContext, PhaseContext, PublishedItem } from "../platforms/types";
import { formatProblems } from "../platforms/validation";
import { freshAccount } from "../tokens/fresh-account";
import { needsRenewal } from "../tokens/token-policy";
import { DEFAULT_RETRY_POLICY, backoffMs, type RetryPolicy } from "./retry-policy";
import { buildRowContext, rowPlatform, RowNotPublishableError, type RowContext } from "./row-context";
import { readRowState, toJson, type RowState } from "./row-state";
import { markAccountRequiresReauth } from "../services/accounts/mark-account-requires-reauth";
import { publishOutcomeEvent } from "./publish-outcome-event";
import { webhookOutboxCtes } from "../webhooks/record-webhook-event";

/** Places between network calls and database writes where tests inject crashes. */
export const FAULT_POINTS = [
  "after-claim",
  "after-validate",
  "after-prepare-call",
  "after-prepare-saved",
  "after-poll-call",
  "after-arm",
  "after-publish-call",
  "after-item-saved",
  "before-finalize",
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

export interface PublishDeps {
  policy: RetryPolicy;
  /** How long a claim holds without renewal; every network call must end well within it. */
  leaseMs: number;
  /** Upper bound of one adapter call (passed to the adapter as an AbortSignal). */
  callTimeoutMs: number;
  /** Inngest keeps its claim while it waits to retry; the worker lets go so any instance can continue. */
  holdClaimBetweenAttempts: boolean;
  /** Test hook: throw (or never resolve) at a fault point to simulate a crash. */
  faults?: (point: FaultPoint, postId: string) => void | Promise<void>;
  /**
   * How long after arming the attempt may trust it still holds the claim without proving it (default a quarter
   * of the lease). The worker shortens it below its instance's takeover time (instances.ts).
   */
  claimTrustMs?: number;
  /** The in-process worker is stopping: hand the row back instead of starting its next step (never mid-call). */
  stopRequested?: () => boolean;
}

export const DEFAULT_PUBLISH_DEPS: PublishDeps = {
  policy: DEFAULT_RETRY_POLICY,
  leaseMs: 5 * 60_000,
  callTimeoutMs: 60_000,
  holdClaimBetweenAttempts: false,
};

export type FinalStatus = "published" | "partial_published" | "failed";

export type StepOutcome =
  | { kind: "continue" }
  | { kind: "wait"; checkAfterMs: number }
  | { kind: "retry"; at: string; error: string; rateLimited: boolean }
  | { kind: "finished"; status: FinalStatus; error?: string }
  | { kind: "skipped"; reason: string };

/** Another owner holds the row, or it is no longer queued (published, deleted): stop quietly. */
class LostClaimError extends Error {}

/** The account's grant is gone for good: mark it requires_reauth and fail the row. */
class ReauthRequiredError extends Error {}

// ───────────────────────────── claims and guarded writes ─────────────────────────────

async function claimRow(postId: string, owner: string, deps: PublishDeps): Promise<{ post: Post; account: SocialAccount | null }> {
  const now = new Date();
  const [claimed] = await db.post.updateManyAndReturn({
    where: {
      id: postId,
      status: "queued",
      deletedAt: null,
      OR: [{ claimedBy: owner }, { claimedBy: null }, { leaseUntil: null }, { leaseUntil: { lt: now } }],
    },
    data: { claimedBy: owner, leaseUntil: new Date(now.getTime() + deps.leaseMs) },
    include: { connectedAccount: true },
  });
  if (!claimed) throw new LostClaimError("the row is held by another worker or is no longer queued");
  const { connectedAccount, ...post } = claimed;
  return { post, account: connectedAccount };
}

/** Writes only while this owner still holds the row: a worker whose lease ran out can no longer act. */
async function guardedUpdate(postId: string, owner: string, data: Parameters<typeof db.post.updateMany>[0]["data"]): Promise<void> {
  const { count } = await db.post.updateMany({ where: { id: postId, claimedBy: owner, status: "queued", deletedAt: null }, data });
  if (count !== 1) throw new LostClaimError("the claim on the row was lost");
}

/** Writes the row's state now (renewing the lease), guarded by the claim. */
async function writeState(postId: string, owner: string, state: RowState, deps: PublishDeps, session?: AttemptSession): Promise<void> {
  const count = await db.$executeRaw`
    UPDATE posts SET publish_state = ${JSON.stringify(state)}::jsonb, lease_until = ${new Date(Date.now() + deps.leaseMs)}, updated_at = now()
    WHERE id = ${postId}::uuid AND claimed_by = ${owner} AND status = 'queued' AND deleted_at IS NULL`;
  if (count !== 1) throw new LostClaimError("the claim on the row was lost");
  if (session) {
    session.unsaved = false;
    session.savedAt = Date.now();
  }
}

/**
 * Records progress that only has to be in the row before the next irreversible call (see the header): an
 * Inngest step writes it now; the worker keeps it in its session, unless its last write is old enough that
 * the lease wants renewing.
 */
async function recordState(postId: string, owner: string, state: RowState, deps: PublishDeps, session?: AttemptSession): Promise<void> {
  if (!session || Date.now() - (session.savedAt ?? 0) >= deps.leaseMs / 4) return writeState(postId, owner, state, deps, session);
  session.unsaved = true;
}

async function fault(deps: PublishDeps, point: FaultPoint, postId: string): Promise<void> {
  if (deps.faults) await deps.faults(point, postId);
}

// ───────────────────────────── calling the adapter ─────────────────────────────

function phaseContext(rc: RowContext, account: AccountContext, signal: AbortSignal): PhaseContext {
  return { input: rc.input, account, state: rc.state.adapter, items: rc.state.items, attempt: Math.max(1, rc.post.attempts), signal };
}

/**
 * The row's credentials, renewed first by the one refresh service (lib/tokens/fresh-account.ts) when they
 * are due or `rejected` (the token the network just refused). A refresh refused for good means a
 * reconnect; a blip stays a blip and never marks the account.
 */
async function freshCredentials(rc: RowContext, deps: PublishDeps, rejected?: { token: string | null; message: string }): Promise<void> {
  if (!rc.account) {
    if (rejected) throw new ReauthRequiredError(rejected.message);
    return;
  }
  // A test post on a live account goes to the sandbox: the live account's token is not touched, nor marked.
  if (rc.sandbox && !rc.account.isSandbox) {
    if (rejected) throw new PlatformAuthExpiredError(rejected.message);
    return;
  }
  const { credentials } = rc.accountContext;
  const issuedAt = rc.account.tokenRefreshedAt ?? rc.account.connectedAt;
  if (!rejected && !needsRenewal({ platform: rc.platform, expiresAt: credentials.expiresAt, issuedAt }, new Date())) return;
  let fresh;
  try {
    fresh = await freshAccount({ accountId: rc.account.id, signal: AbortSignal.timeout(deps.callTimeoutMs), ...(rejected ? { rejectedAccessToken: rejected.token } : {}) });
  } catch (refreshError) {
    const failure = toPlatformError(refreshError);
    if (failure.kind === "retryable" || failure.kind === "rate_limited") throw failure;
    throw new ReauthRequiredError(failure.message);
  }
  // Nothing newer than the refused token (the network cannot renew it): only a reconnect helps.
  if (rejected && fresh.account.credentials.accessToken === rejected.token) throw new ReauthRequiredError(rejected.message);
  rc.accountContext = { ...rc.accountContext, credentials: fresh.account.credentials };
}

/**
 * Runs one adapter call with a time bound, with credentials renewed ahead of expiry. On auth_expired: renew
 * once and call again; if the renewal is refused (or the new token is refused too), the account needs a
 * reconnect.
 */
async function callAdapter<T>(rc: RowContext, deps: PublishDeps, call: (ctx: PhaseContext) => Promise<T>): Promise<T> {
  const once = (account: AccountContext) => call(phaseContext(rc, account, AbortSignal.timeout(deps.callTimeoutMs)));
  await freshCredentials(rc, deps);
  try {
    return await once(rc.accountContext);
  } catch (error) {
    const first = toPlatformError(error);
    if (first.kind !== "auth_expired") throw first;
    await freshCredentials(rc, deps, { token: rc.accountContext.credentials.accessToken, message: first.message });
    try {
      return await once(rc.accountContext);
    } catch (again) {
      const second = toPlatformError(again);
      if (second.kind === "auth_expired") throw new ReauthRequiredError(second.message);
      throw second;
    }
  }
}

// ───────────────────────────── the final state ─────────────────────────────

/**
 * Stores the final status, the state and one platform result per published item (plus the error, if any) in
 * one statement, guarded by the claim: all of it or nothing.
 */
async function finalize(
  post: Post,
  owner: string,
  state: RowState,
  outcome: { status: FinalStatus; error?: string },
): Promise<StepOutcome> {
  const platform = post.platforms[0] ?? "unknown";
  const results: { platform: string; success: boolean; error: string | null; remote_post_id: string | null; remote_publish_id: string | null; remote_permalink: string | null }[] =
    state.items.map((item) => ({
      platform,
      success: true,
      error: null,
      remote_post_id: item.remotePostId,
      remote_publish_id: item.remotePublishId ?? null,
      remote_permalink: item.remotePermalink ?? null,
    }));
  if (outcome.error) results.push({ platform, success: false, error: outcome.error, remote_post_id: null, remote_publish_id: null, remote_permalink: null });
  const publishedAt = outcome.status === "failed" ? null : new Date();
  const [{ updated }] = await db.$queryRaw<{ updated: number }[]>`
    WITH updated AS (
      UPDATE posts
      SET status = ${outcome.status}::post_status, published_at = ${publishedAt},
          claimed_by = NULL, lease_until = NULL, next_attempt_at = NULL,
          publish_state = ${JSON.stringify({ ...state, armed: null, waiting: false })}::jsonb, updated_at = now()
      WHERE id = ${post.id}::uuid AND claimed_by = ${owner} AND status = 'queued' AND deleted_at IS NULL
      RETURNING id
    ), cleared AS (
      DELETE FROM platform_results WHERE post_id IN (SELECT id FROM updated)
    ), inserted AS (
      INSERT INTO platform_results (id, post_id, platform, success, error, remote_post_id, remote_publish_id, remote_permalink, created_at, updated_at)
      SELECT gen_random_uuid(), updated.id, r.platform, r.success, r.error, r.remote_post_id, r.remote_publish_id, r.remote_permalink, now(), now()
      FROM updated, jsonb_to_recordset(${JSON.stringify(results)}::jsonb)
        AS r(platform text, success boolean, error text, remote_post_id text, remote_publish_id text, remote_permalink text)
    ), ${webhookOutboxCtes(publishOutcomeEvent(post, { ...outcome, publishedAt }, results), { onlyIf: Prisma.sql`SELECT 1 FROM updated` })}
    SELECT count(*)::int AS updated FROM updated`;
  if (updated !== 1) throw new LostClaimError("the claim on the row was lost before its result was stored");
  return { kind: "finished", status: outcome.status, ...(outcome.error ? { error: outcome.error } : {}) };
}

function failureStatus(state: RowState): FinalStatus {
  return state.items.length > 0 ? "partial_published" : "failed";
}

function prefixed(platform: string, message: string): string {
  return `${platform}: ${message}`;
}

/**
 * The one place a failed step is decided. Returns what the engine does next; the row is already updated
 * (retry time stored, or the final status and platform result written).
 */
async function handleStepError(postId: string, owner: string, error: unknown, deps: PublishDeps, inHand?: RowContext): Promise<StepOutcome> {
  if (error instanceof LostClaimError) return { kind: "skipped", reason: error.message };
  // The worker's copy of the row is exact while it holds the claim (every write is guarded by it) and may
  // hold state not written yet; without one, read the row. The writes below are guarded either way.
  let post: Post;
  let state: RowState;
  if (inHand) {
    post = inHand.post;
    state = inHand.state;
  } else {
    const stored = await db.post.findUnique({ where: { id: postId } });
    if (!stored || stored.status !== "queued" || stored.claimedBy !== owner) return { kind: "skipped", reason: "the row is no longer ours" };
    post = stored;
    state = readRowState(stored.publishState);
  }
  const platform = post.platforms[0] ?? "unknown";

  try {
    if (error instanceof RowNotPublishableError) {
      return await finalize(post, owner, state, { status: failureStatus(state), error: prefixed(platform, error.message) });
    }
    if (error instanceof ReauthRequiredError) {
      const reason = error.message.replace(/[.\s]+$/, "");
      if (post.connectedAccountId) await markAccountRequiresReauth(post.connectedAccountId, reason);
      return await finalize(post, owner, state, { status: failureStatus(state), error: prefixed(platform, `${reason}, reconnect the account`) });
    }
    const failure: PlatformError = toPlatformError(error);
    if (failure.kind === "invalid_content" || failure.kind === "permanent" || failure.kind === "auth_expired") {
      return await finalize(post, owner, state, { status: failureStatus(state), error: prefixed(platform, failure.message) });
    }
    // retryable or rate_limited
    const attempts = Math.max(1, post.attempts);
    if (attempts >= deps.policy.maxAttempts) {
      const unconfirmed = state.armed ? "; whether the last attempt was published could not be confirmed, check the account before publishing again" : "";
      return await finalize(post, owner, state, {
        status: failureStatus(state),
        error: prefixed(platform, `${failure.message} (gave up after ${attempts} attempts${unconfirmed})`),
      });
    }
    const at =
      failure.kind === "rate_limited"
        ? new Date(Math.max((failure as PlatformError & { retryAt: Date }).retryAt.getTime(), Date.now()))
        : new Date(Date.now() + backoffMs(deps.policy, attempts));
    const unsaved = inHand ? { publishState: toJson(state) } : {};
    if (deps.holdClaimBetweenAttempts) {
      await guardedUpdate(postId, owner, { nextAttemptAt: at, attempts: { increment: 1 }, leaseUntil: new Date(at.getTime() + deps.leaseMs), ...unsaved });
    } else {
      await guardedUpdate(postId, owner, { nextAttemptAt: at, claimedBy: null, leaseUntil: null, ...unsaved });
    }
    return { kind: "retry", at: at.toISOString(), error: prefixed(platform, failure.message), rateLimited: failure.kind === "rate_limited" };
  } catch (writeError) {
    if (writeError instanceof LostClaimError) return { kind: "skipped", reason: writeError.message };
    throw writeError;
  }
}

/**
 * One attempt of the in-process worker, kept between its steps: the row as the worker's claim returned it,
 * then its context. Every write is guarded by the claim token, so the copy stays exact while the attempt
 * owns the row and the row need not be read again. Inngest steps may run on different instances, so they
 * start without one.
 */
export interface AttemptSession {
  /** The row and its account as the claim returned them; used by the first step. */
  claimed?: { post: Post; account: SocialAccount | null };
  rc?: RowContext;
  /** rc.state holds progress not written to the row yet. */
  unsaved?: boolean;
  /** When this attempt last wrote the row (and so renewed its lease). */
  savedAt?: number;
}

/** Claims the row (or takes the worker's claimed copy), builds its context, runs `body`; errors go to handleStepError. */
async function step(
  postId: string,
  owner: string,
  deps: PublishDeps,
  body: (rc: RowContext) => Promise<StepOutcome>,
  session?: AttemptSession,
): Promise<StepOutcome> {
  try {
    let rc = session?.rc;
    if (!rc) {
      let post: Post;
      let account: SocialAccount | null;
      if (session?.claimed) {
        ({ post, account } = session.claimed);
        session.claimed = undefined;
        // Read just after the claim committed; a delete may have come in between.
        if (post.claimedBy !== owner || post.status !== "queued" || post.deletedAt) throw new LostClaimError("the row changed after it was claimed");
      } else {
        ({ post, account } = await claimRow(postId, owner, deps));
      }
      rc = buildRowContext(post, account);
      if (session) {
        session.rc = rc;
        session.savedAt ??= Date.now();
      }
    }
    return await body(rc);
  } catch (error) {
    const inHand = session?.rc;
    if (session) session.rc = undefined;
    return handleStepError(postId, owner, error, deps, inHand);
  }
}

// ───────────────────────────── the steps ─────────────────────────────

/**
 * Claim, resolve and validate. `countAttempt`: the Inngest run counts its attempt here; the worker counts it
 * when it claims the row.
 */
export async function startRow(
  postId: string,
  owner: string,
  deps: PublishDeps,
  { countAttempt }: { countAttempt: boolean },
  session?: AttemptSession,
): Promise<StepOutcome> {
  return step(postId, owner, deps, async (rc) => {
    if (countAttempt) {
      await guardedUpdate(postId, owner, { attempts: { increment: 1 } });
      rc.post.attempts += 1;
    }
    await fault(deps, "after-claim", postId);
    const problems = rc.adapter.validate(rc.input);
    if (problems.length > 0) {
      return finalize(rc.post, owner, rc.state, { status: "failed", error: formatProblems(rc.platform, problems) });
    }
    await fault(deps, "after-validate", postId);
    return { kind: "continue" };
  }, session);
}

export async function prepareRow(postId: string, owner: string, deps: PublishDeps, session?: AttemptSession): Promise<StepOutcome> {
  return step(postId, owner, deps, async (rc) => {
    if (rc.state.prepared) return { kind: "continue" };
    const result = await callAdapter(rc, deps, (ctx) => rc.adapter.prepare(ctx));
    await fault(deps, "after-prepare-call", postId);
    rc.state = { ...rc.state, adapter: { ...rc.state.adapter, ...result.state }, prepared: true };
    await recordState(postId, owner, rc.state, deps, session);
    await fault(deps, "after-prepare-saved", postId);
    return { kind: "continue" };
  }, session);
}

export async function pollRow(postId: string, owner: string, deps: PublishDeps, session?: AttemptSession): Promise<StepOutcome> {
  return step(postId, owner, deps, async (rc) => {
    if (rc.state.ready) return { kind: "continue" };
    const result = await callAdapter(rc, deps, (ctx) => rc.adapter.poll(ctx));
    await fault(deps, "after-poll-call", postId);
    rc.state = { ...rc.state, adapter: { ...rc.state.adapter, ...result.state }, ready: result.status === "ready", waiting: false };
    await recordState(postId, owner, rc.state, deps, session);
    return result.status === "ready" ? { kind: "continue" } : { kind: "wait", checkAfterMs: Math.max(0, result.checkAfterMs) };
  }, session);
}

/** Publishes the next item (or confirms an armed one). "continue" means more items follow. */
export async function publishNext(postId: string, owner: string, deps: PublishDeps, session?: AttemptSession): Promise<StepOutcome> {
  return step(postId, owner, deps, async (rc) => {
    if (rc.state.complete) {
      // Everything went out before a crash; only the final status was not stored yet.
      await fault(deps, "before-finalize", postId);
      return finalize(rc.post, owner, rc.state, { status: "published" });
    }
    const index = rc.state.items.length;
    let item: PublishedItem | undefined;
    let more = false;
    let adapterState = {};

    if (rc.state.armed && rc.state.armed.index === index) {
      // An earlier publish of this item may have happened: ask the network before doing anything.
      const existing = await callAdapter(rc, deps, (ctx) => rc.adapter.findExisting(ctx));
      if (existing.status === "found") {
        item = existing.item;
        more = existing.more;
        adapterState = existing.state ?? {};
      } else if (existing.status === "unknown") {
        throw new PlatformPermanentError(
          `could not confirm whether the post was published (${existing.reason}); check the account before publishing again`,
        );
      }
    } else {
      rc.state = { ...rc.state, armed: { index, at: new Date().toISOString() } };
      await writeState(postId, owner, rc.state, deps, session);
    }
    await fault(deps, "after-arm", postId);

    if (!item) {
      // Last check before the irreversible call: a worker that stalled since it armed (long enough for its
      // lease to be in doubt; another may have taken the row over) proves it still owns the row first.
      const armedAt = Date.parse(rc.state.armed?.at ?? "");
      if (!(Date.now() - armedAt < (deps.claimTrustMs ?? deps.leaseMs / 4))) {
        await guardedUpdate(postId, owner, { leaseUntil: new Date(Date.now() + deps.leaseMs) });
      }
      try {
        const published = await callAdapter(rc, deps, (ctx) => rc.adapter.publish(ctx));
        item = published.item;
        more = published.more;
        adapterState = published.state ?? {};
      } catch (error) {
        const failure = error instanceof ReauthRequiredError ? null : toPlatformError(error);
        // Refused for sure (rate limit, invalid content, expired token): nothing was created, so the next
        // attempt may publish directly. Otherwise the armed marker stays and the next attempt asks first.
        if (error instanceof ReauthRequiredError || failure?.notApplied) {
          rc.state = { ...rc.state, armed: null };
          await recordState(postId, owner, rc.state, deps, session);
        }
        throw failure ?? error;
      }
      await fault(deps, "after-publish-call", postId);
    }

    rc.state = { ...rc.state, adapter: { ...rc.state.adapter, ...adapterState }, items: [...rc.state.items, item], armed: null, complete: !more };
    await recordState(postId, owner, rc.state, deps, session);
    await fault(deps, "after-item-saved", postId);
    if (more) return { kind: "continue" };
    await fault(deps, "before-finalize", postId);
    return finalize(rc.post, owner, rc.state, { status: "published" });
  }, session);
}

/** The engine is waiting for a poll: let go of the row until then, without counting a failed attempt. */
export async function deferRow(postId: string, owner: string, untilMs: number, session?: AttemptSession): Promise<void> {
  let state = session?.rc?.state;
  if (!state) {
    const post = await db.post.findUnique({ where: { id: postId } });
    if (!post) return;
    state = readRowState(post.publishState);
  }
  await db.post.updateMany({
    where: { id: postId, claimedBy: owner, status: "queued" },
    data: { nextAttemptAt: new Date(Date.now() + untilMs), claimedBy: null, leaseUntil: null, publishState: toJson({ ...state, waiting: true }) },
  });
}

/** Fails a row that an engine gave up on outside the step code (Inngest's onFailure). */
export async function failRowUnexpectedly(postId: string, message: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id: postId } });
  if (!post || post.status !== "queued") return;
  const owner = `recovery:${postId}`;
  await db.post.updateMany({ where: { id: postId, status: "queued" }, data: { claimedBy: owner, leaseUntil: new Date(Date.now() + 60_000) } });
  const state = readRowState(post.publishState);
  const platform = (() => {
    try {
      return rowPlatform(post);
    } catch {
      return post.platforms[0] ?? "unknown";
    }
  })();
  const unconfirmed = state.armed ? "; whether it was published could not be confirmed, check the account before publishing again" : "";
  await finalize({ ...post, claimedBy: owner }, owner, state, { status: failureStatus(state), error: `${platform}: ${message}${unconfirmed}` }).catch((error) => {
    if (!(error instanceof LostClaimError)) throw error;
  });
}

/**
 * The whole row in one go, as the in-process worker runs it: the same steps in order. Short poll waits are
 * slept in place; longer ones give the row back (deferRow) and a later sweep continues it.
 */
export async function publishRowInProcess(
  postId: string,
  owner: string,
  deps: PublishDeps & { inlineWaitMs: number },
  claimed?: AttemptSession["claimed"],
): Promise<StepOutcome> {
  const session: AttemptSession = { claimed };
  // A stopping worker lets the call in progress finish, then gives the row back (as a poll wait does, so the
  // next claim continues this attempt) instead of starting its next step; any instance picks it up at once.
  const handBack = async (): Promise<StepOutcome> => {
    await deferRow(postId, owner, 0, session);
    return { kind: "skipped", reason: "the worker is stopping; the row was handed back" };
  };
  const stopping = () => deps.stopRequested?.() === true;
  let outcome = await startRow(postId, owner, deps, { countAttempt: false }, session);
  if (outcome.kind !== "continue") return outcome;
  if (stopping()) return handBack();
  outcome = await prepareRow(postId, owner, deps, session);
  if (outcome.kind !== "continue") return outcome;
  for (;;) {
    if (stopping()) return handBack();
    outcome = await pollRow(postId, owner, deps, session);
    if (outcome.kind === "wait") {
      if (outcome.checkAfterMs <= deps.inlineWaitMs && !stopping()) {
        await new Promise((resolve) => setTimeout(resolve, outcome.kind === "wait" ? outcome.checkAfterMs : 0));
        continue;
      }
      await deferRow(postId, owner, outcome.checkAfterMs, session);
      return outcome;
    }
    if (outcome.kind !== "continue") return outcome;
    break;
  }
  for (;;) {
    if (stopping()) return handBack();
    outcome = await publishNext(postId, owner, deps, session);
    if (outcome.kind !== "continue") return outcome;
  }
}
