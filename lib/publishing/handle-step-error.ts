// The one place a failed step is decided: retry later (the shared retry policy's backoff, or the network's
// Retry-After), ask for a reconnect, or fail the row with a message a person can act on. Both engines act on
// the answer alone; the row is already updated when it comes back.
import type { Post } from "@/generated/prisma/client";
import { db } from "../db";
import { toPlatformError, type PlatformError } from "../platforms/errors";
import { markAccountRequiresReauth } from "../tokens/mark-account-requires-reauth";
import { recordPublishAttempt } from "./attempt-log";
import { ReauthRequiredError } from "./call-adapter";
import { LostClaimError } from "./claim-rows";
import { failureStatus, finalize } from "./finalize-row";
import { guardedUpdate, releaseClaim } from "./guarded-writes";
import { isTransient, retryTimeAfter } from "./retry-policy";
import { RowNotPublishableError, type RowContext } from "./row-context";
import { readRowState, toJson, type RowState } from "./row-state";
import type { PublishDeps, StepOutcome } from "./step-types";

function prefixed(platform: string, message: string): string {
  return `${platform}: ${message}`;
}

/**
 * The one place a failed step is decided. Returns what the engine does next; the row is already updated
 * (retry time stored, or the final status and platform result written).
 */
export async function handleStepError(postId: string, owner: string, error: unknown, deps: PublishDeps, inHand?: RowContext): Promise<StepOutcome> {
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
      return await finalize(post, owner, state, { status: failureStatus(state), error: prefixed(platform, error.message), errorKind: "not_publishable" });
    }
    if (error instanceof ReauthRequiredError) {
      const reason = error.message.replace(/[.\s]+$/, "");
      if (post.connectedAccountId) await markAccountRequiresReauth(post.connectedAccountId, reason);
      return await finalize(post, owner, state, {
        status: failureStatus(state),
        error: prefixed(platform, `${reason}, reconnect the account`),
        errorKind: "reauth_required",
      });
    }
    const failure: PlatformError = toPlatformError(error);
    if (!isTransient(failure)) {
      return await finalize(post, owner, state, { status: failureStatus(state), error: prefixed(platform, failure.message), errorKind: failure.kind });
    }
    // retryable or rate_limited
    const attempts = Math.max(1, post.attempts);
    if (attempts >= deps.policy.maxAttempts) {
      const unconfirmed = state.armed ? "; whether the last attempt was published could not be confirmed, check the account before publishing again" : "";
      return await finalize(post, owner, state, {
        status: failureStatus(state),
        error: prefixed(platform, `${failure.message} (gave up after ${attempts} attempts${unconfirmed})`),
        errorKind: "gave_up",
      });
    }
    const at = retryTimeAfter(failure, deps.policy, attempts);
    if (deps.holdClaimBetweenAttempts) {
      const unsaved = inHand ? { publishState: toJson(state) } : {};
      await guardedUpdate(postId, owner, { nextAttemptAt: at, attempts: { increment: 1 }, leaseUntil: new Date(at.getTime() + deps.leaseMs), ...unsaved });
    } else {
      const released = await releaseClaim(postId, owner, { at, state: inHand ? state : undefined });
      if (!released) throw new LostClaimError("the claim on the row was lost");
    }
    recordPublishAttempt({
      postId,
      workspaceId: post.workspaceId,
      network: platform,
      outcome: "retry",
      errorKind: failure.kind,
      attempt: attempts,
      error: prefixed(platform, failure.message),
    });
    return { kind: "retry", at: at.toISOString(), error: prefixed(platform, failure.message), rateLimited: failure.kind === "rate_limited" };
  } catch (writeError) {
    if (writeError instanceof LostClaimError) return { kind: "skipped", reason: writeError.message };
    throw writeError;
  }
}
