// A stand-in for TikTok's open API with its real paths and envelope ({ data, error: { code, message, log_id } }):
// Login Kit (client_key, comma scopes), user info, creator_info, video init (direct and inbox) with FILE_UPLOAD
// chunk rules, the upload host's Content-Range PUTs, photo init with PULL_FROM_URL from a verified prefix,
// status fetch through moderation, and video query.
//
// Fidelity facts this stand-in enforces (stricter than TikTok where it can be):
// - publicaly_available_post_id is list<int64>: sent as JSON numbers beyond 2^53
//   (https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status)
// - chunk PUTs carry Content-Type video/mp4, video/quicktime or video/webm, the same for every chunk, and an
//   exact Content-Range; chunks of 5–64 MB, the remainder folded into the last
//   (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide)
// - access tokens expire after 2 hours and refresh tokens 180 days after the consent, kept across rotations
//   (refresh_expires_in is "the remaining lifetime"); a used refresh token stops working once a new one is
//   issued, and an expired or used one is invalid_grant
//   (https://developers.tiktok.com/docs/en/oauth-user-access-token-management and
//   https://developers.tiktok.com/docs/en/oauth-refresh-a-user-access-token, updated November 2026; the older
//   https://developers.tiktok.com/doc/oauth-user-access-token-management says 24 h / 365 days: the stricter
//   figures are used)
// - every endpoint checks the token's scopes against its reference page (TIKTOK_ENDPOINT_SCOPES below:
//   /doc/tiktok-api-v2-get-user-info user.info.basic, /doc/content-posting-api-reference-query-creator-info and
//   /doc/content-posting-api-reference-direct-post video.publish, /doc/content-posting-api-reference-upload-video
//   video.upload, /doc/content-posting-api-reference-photo-post video.publish for DIRECT_POST and video.upload
//   for MEDIA_UPLOAD, /doc/content-posting-api-reference-get-video-status video.upload or video.publish,
//   /doc/tiktok-api-v2-video-query video.list); short of one it is 401 scope_not_authorized
//   (https://developers.tiktok.com/doc/tiktok-api-v2-error-handling); the consent page may grant fewer scopes
//   than asked (`oauth.grantedScopes`: "Users can grant or deny the requested scopes or any subset of them",
//   https://developers.tiktok.com/doc/scopes-overview/)
// - user info and video query fields are allow-listed, user fields need their own scope (tiktok/fields.ts)
import crypto from "node:crypto";
import { LosslessNumber, stringify as stringifyLossless } from "lossless-json";
import { tiktokOAuth } from "@/lib/platforms/tiktok/oauth";
import { FakeHttpServer, FakeOAuthProvider, type FakeRequest, type FakeResponse, type ScopeRule } from "./oauth-server";
import { fieldsParam, pick, USER_FIELD_SCOPES, VIDEO_FIELDS } from "./tiktok/fields";

export const TIKTOK_CLIENT = { clientId: "tt-client-key", clientSecret: "tt-client-secret" };
export const OPEN_ID = "-000OPENID0000abc";
const MB = 1024 * 1024;
export const ACCESS_TTL_S = 2 * 3600;
export const REFRESH_TTL_S = 180 * 86_400;

/** Each endpoint's scopes as its reference page names them (content/init: by post_mode). */
export const TIKTOK_ENDPOINT_SCOPES = {
  "GET /v2/user/info/": { all: ["user.info.basic"] },
  "POST /v2/post/publish/creator_info/query/": { all: ["video.publish"] },
  "POST /v2/post/publish/video/init/": { all: ["video.publish"] },
  "POST /v2/post/publish/inbox/video/init/": { all: ["video.upload"] },
  "POST /v2/post/publish/content/init/ DIRECT_POST": { all: ["video.publish"] },
  "POST /v2/post/publish/content/init/ MEDIA_UPLOAD": { all: ["video.upload"] },
  "POST /v2/post/publish/status/fetch/": { anyOf: ["video.upload", "video.publish"] },
  "POST /v2/video/query/": { all: ["video.list"] },
} satisfies Record<string, ScopeRule>;
type Endpoint = keyof typeof TIKTOK_ENDPOINT_SCOPES;
const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"];

// Serialised here (lossless-json) so int64 numbers go out as written, digits intact.
const envelope = (data: unknown, status = 200, code = "ok", message = ""): FakeResponse => ({
  status,
  headers: { "content-type": "application/json; charset=UTF-8" },
  body: stringifyLossless({ data, error: { code, message, log_id: crypto.randomBytes(8).toString("hex") } }) ?? "",
});
const ttError = (status: number, code: string, message: string) => envelope({}, status, code, message);

interface Publish {
  id: string;
  kind: "video" | "photo";
  mode: "DIRECT_POST" | "MEDIA_UPLOAD";
  title: string;
  postInfo: Record<string, unknown>;
  size: number;
  chunkSize: number;
  totalChunks: number;
  uploaded: number;
  chunksReceived: number;
  status: "PROCESSING_UPLOAD" | "PROCESSING_DOWNLOAD" | "SEND_TO_USER_INBOX" | "PUBLISH_COMPLETE" | "FAILED";
  moderationChecksLeft: number;
  postId: string | null;
  /** Unix seconds the post went public. */
  createTime: number;
  photoUrls: string[];
  /** The Content-Type the chunks were sent with. */
  contentType?: string;
}

export class FakeTiktokServer extends FakeHttpServer {
  readonly oauth = new FakeOAuthProvider({
    ...TIKTOK_CLIENT,
    clientIdParam: "client_key",
    clientAuth: "body",
    requirePkce: false,
    accessTokenTtlSeconds: ACCESS_TTL_S,
    refreshTokenTtlSeconds: REFRESH_TTL_S,
    refreshTokenExpiryFromConsent: true,
    extraTokenFields: (_user, refreshSecondsLeft) => ({ open_id: OPEN_ID, refresh_expires_in: refreshSecondsLeft }),
  });
  readonly publishes = new Map<string, Publish>();
  privacyLevelOptions = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];
  /** Photo URLs must start with this (the app's verified domain). */
  verifiedUrlPrefix = "";
  /** Status fetches during which a finished upload is still in moderation. */
  moderationChecks = 0;
  private sequence = 0;

  constructor() {
    super("TikTok");
    this.route("GET", /^\/v2\/auth\/authorize\/$/, this.oauth.authorize)
      .route("POST", /^\/v2\/oauth\/token\/$/, this.oauth.token)
      .route("GET", /^\/v2\/user\/info\/$/, (req) => this.authed(req, "GET /v2/user/info/", (scopes) => this.userInfo(req, scopes)))
      .route("POST", /^\/v2\/post\/publish\/creator_info\/query\/$/, (req) =>
        this.authed(req, "POST /v2/post/publish/creator_info/query/", () =>
          envelope({
            creator_avatar_url: "https://p16.example/a.jpeg",
            creator_username: "postlane.studio",
            creator_nickname: "Postlane Studio",
            privacy_level_options: this.privacyLevelOptions,
            comment_disabled: false,
            duet_disabled: false,
            stitch_disabled: true,
            max_video_post_duration_sec: 600,
          }),
        ),
      )
      .route("POST", /^\/v2\/post\/publish\/video\/init\/$/, (req) =>
        this.authed(req, "POST /v2/post/publish/video/init/", () => this.initVideo(req, "DIRECT_POST")),
      )
      .route("POST", /^\/v2\/post\/publish\/inbox\/video\/init\/$/, (req) =>
        this.authed(req, "POST /v2/post/publish/inbox/video/init/", () => this.initVideo(req, "MEDIA_UPLOAD")),
      )
      .route("PUT", /^\/video\/$/, (req) => this.upload(req))
      .route("POST", /^\/v2\/post\/publish\/content\/init\/$/, (req) =>
        this.authed(
          req,
          (req.json as { post_mode?: unknown } | undefined)?.post_mode === "MEDIA_UPLOAD"
            ? "POST /v2/post/publish/content/init/ MEDIA_UPLOAD"
            : "POST /v2/post/publish/content/init/ DIRECT_POST",
          () => this.initPhoto(req),
        ),
      )
      .route("POST", /^\/v2\/post\/publish\/status\/fetch\/$/, (req) => this.authed(req, "POST /v2/post/publish/status/fetch/", () => this.status(req)))
      .route("POST", /^\/v2\/video\/query\/$/, (req) => this.authed(req, "POST /v2/video/query/", () => this.query(req)));
  }

  /** Tokens as our connect flow gets them: the scopes it asks TikTok for (or `scopes`), without the browser steps. */
  tokensFor(userKey = "user-1", scopes: readonly string[] = tiktokOAuth.scopes) {
    return this.oauth.issueTokens(userKey, scopes.join(","));
  }

  rateLimit(path: RegExp): void {
    this.fail({ path, respond: ttError(429, "rate_limit_exceeded", "API rate limit exceeded, please retry later.") });
  }

  private authed(
    req: FakeRequest,
    endpoint: Endpoint,
    handler: (scopes: string[]) => FakeResponse | Promise<FakeResponse>,
  ): FakeResponse | Promise<FakeResponse> {
    const result = this.oauth.authorizeRequest(req, TIKTOK_ENDPOINT_SCOPES[endpoint]);
    if (result === "missing" || result === "expired") return ttError(401, "access_token_invalid", "The access token is invalid or not found in the request.");
    if ("lacking" in result)
      return ttError(
        401,
        "scope_not_authorized",
        "The user did not authorize the scope required for completing this request. Please ask the user to authorize and then retry.",
      );
    if (req.method === "POST" && !String(req.headers["content-type"]).startsWith("application/json"))
      return ttError(400, "invalid_params", "Content-Type must be application/json");
    return handler(result.scopes);
  }

  private userInfo(req: FakeRequest, scopes: string[]): FakeResponse {
    const requested = fieldsParam(req.query, new Set(Object.keys(USER_FIELD_SCOPES)));
    if ("unknown" in requested) return ttError(400, "invalid_params", requested.unknown ? `Invalid field: ${requested.unknown}` : "fields is required");
    const short = requested.fields.filter((f) => !scopes.includes(USER_FIELD_SCOPES[f]));
    if (short.length > 0) return ttError(401, "scope_permission_missed", `Access token is invalid, some fields need additional scopes: ${short.join(",")}`);
    const user = {
      open_id: OPEN_ID,
      union_id: "c9c60f44-a68e-4f5d-84dd-ce22faeb0ba1",
      display_name: "Postlane Studio",
      avatar_url: "https://p16.example/a.jpeg",
      username: "postlane.studio",
      follower_count: 1200,
      following_count: 40,
      likes_count: 9800,
      video_count: 31,
    };
    return envelope({ user: pick(user, requested.fields) });
  }

  private initVideo(req: FakeRequest, mode: Publish["mode"]): FakeResponse {
    const body = (req.json ?? {}) as { post_info?: Record<string, unknown>; source_info?: Record<string, unknown> };
    const postInfo = body.post_info ?? {};
    if (mode === "DIRECT_POST") {
      if (!this.privacyLevelOptions.includes(String(postInfo.privacy_level)))
        return ttError(400, "privacy_level_option_mismatch", "privacy_level is not one of the creator's options");
      if ([...String(postInfo.title ?? "")].length > 2200) return ttError(400, "invalid_params", "title is too long");
    }
    const source = body.source_info ?? {};
    if (source.source !== "FILE_UPLOAD") return ttError(400, "invalid_params", "source must be FILE_UPLOAD for this test server");
    const size = Number(source.video_size);
    const chunkSize = Number(source.chunk_size);
    const total = Number(source.total_chunk_count);
    const chunkOk = size < 5 * MB ? chunkSize === size && total === 1 : chunkSize >= 5 * MB && chunkSize <= 64 * MB && total === Math.floor(size / chunkSize);
    if (!size || !chunkOk) return ttError(400, "invalid_params", "video_size, chunk_size and total_chunk_count are inconsistent");
    const id = `v_pub_file~v2-1.${7300000000 + ++this.sequence}`;
    this.publishes.set(id, {
      id,
      kind: "video",
      mode,
      title: String(postInfo.title ?? ""),
      postInfo,
      size,
      chunkSize,
      totalChunks: total,
      uploaded: 0,
      chunksReceived: 0,
      status: "PROCESSING_UPLOAD",
      moderationChecksLeft: this.moderationChecks,
      postId: null,
      createTime: 0,
      photoUrls: [],
    });
    return envelope({
      publish_id: id,
      upload_url: `${this.url}/video/?upload_id=${encodeURIComponent(id)}&upload_token=${crypto.randomBytes(6).toString("hex")}`,
    });
  }

  private upload(req: FakeRequest): FakeResponse {
    const publish = this.publishes.get(req.query.get("upload_id") ?? "");
    if (!publish || publish.status !== "PROCESSING_UPLOAD") return { status: 404, body: { error: { code: "not_found", message: "upload not found" } } };
    // "Content-Type: video/mp4, video/quicktime or video/webm", the same for every chunk of one upload.
    const type = String(req.headers["content-type"] ?? "");
    if (!VIDEO_TYPES.includes(type) || (publish.contentType && publish.contentType !== type)) {
      return {
        status: 400,
        body: { error: { code: "invalid_params", message: "Content-Type must be video/mp4, video/quicktime or video/webm, the same for every chunk" } },
      };
    }
    publish.contentType = type;
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers["content-range"] ?? ""));
    if (!match) return { status: 400, body: { error: { code: "invalid_params", message: "Content-Range is required" } } };
    const [first, last, total] = match.slice(1).map(Number);
    const index = publish.chunksReceived;
    const expectedFirst = index * publish.chunkSize;
    const expectedLast = index === publish.totalChunks - 1 ? publish.size - 1 : expectedFirst + publish.chunkSize - 1;
    if (total !== publish.size || first !== expectedFirst || last !== expectedLast || req.body.length !== last - first + 1) {
      return { status: 416, body: { error: { code: "invalid_params", message: `expected bytes ${expectedFirst}-${expectedLast}/${publish.size}` } } };
    }
    publish.chunksReceived++;
    publish.uploaded = last + 1;
    if (publish.chunksReceived < publish.totalChunks) return { status: 206 };
    publish.status = publish.mode === "MEDIA_UPLOAD" ? "SEND_TO_USER_INBOX" : "PROCESSING_DOWNLOAD";
    return { status: 201 };
  }

  private initPhoto(req: FakeRequest): FakeResponse {
    const body = (req.json ?? {}) as {
      media_type?: string;
      post_mode?: string;
      post_info?: Record<string, unknown>;
      source_info?: { source?: string; photo_images?: string[] };
    };
    if (body.media_type !== "PHOTO") return ttError(400, "invalid_params", "media_type must be PHOTO");
    const mode = body.post_mode === "MEDIA_UPLOAD" ? "MEDIA_UPLOAD" : body.post_mode === "DIRECT_POST" ? "DIRECT_POST" : null;
    if (!mode) return ttError(400, "invalid_params", "post_mode must be DIRECT_POST or MEDIA_UPLOAD");
    const images = body.source_info?.photo_images ?? [];
    if (body.source_info?.source !== "PULL_FROM_URL" || images.length === 0 || images.length > 35)
      return ttError(400, "invalid_params", "photo_images must hold 1-35 URLs pulled from a URL");
    if (images.some((url) => !url.startsWith(this.verifiedUrlPrefix)))
      return ttError(403, "url_ownership_unverified", "Please review our URL ownership verification rules.");
    const postInfo = body.post_info ?? {};
    if (mode === "DIRECT_POST" && !this.privacyLevelOptions.includes(String(postInfo.privacy_level)))
      return ttError(400, "privacy_level_option_mismatch", "privacy_level is not one of the creator's options");
    const id = `p_pub_url~v2.${7400000000 + ++this.sequence}`;
    this.publishes.set(id, {
      id,
      kind: "photo",
      mode,
      title: String(postInfo.title ?? ""),
      postInfo,
      size: 0,
      chunkSize: 0,
      totalChunks: 0,
      uploaded: 0,
      chunksReceived: 0,
      status: mode === "MEDIA_UPLOAD" ? "SEND_TO_USER_INBOX" : "PROCESSING_DOWNLOAD",
      moderationChecksLeft: this.moderationChecks,
      postId: null,
      createTime: 0,
      photoUrls: images,
    });
    return envelope({ publish_id: id });
  }

  private status(req: FakeRequest): FakeResponse {
    const publish = this.publishes.get(String((req.json as { publish_id?: string } | undefined)?.publish_id ?? ""));
    if (!publish) return ttError(400, "invalid_publish_id", "publish_id does not exist");
    if (publish.status === "PROCESSING_DOWNLOAD") {
      if (publish.moderationChecksLeft > 0) publish.moderationChecksLeft--;
      else {
        publish.status = "PUBLISH_COMPLETE";
        publish.postId = String(7_300_000_000_000_000_000n + BigInt(this.sequence++));
        publish.createTime = Math.floor(Date.now() / 1000);
      }
    }
    return envelope({
      status: publish.status,
      // list<int64>: real JSON numbers, beyond a double's exact range.
      ...(publish.postId ? { publicaly_available_post_id: [new LosslessNumber(publish.postId)] } : {}),
      uploaded_bytes: publish.uploaded,
    });
  }

  private query(req: FakeRequest): FakeResponse {
    const requested = fieldsParam(req.query, VIDEO_FIELDS);
    if ("unknown" in requested) return ttError(400, "invalid_params", requested.unknown ? `Invalid field: ${requested.unknown}` : "fields is required");
    const ids = (req.json as { filters?: { video_ids?: unknown } } | undefined)?.filters?.video_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20 || ids.some((id) => typeof id !== "string"))
      return ttError(400, "invalid_params", "filters.video_ids must hold 1 to 20 video ids (strings)");
    const videos = [...this.publishes.values()]
      .filter((p) => p.postId && ids.includes(p.postId))
      .map((p) =>
        pick(
          {
            id: p.postId,
            create_time: p.createTime,
            title: p.title,
            video_description: p.title,
            share_url: `https://www.tiktok.com/@postlane.studio/video/${p.postId}`,
            duration: 12,
            view_count: 5000,
            like_count: 420,
            comment_count: 31,
            share_count: 17,
          },
          requested.fields,
        ),
      );
    return envelope({ videos, cursor: 0, has_more: false });
  }
}
