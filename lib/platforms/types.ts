// The one interface every network implements (lib/platforms/<network>/adapter.ts) and the publishing
// pipeline (lib/publishing/) calls. Adapters do HTTP and mapping only: no database, no env reads beyond
// their base URL, no retries of their own around the irreversible call.
//
// ── How a row is published ────────────────────────────────────────────────────────────────────────────
// The pipeline owns the row (lib/publishing/publish-row.ts). For each queued row it:
//
//  1. resolves the content (lib/publishing/resolve-content.ts): caption or platformCaptions[p], hashtags
//     appended the network's way, options = platformOptions[p], media, decrypted credentials → PublishInput.
//  2. validate(input) → Problem[]. Any problem fails the row at once, all problems in one error text.
//     Pure and synchronous, so the composer and a dry run show every problem too.
//  3. prepare(ctx) → { state }. Uploads media, creates containers / upload sessions / inbox drafts: work that
//     creates nothing public, so it is safe to repeat. The returned state (container ids, media ids, upload
//     session URIs, a pre-chosen rkey …) is stored in Post.publishState at the latest with the armed marker,
//     before publish() (an Inngest step stores it as the step ends; a crash before the arm repeats prepare),
//     and handed back in ctx.state on every later call, including after a retry or crash. prepare() should use
//     ctx.state to resume instead of starting over (e.g. don't create a second container if state.containerId
//     is set).
//  4. poll(ctx) → ready | pending(checkAfterMs). Read-only: "is the container FINISHED?", "has the upload been
//     processed?". The pipeline waits (step.sleep on Inngest, a rescheduled attempt in the worker) and calls
//     again. Networks with nothing to wait for return { status: "ready" } at once.
//  5. publish(ctx) → { item, more }. THE irreversible call (media_publish, POST /2/tweets, createRecord …),
//     made at most once per item. Before calling it the pipeline stores an "armed" marker for item
//     ctx.items.length; after it returns, the item and any new state. A post of several public items (a Threads
//     reply chain, a Telegram media group sent in parts) publishes one item per call: return more: true and
//     the pipeline stores the item and calls publish() again for the next one (ctx.items holds those done).
//  6. findExisting(ctx) is called instead of publish() when an earlier call was armed but its outcome is not
//     known (the process died, the request timed out, a 5xx that may have been applied). It must answer from
//     the network, read-only: found (with the item), absent (safe to publish), or unknown. The pipeline
//     publishes again only after "absent"; "unknown" fails the row with an error saying the outcome could not
//     be confirmed — never a blind retry. Make it answerable by choosing identities up front in prepare():
//     a Bluesky rkey (putRecord with swapRecord null), a Mastodon Idempotency-Key, an Instagram/Threads
//     container whose status_code turns PUBLISHED, a TikTok publish_id whose status you can fetch.
//  7. The pipeline records one PlatformResult per item and the row's final status: published,
//     partial_published (some items published, a later one failed for good) or failed.
//
// Errors: throw the classes in ./errors.ts from any phase. auth_expired makes the pipeline call
// refreshToken(account) once and retry the phase with the new credentials; if the refresh fails for good the
// account is marked requires_reauth and the row fails with "reconnect the account". A retryable error never
// marks an account for reauth. Messages are prefixed with the network id by the pipeline.
//
// Metrics: fetchMetrics(ref) maps the network's insights onto the eight counters, null where it has none.
import type { PlatformId } from "./ids";

export type { PlatformId } from "./ids";
import type { CheckRuleFacts } from "./check-rules";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One thing wrong with a post for a network. `field` uses the request's names: `caption`, `mediaUrls[2]`,
 *  `platformOptions.youtube.title`. `message` is for a person, without the network prefix: "title is required". */
/**
 * What kind of rule a check Problem breaks: a closed set, for programs (the composer, API clients) to decide by,
 * where `message` is words for people. Never renamed once published (docs/api-v1.md, "Problem kinds").
 */
export const PROBLEM_KINDS = {
  required: "Something needed is missing: a caption or media, a required option, an account",
  too_long: "A text or value is over its length limit",
  too_many: "More items than allowed: media, hashtags, thread parts, tags",
  unsupported: "The network does not take this here: a media kind, a post type, a first comment, a mix",
  invalid: "A value has the wrong type, format or is not one of the allowed values",
  account: "The mapped account cannot publish: unknown, of another network, disconnected, or to be reconnected",
  schedule: "The time is missing or not in the future",
  advice: "Not a rule: something worth fixing, such as an image without alt text (warnings only)",
} as const;
export type ProblemKind = keyof typeof PROBLEM_KINDS;

export interface Problem {
  field: string;
  message: string;
  kind: ProblemKind;
  /** For a shared rule (check-rules.ts): which one, with its numbers, for the web app's words. Never sent out. */
  rule?: CheckRuleFacts;
}

export type PostTypeName = "post" | "reel" | "story";
export type MediaKind = "image" | "video";

export interface ResolvedMedia {
  /** Public URL the network (or the adapter) downloads from. */
  url: string;
  kind: MediaKind;
  /** Alt text when the options carry one (instagram.altText, threads.altText). */
  altText?: string;
}

/** What an adapter publishes: the post as resolved for one network (lib/publishing/resolve-content.ts). */
export interface PublishInput {
  /** Our row id: stable across retries, usable as an idempotency key. */
  postId: string;
  platform: PlatformId;
  postType: PostTypeName;
  /** Post.title (networks that take a separate title read their option, e.g. options.title for YouTube). */
  title: string | null;
  /** platformCaptions[platform] ?? caption, with hashtags appended the network's way, cut where the contract
   *  says (YouTube description at 5000). This is the text to send. */
  text: string;
  /** The hashtags without "#", for adapters that also send them as a field (YouTube tags, facets). */
  hashtags: string[];
  media: ResolvedMedia[];
  mediaType: MediaKind | null;
  /** platformOptions[platform] as stored (unknown keys kept); each adapter parses its own with zod. */
  options: Record<string, unknown>;
  /** Public base URL of Postlane's own media storage (the contract's {cdn_url}); TikTok photos must start with it. */
  cdnBaseUrl: string;
  /** platformOptions.sandbox: read only by the sandbox publisher to steer outcomes. */
  sandbox?: Record<string, unknown>;
}

/** The connected account as an adapter sees it: decrypted credentials, non-secret settings. */
export interface AccountContext {
  id: string;
  platform: PlatformId;
  platformAccountId: string;
  platformUsername: string;
  /** Mastodon instance URL, Telegram chat id, Discord channel or webhook, Facebook page id … */
  settings: Record<string, unknown>;
  credentials: AccountCredentials;
  /** The OAuth scopes the person granted, when the network said (adapters read only what they allow). */
  grantedScopes?: string[];
}

export interface AccountCredentials {
  accessToken: string | null;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** Adapter-owned intermediate ids (container id, upload session URI, media ids, rkey, idempotency key …).
 *  Persisted by the pipeline as JSON; keep it small and JSON-safe. */
export type AdapterState = { [key: string]: JsonValue };

/** One public object created by publish(): the post, or one item of a chain / media group. */
export interface PublishedItem {
  remotePostId: string;
  /** The intermediate object it came from (container, publish_id, upload session, media id) when there is one. */
  remotePublishId?: string | null;
  remotePermalink?: string | null;
}

export interface PhaseContext {
  input: PublishInput;
  account: AccountContext;
  /** State returned by earlier phases of this row (across retries and crashes); {} at first. */
  state: AdapterState;
  /** Items already published for this row, in order (multi-item posts). */
  items: PublishedItem[];
  /** 1 for the first attempt at this row, then 2, 3 … (the sandbox uses it to "fail N times"). */
  attempt: number;
  /** Aborts when the pipeline's per-call time bound passes; pass it to fetch. */
  signal: AbortSignal;
}

export interface PrepareResult {
  /** Merged into the stored state (shallow) before anything else runs. */
  state?: AdapterState;
}

export type PollResult = { status: "ready"; state?: AdapterState } | { status: "pending"; checkAfterMs: number; state?: AdapterState };

export interface PublishCallResult {
  item: PublishedItem;
  /** True when more items follow (publish() is called again with this item in ctx.items). */
  more: boolean;
  state?: AdapterState;
}

export type FindExistingResult =
  { status: "found"; item: PublishedItem; more: boolean; state?: AdapterState } | { status: "absent" } | { status: "unknown"; reason: string };

/** What fetchMetrics() is given: the stored result of a published row. */
export interface PublishedRef {
  postId: string;
  remotePostId: string;
  remotePublishId: string | null;
  remotePermalink: string | null;
  publishedAt: Date | null;
  /** Every item of a multi-item post (the first is remotePostId). */
  items: PublishedItem[];
  state: AdapterState;
}

/** The eight counters of the analytics contract; null where the network has no such figure. */
export interface PostMetrics {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  reach: number | null;
  saves: number | null;
  impressions: number | null;
  reposts: number | null;
}

/** What fetchMetrics() answers: the counters, and what the network would not give while the rest was read (a
 *  refused metric, figures not available for this account), stored with the snapshot instead of swallowed. */
export type MeasuredMetrics = PostMetrics & { notes?: string[] };

export interface RefreshedCredentials {
  accessToken: string;
  /** Omit (or null) when the network did not issue a new one: the stored refresh token is kept, never blanked. */
  refreshToken?: string | null;
  expiresAt?: Date | null;
  /** When the refresh token runs out, if the network said (TikTok, LinkedIn, Pinterest). Omitted: the stored
   *  expiry is kept when the refresh token was kept, and forgotten when a new refresh token came without one. */
  refreshExpiresAt?: Date | null;
}

/** What a first comment is given: the row's context (ctx.items holds the published post) and the comment. */
export interface CommentContext extends PhaseContext {
  comment: {
    /** platformOptions.<network>.firstComment, trimmed. */
    text: string;
    /** Stable for this row's comment across retries and crashes: usable as an idempotency key or a record key. */
    key: string;
    /** When the comment was first armed (ISO): finders may limit their search to what came after. */
    armedAt: string;
    /** platformOptions.<network>.firstCommentMedia: images to send with it (first-comment-media.ts); [] for none. */
    media: ResolvedMedia[];
  };
}

export type FindCommentResult = { status: "found"; item: PublishedItem } | { status: "absent" } | { status: "unknown"; reason: string };

/**
 * The first comment (lib/publishing/post-first-comment.ts): posted once the post is out, as a comment on or a
 * reply to ctx.items[0]. The same discipline as the post: the pipeline stores an armed marker before
 * publish(), and after a crash asks findExisting() (read-only) before posting again.
 */
export interface FirstCommentSupport {
  publish(ctx: CommentContext): Promise<PublishedItem>;
  findExisting(ctx: CommentContext): Promise<FindCommentResult>;
}

export interface PlatformAdapter {
  readonly platform: PlatformId;
  /** Every problem at once, in the network's own counting (graphemes, weighted characters, bytes). Pure. */
  validate(input: PublishInput): Problem[];
  /** Safe to repeat: uploads, containers, sessions. Resume from ctx.state. */
  prepare(ctx: PhaseContext): Promise<PrepareResult>;
  /** Read-only readiness check. */
  poll(ctx: PhaseContext): Promise<PollResult>;
  /** The irreversible call for item ctx.items.length; called at most once per item. */
  publish(ctx: PhaseContext): Promise<PublishCallResult>;
  /** Read-only: did the armed publish of item ctx.items.length happen? */
  findExisting(ctx: PhaseContext): Promise<FindExistingResult>;
  fetchMetrics(ref: PublishedRef, account: AccountContext, signal: AbortSignal): Promise<MeasuredMetrics>;
  /** Networks with refreshable tokens. Throw PlatformAuthExpiredError when the grant is gone for good
   *  (invalid_grant), PlatformRetryableError for a blip. */
  refreshToken?(account: AccountContext, signal: AbortSignal): Promise<RefreshedCredentials>;
  /** Networks whose API can comment on or reply to one's own post (first-comment.ts lists the others and why). */
  firstComment?: FirstCommentSupport;
}

export const EMPTY_METRICS: PostMetrics = {
  views: null,
  likes: null,
  comments: null,
  shares: null,
  reach: null,
  saves: null,
  impressions: null,
  reposts: null,
};
