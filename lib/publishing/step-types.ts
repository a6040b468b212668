// The vocabulary shared by the publishing steps (publish-row.ts) and the two engines that run them (the
// in-process driver, publish-row-in-process.ts, and the Inngest function): what a step needs (PublishDeps),
// what it answers (StepOutcome), where tests may inject a crash (FAULT_POINTS), and what the in-process
// worker keeps between the steps of one attempt (AttemptSession).
import type { ClaimedPost } from "./claim-rows";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry-policy";
import type { RowContext } from "./row-context";

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
  "after-comment-arm",
  "after-comment-call",
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

/**
 * One attempt of the in-process worker, kept between its steps: the row as the worker's claim returned it,
 * then its context. Every write is guarded by the claim token, so the copy stays exact while the attempt
 * owns the row and the row need not be read again (row-context.ts says what is kept and why that is safe).
 * Inngest steps may run on different instances, so they start without one.
 */
export interface AttemptSession {
  /** The row and its account as the claim returned them; used by the first step. */
  claimed?: ClaimedPost;
  rc?: RowContext;
  /** rc.state holds progress not written to the row yet. */
  unsaved?: boolean;
  /** When this attempt last wrote the row (and so renewed its lease). */
  savedAt?: number;
  /**
   * Called once the attempt will make no more network calls, before it writes its outcome (the final status or
   * a retry): the worker gives the slot to the next row while that write goes to the database.
   */
  callsOver?: () => void;
}
