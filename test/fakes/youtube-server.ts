// A stand-in for Google OAuth and the YouTube Data API v3 with the real paths and shapes: authorize page and
// token endpoint (PKCE), channels.list mine=true, the resumable upload (session, 256 KiB-aligned chunks in
// order, 308 + Range, `bytes */total` status), thumbnails.set and videos.list statistics; Google error bodies.
import { FakeHttpServer, FakeOAuthProvider, type FakeRequest, type FakeResponse } from "./oauth-server";

export const YOUTUBE_CLIENT = { clientId: "yt-client-id.apps.googleusercontent.com", clientSecret: "yt-client-secret" };
export const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
const CATEGORY_IDS = new Set(["1", "2", "10", "15", "17", "19", "20", "22", "23", "24", "25", "26", "27", "28", "29"]);
const QUANTUM = 256 * 1024;

const googleError = (code: number, reason: string, message: string, status?: string): FakeResponse => ({
  status: code,
  body: { error: { code, message, errors: [{ message, domain: "youtube.video", reason }], ...(status ? { status } : {}) } },
});

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

export class FakeYoutubeServer extends FakeHttpServer {
  readonly oauth = new FakeOAuthProvider({ ...YOUTUBE_CLIENT, clientAuth: "body", requirePkce: true, accessTokenTtlSeconds: 3599 });
  readonly sessions = new Map<string, Session>();
  readonly videos: FakeVideo[] = [];
  /** Channels not verified by phone cannot set custom thumbnails. */
  channelVerified = true;
  private sequence = 0;

  constructor() {
    super("YouTube");
    this.route("GET", /^\/o\/oauth2\/v2\/auth$/, this.oauth.authorize)
      .route("POST", /^\/token$/, this.oauth.token)
      .route("GET", /^\/youtube\/v3\/channels$/, (req) => this.authed(req, () => this.channels(req)))
      .route("POST", /^\/upload\/youtube\/v3\/videos$/, (req) => this.authed(req, () => this.startSession(req)))
      .route("PUT", /^\/upload\/youtube\/v3\/videos$/, (req) => this.authed(req, () => this.putChunk(req)))
      .route("POST", /^\/upload\/youtube\/v3\/thumbnails\/set$/, (req) => this.authed(req, () => this.setThumbnail(req)))
      .route("GET", /^\/youtube\/v3\/videos$/, (req) => this.authed(req, () => this.statistics(req)));
  }

  tokensFor(userKey = "user-1") {
    return this.oauth.issueTokens(userKey, "https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly");
  }

  quotaExceeded(path: RegExp): void {
    this.fail({ path, respond: { ...googleError(403, "quotaExceeded", "The request cannot be completed because you have exceeded your quota.") } });
  }

  private authed(req: FakeRequest, handler: () => FakeResponse | Promise<FakeResponse>): FakeResponse | Promise<FakeResponse> {
    const result = this.oauth.check(req);
    if (result === "missing" || result === "expired") {
      return googleError(
        401,
        "authError",
        "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        "UNAUTHENTICATED",
      );
    }
    return handler();
  }

  private channels(req: FakeRequest): FakeResponse {
    if (req.query.get("mine") !== "true" || !req.query.get("part"))
      return googleError(400, "missingRequiredParameter", "No filter selected. Expected one of: mine, id, forHandle.");
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

  private statistics(req: FakeRequest): FakeResponse {
    const video = this.videos.find((v) => v.id === req.query.get("id"));
    return {
      status: 200,
      body: {
        kind: "youtube#videoListResponse",
        items: video ? [{ id: video.id, statistics: { viewCount: "1200", likeCount: "87", favoriteCount: "0", commentCount: "9" } }] : [],
      },
    };
  }

  private videoResource(id: string) {
    const video = this.videos.find((v) => v.id === id)!;
    return { kind: "youtube#video", id, snippet: video.snippet, status: { ...video.status, uploadStatus: "uploaded" } };
  }
}
