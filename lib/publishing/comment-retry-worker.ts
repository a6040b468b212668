// The in-process side of the first comment's automatic retry (comment-retry.ts), used when no Inngest is
// configured (the embedded default): a sweep every few seconds claims published rows whose comment retry is
// due and tries each, a few at a time. askForCommentRetry wakes it through the jobs seam; the timer finds the
// retries whose time came and the tries of processes that died after arming (due again once the arm is stale).
import { ClaimingWorker, processWorker } from "../async/claiming-worker";
import { registerInProcessRunner } from "../jobs/in-process";
import { claimDueComments, DEFAULT_COMMENT_RETRY_DEPS, retryDueComment, type CommentRetryDeps, type CommentRetryOutcome } from "./comment-retry";

export interface CommentRetryWorkerOptions {
  sweepIntervalMs?: number;
  slots?: number;
  /** Only these workspaces' rows (tests on a shared database). */
  workspaceIds?: string[];
  deps?: Partial<CommentRetryDeps>;
  onOutcome?: (postId: string, outcome: CommentRetryOutcome) => void;
  log?: (message: string) => void;
}

export class CommentRetryWorker extends ClaimingWorker<CommentRetryOutcome> {
  constructor(options: CommentRetryWorkerOptions = {}) {
    const deps = { ...DEFAULT_COMMENT_RETRY_DEPS, ...options.deps };
    super({
      name: "first comment retry",
      item: "first comment of post",
      sweepIntervalMs: options.sweepIntervalMs ?? 3_000,
      slots: options.slots ?? 4,
      claim: (limit) => claimDueComments({ limit, windowMs: deps.staleArmMs, workspaceIds: options.workspaceIds }),
      attempt: (postId) => retryDueComment(postId, deps),
      subscribe: (wake) => registerInProcessRunner("comment-retry", wake),
      onOutcome: options.onOutcome,
      log: options.log,
    });
  }
}

const app = processWorker<CommentRetryWorker>("__postlaneCommentRetryWorker");

/** The app's comment retry worker (one per process), started from lib/server/on-server-start.ts. */
export function startCommentRetryWorker(options: CommentRetryWorkerOptions = {}): CommentRetryWorker {
  return app.start(() => new CommentRetryWorker(options));
}

export async function stopCommentRetryWorker(): Promise<void> {
  await app.stop();
}
