// The background jobs a request can hand over, whichever engine runs them (lib/jobs/enqueue.ts).

export type Job =
  /** Publish these queued post rows now. */
  | { type: "publish"; postIds: string[] }
  /** Re-measure the published rows of these workspaces not measured within `staleAfterMs`. */
  | { type: "metrics-refresh"; workspaceIds: string[]; staleAfterMs: number }
  /** Roll up old metric snapshots (lib/analytics/rollup-snapshots.ts); asked for every hour, done once a UTC day. */
  | { type: "metrics-rollup"; day: string }
  /** Send these stored webhook deliveries (`attempts` makes each send's id unique per attempt). */
  | { type: "webhook-delivery"; deliveries: { id: string; attempts: number }[] }
  /** Send these stored outbox emails (`attempts` makes each send's id unique per attempt). */
  | { type: "email-send"; messages: { id: string; attempts: number }[] }
  /**
   * Try these published rows' first comments again at `at` (lib/publishing/comment-retry.ts). `dedupe`: one
   * event per row and due time (the pipeline and a retry ask once; the sweep asks again without it).
   */
  | { type: "comment-retry"; comments: { postId: string; at: string }[]; dedupe: boolean };

export type JobType = Job["type"];
export type JobOf<T extends JobType> = Extract<Job, { type: T }>;

/** What the in-process runner of each job type answers (lib/jobs/in-process.ts). */
export interface InProcessResults {
  publish: void;
  "metrics-refresh": RefreshReport | undefined;
  /** undefined when today's rollup has already run (or is running) in this process. */
  "metrics-rollup": RollupReport | undefined;
  "webhook-delivery": void;
  "email-send": void;
  "comment-retry": void;
}

/** What one metrics refresh did (lib/analytics/refresh-metrics.ts). Declared here, with the job that answers it,
 *  so lib/jobs never imports lib/analytics back. */
export interface RefreshReport {
  due: number;
  refreshed: number;
  failed: number;
  /** Not asked this run: the network rate-limited us, or no adapter can read it yet. */
  deferred: number;
  skipped: number;
  /** Networks that rate-limited this run, with the time they said to come back. */
  rateLimited: Record<string, string>;
  /** Networks whose monthly read budget is spent: their rows wait for next month. */
  budgetSpent: string[];
}

/** What one snapshot rollup did (lib/analytics/rollup-snapshots.ts); declared here for the same reason. */
export interface RollupReport {
  posts: number;
  deleted: number;
  ms: number;
}
