// One log line and one count per publish attempt that ended: published, partly published, failed, or handed
// back for a retry, with the network and the kind of error (docs/operations-logs-metrics.md). Error texts are
// the row's own (what the API shows), never tokens: adapters' errors carry no credentials.
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";

/** What failed, in few words: a platform error's kind, or why the row could not be published at all. */
export type PublishErrorKind =
  | "none"
  | "invalid_content"
  | "permanent"
  | "auth_expired"
  | "reauth_required"
  | "retryable"
  | "rate_limited"
  | "gave_up"
  | "not_publishable"
  | "engine_gave_up";

interface PublishAttempt {
  postId: string;
  workspaceId: string;
  network: string;
  outcome: "published" | "partial_published" | "failed" | "retry";
  errorKind: PublishErrorKind;
  attempt: number;
  error?: string;
}

export function recordPublishAttempt({ postId, workspaceId, network, outcome, errorKind, attempt, error }: PublishAttempt): void {
  metrics().publishAttempts.inc({ network, outcome, error_kind: errorKind });
  const line = { event: "publish_attempt", postId, workspaceId, network, outcome, errorKind, attempt, ...(error ? { error } : {}) };
  if (outcome === "published") logger().info(line, "publish attempt");
  else logger().warn(line, "publish attempt");
}
