// A stand-in for Google OAuth and the YouTube Data API v3 with the real paths and shapes: authorize page and
// token endpoint (PKCE), channels.list mine=true, the resumable upload (session, 256 KiB-aligned chunks in
// order, 308 + Range, `bytes */total` status), thumbnails.set and videos.list statistics; Google error bodies.
//
// Fidelity facts this stand-in enforces (stricter than Google where it can be):
// - every method checks the token for one of the scopes its reference page lists under Authorization
//   (YOUTUBE_ENDPOINT_SCOPES: https://developers.google.com/youtube/v3/docs/channels/list,
//   /videos/insert, /thumbnails/set, /videos/list); a token with none of them is 403 insufficientPermissions,
//   status PERMISSION_DENIED, ErrorInfo reason ACCESS_TOKEN_SCOPE_INSUFFICIENT, with a WWW-Authenticate
//   insufficient_scope challenge (https://cloud.google.com/apis/design/errors, RFC 6750 §3.1);
// - access tokens live 1 hour (expires_in 3599) and a refresh answers no new refresh token, so the old one
//   stays (https://developers.google.com/identity/protocols/oauth2/web-server#offline); a revoked refresh token
//   is invalid_grant;
// - `part` is required and allow-listed per method (the part parameter of each page above); an unknown part is
//   400 unknownPart, and videos.list answers only the parts asked for; it needs exactly one filter (id, chart,
//   myRating);
// - ids (channel, video) are strings, statistics counts are strings of digits (unsigned long in JSON as a
//   string; https://developers.google.com/youtube/v3/docs/videos#resource); dislikeCount is not given
//   (private since December 2021, https://developers.google.com/youtube/v3/revision_history#november-17,-2021).
// - commentThreads.insert needs youtube.force-ssl, the only scope its page lists; its body must carry
//   snippet.channelId, snippet.videoId and snippet.topLevelComment.snippet.textOriginal (all three "must specify"),
//   an unknown video is 404 videoNotFound, a video whose comments are off (made for kids) 403 commentsDisabled
//   (https://developers.google.com/youtube/v3/docs/commentThreads/insert#errors); the text is at most 10,000
//   characters here (commentTextTooLong; the reference states no number, YouTube's comment box stops there);
// - commentThreads.list needs exactly one filter (allThreadsRelatedToChannelId, id, videoId), answers newest first
//   with order=time, and maxResults is 1–100 (https://developers.google.com/youtube/v3/docs/commentThreads/list).
import { youtubeOAuth } from "@/lib/platforms/youtube/oauth";
import { FakeHttpServer, FakeOAuthProvider, type FakeRequest, type FakeResponse, type ScopeRule } from "./oauth-server";

export const YOUTUBE_CLIENT = { clientId: "yt-client-id.apps.googleusercontent.com", clientSecret: "yt-client-secret" };
export const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
const CATEGORY_IDS = new Set(["1", "2", "10", "15", "17", "19", "20", "22", "23", "24", "25", "26", "27", "28", "29"]);
const QUANTUM = 256 * 1024;
const AUTH = "https://www.googleapis.com/auth/";
const READ_SCOPES = [`${AUTH}youtube.readonly`, `${AUTH}youtube`, `${AUTH}youtubepartner`, `${AUTH}youtube.force-ssl`];
const UPLOAD_SCOPES = [`${AUTH}youtube.upload`, `${AUTH}youtube`, `${AUTH}youtubepartner`, `${AUTH}youtube.force-ssl`];

/** Each method's scopes, any one of which will do, as its reference page lists them. */
export const YOUTUBE_ENDPOINT_SCOPES = {
  "channels.list": { anyOf: READ_SCOPES },
  "videos.insert": { anyOf: UPLOAD_SCOPES },
  "thumbnails.set": { anyOf: UPLOAD_SCOPES },
  "videos.list": { anyOf: READ_SCOPES },
  "commentThreads.insert": { anyOf: [`${AUTH}youtube.force-ssl`] },
  "commentThreads.list": { anyOf: [`${AUTH}youtube.force-ssl`] },
} satisfies Record<string, ScopeRule>;
type Method = keyof typeof YOUTUBE_ENDPOINT_SCOPES;
const RPC_METHOD: Record<Method, string> = {
  "channels.list": "youtube.api.v3.V3DataChannelService.List",
  "videos.insert": "youtube.api.v3.V3DataVideoService.Insert",
  "thumbnails.set": "youtube.api.v3.V3DataThumbnailService.Set",
  "videos.list": "youtube.api.v3.V3DataVideoService.List",
  "commentThreads.insert": "youtube.api.v3.V3DataCommentThreadService.Insert",
  "commentThreads.list": "youtube.api.v3.V3DataCommentThreadService.List",
};

/** The `part` values each method takes. */
const PARTS = {
  channel: [
    "auditDetails",
    "brandingSettings",
    "contentDetails",
    "contentOwnerDetails",
    "id",
    "localizations",
    "snippet",
    "statistics",
    "status",
    "topicDetails",
  ],
  video: [
    "contentDetails",
    "fileDetails",
    "id",
    "liveStreamingDetails",
    "localizations",
    "paidProductPlacementDetails",
    "player",
    "processingDetails",
    "recordingDetails",
    "snippet",
    "statistics",
    "status",
    "suggestions",
    "topicDetails",
  ],
  commentThread: ["id", "replies", "snippet"],
};

const googleError = (code: number, reason: string, message: string, status?: string, domain = "youtube.video"): FakeResponse => ({
  status: code,
  body: { error: { code, message, errors: [{ message, domain, reason }], ...(status ? { status } : {}) } },
});

/** The requested parts, or Google's 400 for a missing or unknown one. */
function parts(req: FakeRequest, allowed: string[]): string[] | FakeResponse {
  const requested = (req.query.get("part") ?? "").split(",").filter(Boolean);
  if (requested.length === 0) return googleError(400, "required", "Required parameter: part", "INVALID_ARGUMENT", "global");
  const unknown = requested.find((p) => !allowed.includes(p));
  return unknown ? googleError(400, "unknownPart", `'${unknown}'`, "INVALID_ARGUMENT", "youtube.part") : requested;
}

interface Session {
  id: string;
  total: number;
  contentType: string;
  metadata: { snippet: Record<string, unknown>; status: Record<string, unknown> };
  received: Buffer[];
  offset: number;
  videoId: string | null;
}

export interface FakeVideo {
  id: string;
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  bytes: number;
  thumbnail: Buffer | null;
}

export interface FakeCommentThread {
  id: string;
  videoId: string;
  channelId: string;
  authorChannelId: string;
  text: string;
  publishedAt: string;
}

export class FakeYoutubeServer extends FakeHttpServer {
  readonly oauth = new FakeOAuthProvider({ ...YOUTUBE_CLIENT, clientAuth: "body", requirePkce: true, accessTokenTtlSeconds: 3599 });
  readonly sessions = new Map<string, Session>();
  readonly videos: FakeVideo[] = [];
  readonly commentThreads: FakeCommentThread[] = [];
  /** Channels not verified by phone cannot set custom thumbnails. */
  channelVerified = true;
  private sequence = 0;

  constructor() {
    super("YouTube");
    // Google keeps the refresh token: a refresh answers only a new access token.
    this.oauth.refreshReturnsNewRefreshToken = false;
    this.route("GET", /^\/o\/oauth2\/v2\/auth$/, this.oauth.authorize)
      .route("POST", /^\/token$/, this.oauth.token)
      .route("GET", /^\/youtube\/v3\/channels$/, (req) => this.authed(req, "channels.list", () => this.channels(req)))
      .route("POST", /^\/upload\/youtube\/v3\/videos$/, (req) => this.authed(req, "videos.insert", () => this.startSession(req)))
      .route("PUT", /^\/upload\/youtube\/v3\/videos$/, (req) => this.authed(req, "videos.insert", () => this.putChunk(req)))
      .route("POST", /^\/upload\/youtube\/v3\/thumbnails\/set$/, (req) => this.authed(req, "thumbnails.set", () => this.setThumbnail(req)))
      .route("GET", /^\/youtube\/v3\/videos$/, (req) => this.authed(req, "videos.list", () => this.listVideos(req)))
      .route("POST", /^\/youtube\/v3\/commentThreads$/, (req) => this.authed(req, "commentThreads.insert", () => this.insertCommentThread(req)))
      .route("GET", /^\/youtube\/v3\/commentThreads$/, (req) => this.authed(req, "commentThreads.list", () => this.listCommentThreads(req)));
  }

  /** Tokens as our connect flow gets them: the scopes it asks Google for (or `scopes`), without the browser steps. */
  tokensFor(userKey = "user-1", scopes: readonly string[] = youtubeOAuth.scopes) {
    return this.oauth.issueTokens(userKey, scopes.join(" "));
  }

  quotaExceeded(path: RegExp): void {
    this.fail({ path, respond: { ...googleError(403, "quotaExceeded", "The request cannot be completed because you have exceeded your quota.") } });
  }

  private authed(req: FakeRequest, method: Method, handler: () => FakeResponse | Promise<FakeResponse>): FakeResponse | Promise<FakeResponse> {
    const result = this.oauth.authorizeRequest(req, YOUTUBE_ENDPOINT_SCOPES[method]);
    if (result === "missing" || result === "expired") {
      return googleError(
        401,
        "authError",
        "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        "UNAUTHENTICATED",
      );
    }
    if ("lacking" in result) {
      const message = "Request had insufficient authentication scopes.";
      return {
        status: 403,
        headers: { "www-authenticate": `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${result.lacking.join(" ")}"` },
        body: {
          error: {
            code: 403,
            message,
            errors: [{ message: "Insufficient Permission", domain: "global", reason: "insufficientPermissions" }],
            status: "PERMISSION_DENIED",
            details: [
              {
                "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
                domain: "googleapis.com",
                metadata: { service: "youtube.googleapis.com", method: RPC_METHOD[method] },
              },
            ],
          },
        },
      };
    }
    return handler();
  }

  private channels(req: FakeRequest): FakeResponse {
    const requested = parts(req, PARTS.channel);
    if (!Array.isArray(requested)) return requested;
    if (req.query.get("mine") !== "true") return googleError(400, "missingRequiredParameter", "No filter selected. Expected one of: mine, id, forHandle.");
    return {
      status: 200,
      body: {
        kind: "youtube#channelListResponse",
        items: [
          {
            kind: "youtube#channel",
            id: CHANNEL_ID,
            snippet: { title: "Postlane Channel", customUrl: "@postlane", thumbnails: { default: { url: "https://yt3.example/c.jpg" } } },
          },
        ],
      },
    };
  }

  private startSession(req: FakeRequest): FakeResponse {
    if (req.query.get("uploadType") !== "resumable") return googleError(400, "invalidUploadType", "uploadType must be resumable");
    const requested = parts(req, PARTS.video);
    if (!Array.isArray(requested)) return requested;
    if (!String(req.headers["content-type"]).startsWith("application/json")) return googleError(400, "badContent", "Metadata must be JSON");
    const total = Number(req.headers["x-upload-content-length"]);
    const contentType = String(req.headers["x-upload-content-type"] ?? "");
    if (!Number.isInteger(total) || total <= 0) return googleError(400, "badContent", "X-Upload-Content-Length is required");
    if (!contentType.startsWith("video/")) return googleError(400, "badContent", "Media type is not supported");
    const metadata = (req.json ?? {}) as Session["metadata"];
    const snippet = metadata.snippet ?? {};
    const title = snippet.title;
    if (typeof title !== "string" || title.trim() === "" || title.length > 100 || /[<>]/.test(title))
      return googleError(400, "invalidTitle", "The request metadata specifies an invalid or empty video title.");
    if (typeof snippet.description === "string" && Buffer.byteLength(snippet.description) > 5000)
      return googleError(400, "invalidDescription", "The request metadata specifies an invalid video description.");
    if (!CATEGORY_IDS.has(String(snippet.categoryId)))
      return googleError(400, "invalidCategoryId", "The snippet.categoryId property specifies an invalid category ID.");
    const status = metadata.status ?? {};
    if (typeof status.selfDeclaredMadeForKids !== "boolean") return googleError(400, "invalidVideoMetadata", "status.selfDeclaredMadeForKids is required");
    if (!["public", "unlisted", "private"].includes(String(status.privacyStatus))) return googleError(400, "invalidVideoMetadata", "Invalid privacyStatus");
    const id = `upload-${++this.sequence}`;
    this.sessions.set(id, { id, total, contentType, metadata: { snippet, status }, received: [], offset: 0, videoId: null });
    return { status: 200, headers: { location: `${this.url}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${id}` } };
  }

  private putChunk(req: FakeRequest): FakeResponse {
    const session = this.sessions.get(req.query.get("upload_id") ?? "");
    if (!session) return { status: 404, body: { error: { code: 404, message: "Upload session not found or expired" } } };
    const range = String(req.headers["content-range"] ?? "");
    const progress = (): FakeResponse =>
      session.videoId
        ? { status: 200, body: this.videoResource(session.videoId) }
        : { status: 308, headers: session.offset > 0 ? { range: `bytes=0-${session.offset - 1}` } : {} };
    if (/^bytes \*\/\d+$/.test(range)) return progress();
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!match) return googleError(400, "badRequest", "Content-Range is required");
    const [start, end, total] = match.slice(1).map(Number);
    if (session.videoId) return progress();
    if (total !== session.total || start !== session.offset || end - start + 1 !== req.body.length) {
      return googleError(400, "badRequest", `Content-Range ${range} does not continue the upload at byte ${session.offset}`);
    }
    const last = end + 1 === total;
    if (!last && req.body.length % QUANTUM !== 0) return googleError(400, "badRequest", "Chunk size must be a multiple of 256 KiB");
    session.received.push(req.body);
    session.offset = end + 1;
    if (last) {
      const id = `vid${String(++this.sequence).padStart(8, "0")}`;
      session.videoId = id;
      this.videos.push({ id, snippet: session.metadata.snippet, status: session.metadata.status, bytes: session.offset, thumbnail: null });
      return { status: 201, body: this.videoResource(id) };
    }
    return progress();
  }

  private setThumbnail(req: FakeRequest): FakeResponse {
    const video = this.videos.find((v) => v.id === req.query.get("videoId"));
    if (!video) return googleError(404, "videoNotFound", "The video that you are trying to update cannot be found.");
    if (!this.channelVerified)
      return googleError(403, "forbidden", "The authenticated user doesn't have permissions for uploading and setting custom video thumbnails.");
    if (!/^image\/(jpeg|png)$/.test(String(req.headers["content-type"]))) return googleError(400, "invalidImage", "The provided image content is invalid.");
    video.thumbnail = req.body;
    return { status: 200, body: { kind: "youtube#thumbnailSetResponse", items: [{ default: { url: `https://i.ytimg.example/vi/${video.id}/default.jpg` } }] } };
  }

  private listVideos(req: FakeRequest): FakeResponse {
    const requested = parts(req, PARTS.video);
    if (!Array.isArray(requested)) return requested;
    const filters = ["id", "chart", "myRating"].filter((f) => req.query.has(f));
    if (filters.length !== 1)
      return googleError(
        400,
        "incompatibleParameters",
        "Exactly one of the filter parameters id, chart, myRating must be given.",
        "INVALID_ARGUMENT",
        "youtube.parameter",
      );
    const ids = (req.query.get("id") ?? "").split(",");
    const items = this.videos
      .filter((v) => ids.includes(v.id))
      .map((v) => {
        const item: Record<string, unknown> = { kind: "youtube#video", id: v.id };
        if (requested.includes("snippet")) item.snippet = v.snippet;
        if (requested.includes("status")) item.status = { ...v.status, uploadStatus: "processed" };
        if (requested.includes("statistics")) item.statistics = { viewCount: "1200", likeCount: "87", favoriteCount: "0", commentCount: "9" };
        return item;
      });
    return { status: 200, body: { kind: "youtube#videoListResponse", items, pageInfo: { totalResults: items.length, resultsPerPage: 5 } } };
  }

  private insertCommentThread(req: FakeRequest): FakeResponse {
    const requested = parts(req, PARTS.commentThread);
    if (!Array.isArray(requested)) return requested;
    const snippet = ((req.json ?? {}) as { snippet?: Record<string, unknown> }).snippet ?? {};
    const top = (snippet.topLevelComment as { snippet?: { textOriginal?: unknown } } | undefined)?.snippet;
    if (typeof snippet.channelId !== "string" || typeof snippet.videoId !== "string" || typeof top?.textOriginal !== "string")
      return googleError(
        400,
        "invalidCommentMetadata",
        "The request metadata is invalid: snippet.channelId, snippet.videoId and snippet.topLevelComment.snippet.textOriginal are required.",
        "INVALID_ARGUMENT",
      );
    const video = this.videos.find((v) => v.id === snippet.videoId);
    if (!video) return googleError(404, "videoNotFound", "The video identified by the videoId parameter could not be found.", "NOT_FOUND");
    if (snippet.channelId !== CHANNEL_ID) return googleError(404, "channelNotFound", "The channel could not be found.", "NOT_FOUND");
    if (video.status.selfDeclaredMadeForKids === true)
      return googleError(403, "commentsDisabled", "The video identified by the videoId parameter has disabled comments.", "PERMISSION_DENIED");
    const text = top.textOriginal.trim();
    if (text === "") return googleError(400, "commentTextRequired", "The comment resource must contain a value for the snippet.textOriginal property.");
    if ([...text].length > 10_000) return googleError(400, "commentTextTooLong", "The comment resource contains too many characters.");
    const comment: FakeCommentThread = {
      id: `Ugz${String(++this.sequence).padStart(10, "0")}`,
      videoId: video.id,
      channelId: CHANNEL_ID,
      authorChannelId: CHANNEL_ID,
      text,
      publishedAt: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
    };
    this.commentThreads.push(comment);
    return { status: 200, body: this.threadResource(comment) };
  }

  private listCommentThreads(req: FakeRequest): FakeResponse {
    const requested = parts(req, PARTS.commentThread);
    if (!Array.isArray(requested)) return requested;
    const filters = ["allThreadsRelatedToChannelId", "id", "videoId"].filter((f) => req.query.has(f));
    if (filters.length !== 1)
      return googleError(400, "incompatibleParameters", "Exactly one of allThreadsRelatedToChannelId, id, videoId must be given.", "INVALID_ARGUMENT");
    const max = Number(req.query.get("maxResults") ?? "20");
    if (!Number.isInteger(max) || max < 1 || max > 100)
      return googleError(400, "invalidParameter", "maxResults must be between 1 and 100.", "INVALID_ARGUMENT");
    const videoId = req.query.get("videoId");
    if (videoId && !this.videos.some((v) => v.id === videoId))
      return googleError(404, "videoNotFound", "The video identified by the videoId parameter could not be found.", "NOT_FOUND");
    const items = this.commentThreads
      .filter((c) => (videoId ? c.videoId === videoId : true))
      .reverse()
      .slice(0, max)
      .map((c) => this.threadResource(c));
    return { status: 200, body: { kind: "youtube#commentThreadListResponse", items, pageInfo: { totalResults: items.length, resultsPerPage: max } } };
  }

  private threadResource(c: FakeCommentThread) {
    const comment = {
      kind: "youtube#comment",
      id: c.id,
      snippet: {
        channelId: c.channelId,
        videoId: c.videoId,
        textDisplay: c.text,
        textOriginal: c.text,
        authorChannelId: { value: c.authorChannelId },
        publishedAt: c.publishedAt,
        updatedAt: c.publishedAt,
      },
    };
    return { kind: "youtube#commentThread", id: c.id, snippet: { channelId: c.channelId, videoId: c.videoId, topLevelComment: comment, isPublic: true } };
  }

  private videoResource(id: string) {
    const video = this.videos.find((v) => v.id === id)!;
    return { kind: "youtube#video", id, snippet: video.snippet, status: { ...video.status, uploadStatus: "uploaded" } };
  }
}
