// A stand-in for X's API v2 (api.x.com and the x.com authorize page) speaking its real paths and shapes:
// OAuth 2.0 with PKCE, chunked media upload (initialize / append in order / finalize / STATUS), POST /2/tweets,
// the user timeline and public metrics, with X's problem-details errors and rate-limit headers. Replies (a thread):
// POST /2/tweets takes `reply.in_reply_to_tweet_id`, which must name a tweet that exists
// (https://docs.x.com/x-api/posts/create-post); each tweet records the one it replies to, and the timeline gives
// it back as referenced_tweets `replied_to` when tweet.fields asks, and honours exclude=replies.
//
// Fidelity facts this stand-in enforces (stricter than X where it can be):
// - every endpoint checks the token's OAuth 2.0 scopes against the list on its docs.x.com page (X_ENDPOINT_SCOPES
//   below: https://docs.x.com/x-api/users/get-my-user, /x-api/posts/create-post, /x-api/posts/get-post-by-id,
//   /x-api/users/get-posts, /x-api/media/initialize-media-upload, /append-media-upload, /finalize-media-upload,
//   /get-media-upload-status, /create-media-metadata); a token without one is a 403 problem-details "Forbidden" (the body X sends for a
//   user token short of a scope; its wording is not documented);
// - access tokens live 2 hours, and a refresh token is issued only when offline.access was granted
//   (https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code); a used refresh token is
//   refused (rotation, as X does in practice; X does not document it);
// - tweet.fields / user.fields are allow-listed, private metrics need the author and a Post < 30 days old, and a
//   Post carries only its default fields unless asked (twitter/fields.ts);
// - ids (users, Posts, media) are strings of 1–19 digits, never numbers (pattern ^[0-9]{1,19}$ on each id
//   in the endpoint pages above); GET /2/users/{id}/tweets takes max_results 5–100 (get-posts page).
import crypto from "node:crypto";
import { twitterOAuth } from "@/lib/platforms/twitter/oauth";
import { FakeHttpServer, FakeOAuthProvider, type FakeRequest, type FakeResponse, type ScopeRule } from "./oauth-server";
import { notAuthorizedForField, PRIVATE_METRICS, PRIVATE_METRICS_WINDOW_MS, requestedFields, TWEET_FIELDS, USER_FIELDS } from "./twitter/fields";

export const TWITTER_CLIENT = { clientId: "x-client-id", clientSecret: "x-client-secret" };

interface Upload {
  id: string;
  mediaKey: string;
  userId: string;
  totalBytes: number;
  mediaType: string;
  category: string;
  segments: Buffer[];
  state: "uploading" | "processing" | "succeeded" | "failed";
  /** STATUS calls left before a video finishes processing. */
  statusChecksLeft: number;
  /** metadata.alt_text.text set by POST /2/media/metadata. */
  altText?: string;
}

interface Tweet {
  id: string;
  userId: string;
  text: string;
  mediaKeys: string[];
  createdAt: Date;
  /** The tweet this one replies to (reply.in_reply_to_tweet_id), null for a post that starts a conversation. */
  inReplyTo: string | null;
  /** The first tweet of the conversation (X's conversation_id): itself, or its parent's. */
  conversationId: string;
}

/** Each endpoint's OAuth 2.0 scopes, all required, as its docs.x.com page lists them. */
export const X_ENDPOINT_SCOPES = {
  "GET /2/users/me": { all: ["tweet.read", "users.read"] },
  "POST /2/media/upload/initialize": { all: ["media.write"] },
  "POST /2/media/upload/{id}/append": { all: ["media.write"] },
  "POST /2/media/upload/{id}/finalize": { all: ["media.write"] },
  "GET /2/media/upload": { all: ["media.write"] },
  "POST /2/media/metadata": { all: ["media.write"] },
  "POST /2/tweets": { all: ["tweet.read", "tweet.write", "users.read"] },
  "GET /2/users/{id}/tweets": { all: ["tweet.read", "users.read"] },
  "GET /2/tweets/{id}": { all: ["tweet.read", "users.read"] },
} satisfies Record<string, ScopeRule>;
type Endpoint = keyof typeof X_ENDPOINT_SCOPES;
type XUser = { id: string; username: string; name: string };

const problem = (status: number, title: string, detail: string, type = "about:blank"): FakeResponse => ({
  status,
  headers: { "content-type": "application/problem+json" },
  body: { title, detail, type, status },
});

export class FakeTwitterServer extends FakeHttpServer {
  readonly oauth = new FakeOAuthProvider({
    ...TWITTER_CLIENT,
    clientAuth: "basic",
    requirePkce: true,
    accessTokenTtlSeconds: 7200,
    refreshTokenScope: "offline.access",
  });
  readonly users = new Map<string, { id: string; username: string; name: string }>([
    ["user-1", { id: "2244994945", username: "postlane_dev", name: "Postlane Dev" }],
  ]);
  readonly uploads = new Map<string, Upload>();
  readonly tweets: Tweet[] = [];
  /** How many STATUS checks a video needs before it is processed. */
  videoProcessingChecks = 1;
  /** Make the next processed video fail (invalid media). */
  failNextVideoProcessing = false;

  constructor() {
    super("X");
    this.route("GET", /^\/i\/oauth2\/authorize$/, this.oauth.authorize)
      .route("POST", /^\/2\/oauth2\/token$/, this.oauth.token)
      .route("GET", /^\/2\/users\/me$/, (req) => this.authed(req, "GET /2/users/me", (user) => this.me(req, user)))
      .route("POST", /^\/2\/media\/upload\/initialize$/, (req) => this.authed(req, "POST /2/media/upload/initialize", (user) => this.initialize(req, user.id)))
      .route("POST", /^\/2\/media\/upload\/(\d+)\/append$/, (req, [id]) => this.authed(req, "POST /2/media/upload/{id}/append", () => this.append(req, id)))
      .route("POST", /^\/2\/media\/upload\/(\d+)\/finalize$/, (req, [id]) => this.authed(req, "POST /2/media/upload/{id}/finalize", () => this.finalize(id)))
      .route("GET", /^\/2\/media\/upload$/, (req) => this.authed(req, "GET /2/media/upload", () => this.status(req)))
      .route("POST", /^\/2\/media\/metadata$/, (req) => this.authed(req, "POST /2/media/metadata", (user) => this.metadata(req, user.id)))
      .route("POST", /^\/2\/tweets$/, (req) => this.authed(req, "POST /2/tweets", (user) => this.createTweet(req, user.id)))
      .route("GET", /^\/2\/users\/(\d+)\/tweets$/, (req, [id]) => this.authed(req, "GET /2/users/{id}/tweets", () => this.timeline(req, id)))
      .route("GET", /^\/2\/tweets\/(\d+)$/, (req, [id]) => this.authed(req, "GET /2/tweets/{id}", (user) => this.lookup(req, id, user)));
  }

  /** A 429 for the next request to `path`, with X's headers. */
  rateLimit(path: RegExp, resetInSeconds = 900): Date {
    const reset = Math.floor(Date.now() / 1000) + resetInSeconds;
    this.fail({
      path,
      respond: {
        ...problem(429, "Too Many Requests", "Too Many Requests"),
        headers: {
          "content-type": "application/problem+json",
          "x-rate-limit-limit": "100",
          "x-rate-limit-remaining": "0",
          "x-rate-limit-reset": String(reset),
        },
      },
    });
    return new Date(reset * 1000);
  }

  /** Tokens as our connect flow gets them: the scopes it asks X for (or `scopes`), without the browser steps. */
  tokensFor(userKey = "user-1", scopes: readonly string[] = twitterOAuth.scopes) {
    return this.oauth.issueTokens(userKey, scopes.join(" "));
  }

  private authed(req: FakeRequest, endpoint: Endpoint, handler: (user: XUser) => FakeResponse | Promise<FakeResponse>): FakeResponse | Promise<FakeResponse> {
    const result = this.oauth.authorizeRequest(req, X_ENDPOINT_SCOPES[endpoint]);
    if (result === "missing" || result === "expired") return problem(401, "Unauthorized", "Unauthorized");
    if ("lacking" in result) return problem(403, "Forbidden", "Forbidden");
    const user = this.users.get(result.userId);
    if (!user) return problem(401, "Unauthorized", "Unauthorized");
    return handler(user);
  }

  private me(req: FakeRequest, user: XUser): FakeResponse {
    const fields = requestedFields(req, "user.fields", USER_FIELDS);
    if (!Array.isArray(fields)) return fields;
    const data: Record<string, unknown> = { id: user.id, name: user.name, username: user.username };
    if (fields.includes("profile_image_url")) data.profile_image_url = "https://pbs.example/x.png";
    return { status: 200, body: { data } };
  }

  private initialize(req: FakeRequest, userId: string): FakeResponse {
    if (!String(req.headers["content-type"]).startsWith("application/json")) return problem(400, "Invalid Request", "content-type must be application/json");
    const body = (req.json ?? {}) as { media_type?: string; total_bytes?: number; media_category?: string };
    if (!body.media_type || !body.total_bytes || !body.media_category) {
      return problem(400, "Invalid Request", "One or more parameters to your request was invalid.", "https://api.twitter.com/2/problems/invalid-request");
    }
    const isVideo = body.media_type.startsWith("video/");
    if (isVideo !== (body.media_category === "tweet_video" || body.media_category === "amplify_video")) {
      return problem(400, "Invalid Request", `media_category ${body.media_category} does not match ${body.media_type}`);
    }
    const id = String(1_880_000_000_000_000_000n + BigInt(this.uploads.size + 1));
    const upload: Upload = {
      id,
      mediaKey: `${isVideo ? 7 : 3}_${id}`,
      userId,
      totalBytes: body.total_bytes,
      mediaType: body.media_type,
      category: body.media_category,
      segments: [],
      state: "uploading",
      statusChecksLeft: this.videoProcessingChecks,
    };
    this.uploads.set(id, upload);
    return { status: 200, body: { data: { id, media_key: upload.mediaKey, expires_after_secs: 86400 } } };
  }

  private async append(req: FakeRequest, id: string): Promise<FakeResponse> {
    const upload = this.uploads.get(id);
    if (!upload || upload.state !== "uploading") return problem(400, "Invalid Request", "media_id is not in an uploadable state");
    if (!req.form) return problem(400, "Invalid Request", "append must be multipart/form-data");
    const segmentIndex = Number(req.form.get("segment_index"));
    const media = req.form.get("media");
    if (!(media instanceof Blob)) return problem(400, "Invalid Request", "media is required");
    if (segmentIndex !== upload.segments.length)
      return problem(400, "Invalid Request", `segment_index ${segmentIndex} out of order; expected ${upload.segments.length}`);
    upload.segments.push(Buffer.from(await media.arrayBuffer()));
    return { status: 204 };
  }

  private finalize(id: string): FakeResponse {
    const upload = this.uploads.get(id);
    if (!upload || upload.state !== "uploading") return problem(400, "Invalid Request", "media_id is not finalizable");
    const received = upload.segments.reduce((n, s) => n + s.length, 0);
    if (received !== upload.totalBytes) return problem(400, "Invalid Request", `File size mismatch: received ${received} of ${upload.totalBytes} bytes`);
    const isVideo = upload.mediaType.startsWith("video/");
    upload.state = isVideo ? "processing" : "succeeded";
    const data: Record<string, unknown> = { id, media_key: upload.mediaKey, size: upload.totalBytes, expires_after_secs: 86400 };
    if (isVideo) data.processing_info = { state: "pending", check_after_secs: 1 };
    return { status: 200, body: { data } };
  }

  /** The alt text set on an uploaded medium, if any (tests read what X would show a screen reader). */
  altTextOf(mediaKey: string): string | undefined {
    return [...this.uploads.values()].find((u) => u.mediaKey === mediaKey)?.altText;
  }

  // POST /2/media/metadata { id, metadata: { alt_text: { text } } } (https://docs.x.com/x-api/media/create-media-metadata):
  // alt text is for images and GIFs only, at most 1,000 characters
  // (https://developer.x.com/en/docs/x-api/v1/media/upload-media/api-reference/post-media-metadata-create).
  private metadata(req: FakeRequest, userId: string): FakeResponse {
    if (!String(req.headers["content-type"]).startsWith("application/json")) return problem(400, "Invalid Request", "content-type must be application/json");
    const body = (req.json ?? {}) as { id?: unknown; metadata?: { alt_text?: { text?: unknown } } };
    const upload = typeof body.id === "string" ? this.uploads.get(body.id) : undefined;
    if (!upload || upload.userId !== userId) return problem(400, "Invalid Request", "The `id` query parameter value [media id] is not valid.");
    const text = body.metadata?.alt_text?.text;
    if (typeof text !== "string") return problem(400, "Invalid Request", "metadata.alt_text.text is required");
    if ([...text].length > 1000) return problem(400, "Invalid Request", "metadata.alt_text.text must be at most 1000 characters");
    if (upload.mediaType.startsWith("video/")) return problem(400, "Invalid Request", "alt text is supported for images and GIFs only");
    upload.altText = text;
    return { status: 200, body: { data: { id: upload.id, associated_metadata: { alt_text: { text } } } } };
  }

  private status(req: FakeRequest): FakeResponse {
    if (req.query.get("command") !== "STATUS") return problem(400, "Invalid Request", "command must be STATUS");
    const upload = this.uploads.get(req.query.get("media_id") ?? "");
    if (!upload) return problem(400, "Invalid Request", "media_id not found");
    if (upload.state === "processing") {
      if (upload.statusChecksLeft > 0) {
        upload.statusChecksLeft--;
        return {
          status: 200,
          body: { data: { id: upload.id, media_key: upload.mediaKey, processing_info: { state: "in_progress", check_after_secs: 1, progress_percent: 50 } } },
        };
      }
      if (this.failNextVideoProcessing) {
        this.failNextVideoProcessing = false;
        upload.state = "failed";
      } else upload.state = "succeeded";
    }
    const info =
      upload.state === "failed"
        ? {
            state: "failed",
            progress_percent: 100,
            error: { code: 1, name: "InvalidMedia", message: "Invalid or Unsupported media, Reason: UnsupportedMedia." },
          }
        : { state: "succeeded", progress_percent: 100 };
    return { status: 200, body: { data: { id: upload.id, media_key: upload.mediaKey, processing_info: info } } };
  }

  private createTweet(req: FakeRequest, userId: string): FakeResponse {
    const body = (req.json ?? {}) as { text?: string; media?: { media_ids?: string[] }; reply?: { in_reply_to_tweet_id?: unknown } };
    const text = body.text ?? "";
    const mediaIds = body.media?.media_ids ?? [];
    if (text === "" && mediaIds.length === 0) return problem(400, "Invalid Request", "One or more parameters to your request was invalid.");
    if ([...text].length > 280) return problem(400, "Invalid Request", "Your Tweet text is too long.");
    const mediaKeys: string[] = [];
    for (const id of mediaIds) {
      const upload = this.uploads.get(id);
      if (!upload || upload.userId !== userId) return problem(400, "Invalid Request", `Your media IDs are invalid.`);
      if (upload.state !== "succeeded") return problem(400, "Invalid Request", "Your media ID is not ready: processing is not complete");
      mediaKeys.push(upload.mediaKey);
    }
    let parent: Tweet | undefined;
    if (body.reply !== undefined) {
      // reply.in_reply_to_tweet_id is a tweet id (digits); one that is not is a 400, one that names no visible
      // tweet a 403 (X's answer for a deleted or unknown parent).
      const parentId = body.reply?.in_reply_to_tweet_id;
      if (typeof parentId !== "string" || !/^\d{1,19}$/.test(parentId)) {
        return problem(
          400,
          "Invalid Request",
          `The \`reply.in_reply_to_tweet_id\` query parameter value [${String(parentId)}] is not valid`,
          "https://api.twitter.com/2/problems/invalid-request",
        );
      }
      parent = this.tweets.find((t) => t.id === parentId);
      if (!parent) return problem(403, "Forbidden", "You attempted to reply to a Tweet that is deleted or not visible to you.");
    }
    if (this.tweets.some((t) => t.userId === userId && t.text === text && text !== "" && mediaKeys.length === 0)) {
      return problem(403, "Forbidden", "You are not allowed to create a Tweet with duplicate content.");
    }
    const id = String(1_900_000_000_000_000_000n + BigInt(this.tweets.length + 1));
    this.tweets.push({ id, userId, text, mediaKeys, createdAt: new Date(), inReplyTo: parent?.id ?? null, conversationId: parent?.conversationId ?? id });
    return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
  }

  private timeline(req: FakeRequest, accountId: string): FakeResponse {
    const user = [...this.users.entries()].find(([, u]) => u.id === accountId);
    if (!user) return problem(404, "Not Found Error", "Could not find user");
    const since = req.query.get("start_time") ? new Date(req.query.get("start_time") ?? "") : new Date(0);
    const exclude = (req.query.get("exclude") ?? "").split(",");
    const fields = requestedFields(req, "tweet.fields", TWEET_FIELDS);
    if (!Array.isArray(fields)) return fields;
    const max = Number(req.query.get("max_results") ?? 10);
    if (!Number.isInteger(max) || max < 5 || max > 100)
      return problem(400, "Invalid Request", "The `max_results` query parameter value is not between 5 and 100");
    const tweets = this.tweets
      .filter((t) => t.userId === user[1].id && t.createdAt >= since && !(exclude.includes("replies") && t.inReplyTo))
      .reverse()
      .slice(0, max)
      // X echoes text with entities escaped and links shortened.
      .map((t) => ({
        id: t.id,
        text: t.text.replace(/&/g, "&amp;").replace(/https?:\/\/\S+/g, () => `https://t.co/${crypto.randomBytes(5).toString("hex")}`),
        created_at: t.createdAt.toISOString(),
        ...(t.mediaKeys.length > 0 ? { attachments: { media_keys: t.mediaKeys } } : {}),
        ...(fields.includes("referenced_tweets") && t.inReplyTo ? { referenced_tweets: [{ type: "replied_to", id: t.inReplyTo }] } : {}),
        ...(fields.includes("conversation_id") ? { conversation_id: t.conversationId } : {}),
      }));
    return { status: 200, body: tweets.length > 0 ? { data: tweets, meta: { result_count: tweets.length } } : { meta: { result_count: 0 } } };
  }

  private lookup(req: FakeRequest, id: string, user: XUser): FakeResponse {
    const fields = requestedFields(req, "tweet.fields", TWEET_FIELDS);
    if (!Array.isArray(fields)) return fields;
    const tweet = this.tweets.find((t) => t.id === id);
    if (!tweet)
      return {
        status: 200,
        body: {
          errors: [
            {
              value: id,
              detail: `Could not find tweet with id: [${id}].`,
              title: "Not Found Error",
              type: "https://api.twitter.com/2/problems/resource-not-found",
            },
          ],
        },
      };
    const data: Record<string, unknown> = { id, text: tweet.text, edit_history_tweet_ids: [id] };
    if (fields.includes("created_at")) data.created_at = tweet.createdAt.toISOString();
    if (fields.includes("author_id")) data.author_id = tweet.userId;
    if (fields.includes("conversation_id")) data.conversation_id = tweet.conversationId;
    if (fields.includes("public_metrics"))
      data.public_metrics = { retweet_count: 2, reply_count: 3, like_count: 10, quote_count: 1, bookmark_count: 4, impression_count: 321 };
    // Private metrics: the author's own Post, younger than 30 days; else the field is left out with an error.
    const errors = [];
    const mayReadPrivate = tweet.userId === user.id && Date.now() - tweet.createdAt.getTime() < PRIVATE_METRICS_WINDOW_MS;
    for (const field of PRIVATE_METRICS.filter((f) => fields.includes(f))) {
      if (!mayReadPrivate) errors.push(notAuthorizedForField(id, field));
      else if (field === "non_public_metrics") data[field] = { impression_count: 321, url_link_clicks: 5, user_profile_clicks: 2 };
      else data[field] = { impression_count: 321, like_count: 10, reply_count: 3, retweet_count: 2, url_link_clicks: 5, user_profile_clicks: 2 };
    }
    return { status: 200, body: errors.length > 0 ? { data, errors } : { data } };
  }
}
