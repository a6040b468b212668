// Post.publishState as the pipeline keeps it: the adapter's intermediate ids, how far the row got, the items
// already published, and the "armed" marker written just before the irreversible call. On every retry or
// after a crash the pipeline reads it back to continue where it stopped instead of starting over.
import type { AdapterState, JsonValue, PublishedItem } from "../platforms/types";
import type { FirstCommentFailureKind } from "../schemas/posts";

export interface RowState {
  adapter: AdapterState;
  prepared: boolean;
  ready: boolean;
  items: PublishedItem[];
  /** Set (and stored) right before publish() of item `index`; cleared once its outcome is known. */
  armed: { index: number; at: string } | null;
  /** Every item is published (publish() said no more follow); only the final status is left to store. */
  complete: boolean;
  /** The row is waiting for a poll (not a failed attempt): the next claim does not count as an attempt. */
  waiting: boolean;
  /** The first comment (post-first-comment.ts): armed before the call, then posted or failed. Null without one. */
  comment: CommentState | null;
}

/**
 * Where the row's first comment stands. `uncertain`: the failed call may have been applied (ask before
 * re-posting). A transient failure (a blip, a 5xx, a timeout, a rate limit) carries `retryAt`, when the
 * automatic retry (comment-retry.ts) tries it again; `attempts` counts the tries against the retry policy.
 */
export interface CommentState {
  status: "armed" | "posted" | "failed";
  at: string;
  item?: PublishedItem;
  error?: string;
  /** Why a failed comment failed, for programs and the web app's words (FIRST_COMMENT_FAILURE_KINDS); the error is for people. */
  kind?: FirstCommentFailureKind;
  uncertain?: boolean;
  attempts?: number;
  retryAt?: string;
  /**
   * When a retry armed it (comment-retry.ts). `at` stays the first try's time while the comment may have gone
   * out (the lookup searches from then); staleness is measured from this.
   */
  armedAt?: string;
}

export function readRowState(stored: unknown): RowState {
  const value = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Partial<RowState>) : {};
  return {
    adapter: value.adapter && typeof value.adapter === "object" ? value.adapter : {},
    prepared: value.prepared === true,
    ready: value.ready === true,
    items: Array.isArray(value.items) ? value.items : [],
    armed: value.armed && typeof value.armed === "object" ? value.armed : null,
    complete: value.complete === true,
    waiting: value.waiting === true,
    comment: value.comment && typeof value.comment === "object" && typeof value.comment.status === "string" ? value.comment : null,
  };
}

export function toJson(state: RowState): { [key: string]: JsonValue } {
  return JSON.parse(JSON.stringify(state)) as { [key: string]: JsonValue };
}
