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
//
// The parts, one job each: step-types.ts (deps, outcomes, fault points, the worker's AttemptSession),
// claim-rows.ts (taking the claim) and guarded-writes.ts (writing under it), call-adapter.ts (one adapter call,
// renewing the token), handle-step-error.ts (what a failure means for the row), finalize-row.ts (the final
// status, results and webhook event), publish-row-in-process.ts (the worker's driver). This file: the steps.
import type { PublishedItem } from "../platforms/types";
import { PlatformPermanentError, toPlatformError } from "../platforms/errors";
import { validateFirstComment } from "../platforms/first-comment";
import { formatProblems } from "../platforms/validation";
import { callAdapter, ReauthRequiredError } from "./call-adapter";
import { claimRow, LostClaimError, type ClaimedPost } from "./claim-rows";
import { finalize } from "./finalize-row";
import { guardedUpdate, recordState, writeState } from "./guarded-writes";
import { handleStepError } from "./handle-step-error";
import { commentDue, failedComment, sendComment, settleArmedComment } from "./post-first-comment";
import { buildRowContext, type RowContext } from "./row-context";
import type { CommentState } from "./row-state";
import type { AttemptSession, FaultPoint, PublishDeps, StepOutcome } from "./step-types";

async function fault(deps: PublishDeps, point: FaultPoint, postId: string): Promise<void> {
  if (deps.faults) await deps.faults(point, postId);
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
      let claimed: ClaimedPost;
      if (session?.claimed) {
        claimed = session.claimed;
        session.claimed = undefined;
        // Read just after the claim committed; a delete may have come in between.
        const { post } = claimed;
        if (post.claimedBy !== owner || post.status !== "queued" || post.deletedAt) throw new LostClaimError("the row changed after it was claimed");
      } else {
        claimed = await claimRow(postId, owner, deps.leaseMs);
      }
      rc = buildRowContext(claimed.post, claimed.account, claimed.workspaceUtm);
      if (session) {
        session.rc = rc;
        session.savedAt ??= Date.now();
      }
    }
    return await body(rc);
  } catch (error) {
    const inHand = session?.rc;
    if (session) session.rc = undefined;
    session?.callsOver?.();
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
  return step(
    postId,
    owner,
    deps,
    async (rc) => {
      if (countAttempt) {
        await guardedUpdate(postId, owner, { attempts: { increment: 1 } });
        rc.post.attempts += 1;
      }
      await fault(deps, "after-claim", postId);
      const problems = [...rc.adapter.validate(rc.input), ...validateFirstComment(rc.input)];
      if (problems.length > 0) {
        session?.callsOver?.();
        return finalize(rc.post, owner, rc.state, { status: "failed", error: formatProblems(rc.platform, problems), errorKind: "invalid_content" });
      }
      await fault(deps, "after-validate", postId);
      return { kind: "continue" };
    },
    session,
  );
}

export async function prepareRow(postId: string, owner: string, deps: PublishDeps, session?: AttemptSession): Promise<StepOutcome> {
  return step(
    postId,
    owner,
    deps,
    async (rc) => {
      if (rc.state.prepared) return { kind: "continue" };
      const result = await callAdapter(rc, deps, (ctx) => rc.adapter.prepare(ctx));
      await fault(deps, "after-prepare-call", postId);
      rc.state = { ...rc.state, adapter: { ...rc.state.adapter, ...result.state }, prepared: true };
      await recordState(postId, owner, rc.state, deps, session);
      await fault(deps, "after-prepare-saved", postId);
      return { kind: "continue" };
    },
    session,
  );
}

export async function pollRow(postId: string, owner: string, deps: PublishDeps, session?: AttemptSession): Promise<StepOutcome> {
  return step(
    postId,
    owner,
    deps,
    async (rc) => {
      if (rc.state.ready) return { kind: "continue" };
      const result = await callAdapter(rc, deps, (ctx) => rc.adapter.poll(ctx));
      await fault(deps, "after-poll-call", postId);
      rc.state = { ...rc.state, adapter: { ...rc.state.adapter, ...result.state }, ready: result.status === "ready", waiting: false };
      await recordState(postId, owner, rc.state, deps, session);
      return result.status === "ready" ? { kind: "continue" } : { kind: "wait", checkAfterMs: Math.max(0, result.checkAfterMs) };
    },
    session,
  );
}

/** Publishes the next item (or confirms an armed one). "continue" means more items follow. */
export async function publishNext(postId: string, owner: string, deps: PublishDeps, session?: AttemptSession): Promise<StepOutcome> {
  return step(
    postId,
    owner,
    deps,
    async (rc) => {
      if (rc.state.complete) {
        // Everything went out before a crash; only the first comment and the final status may be left.
        await postFirstComment(rc, postId, owner, deps, session);
        session?.callsOver?.();
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
          throw new PlatformPermanentError(`could not confirm whether the post was published (${existing.reason}); check the account before publishing again`);
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
      await postFirstComment(rc, postId, owner, deps, session);
      session?.callsOver?.();
      await fault(deps, "before-finalize", postId);
      return finalize(rc.post, owner, rc.state, { status: "published" });
    },
    session,
  );
}

/**
 * The first comment, once the post is out (post-first-comment.ts): armed and stored before the call; an armed
 * comment found on the next attempt is looked up before it is posted again. Its failure is stored beside the
 * published post and never fails the row; a transient one carries its retry time, which finalize stores as the
 * row's next_attempt_at for the automatic comment retry.
 */
async function postFirstComment(rc: RowContext, postId: string, owner: string, deps: PublishDeps, session?: AttemptSession): Promise<void> {
  if (!commentDue(rc)) return;
  // The pipeline's is the comment's first try; a transient failure is retried later on its own (comment-retry.ts).
  const first = { attempt: 1, policy: deps.policy };
  let at: string;
  if (rc.state.comment?.status === "armed") {
    at = rc.state.comment.at;
    const settled = await settleArmedComment(rc, deps, at, first);
    if (settled !== "absent") {
      rc.state = { ...rc.state, comment: settled };
      await recordState(postId, owner, rc.state, deps, session);
      return;
    }
    // Absent: prove the claim still holds (and renew it) before the call.
    await writeState(postId, owner, rc.state, deps, session);
  } else {
    at = new Date().toISOString();
    rc.state = { ...rc.state, comment: { status: "armed", at } };
    await writeState(postId, owner, rc.state, deps, session);
  }
  await fault(deps, "after-comment-arm", postId);
  let comment: CommentState;
  try {
    comment = { status: "posted", at, item: await sendComment(rc, deps, at), attempts: 1 };
  } catch (error) {
    comment = failedComment(rc, at, error, first);
  }
  await fault(deps, "after-comment-call", postId);
  rc.state = { ...rc.state, comment };
  await recordState(postId, owner, rc.state, deps, session);
}
