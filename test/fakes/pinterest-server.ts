// A stand-in for Pinterest's REST API v5, stricter than the real one. Fidelity facts it enforces, with where
// each comes from (OpenAPI = v5/openapi.json of https://github.com/pinterest/api-description, release 5.23.0;
// Auth = https://developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/):
//
//  OAuth
//  - Consent at GET /oauth/ (authorizationUrl https://www.pinterest.com/oauth/, OpenAPI securitySchemes) with
//    client_id, redirect_uri, response_type=code and comma-separated scopes (Auth); an unknown scope — a
//    space-joined list included — is refused.
//  - POST /v5/oauth/token takes a form body and HTTP Basic client authentication only (OpenAPI security
//    "basic" on oauth/token); grant_type authorization_code needs code + the same redirect_uri, refresh_token
//    needs refresh_token (OauthAccessTokenRequestCode/Refresh).
//  - Access tokens live 30 days (expires_in 2592000); refresh tokens are "continuous": 60 days, and every
//    refresh answers a new one (oauth/token description, OauthAccessTokenResponseRefresh with refresh_token,
//    refresh_token_expires_in, refresh_token_expires_at). Here the old refresh token dies when it is used, and
//    an expired one is refused: tokens expire on this server's clock (`advance()` moves it).
//  - Every endpoint checks the token's scopes against its OpenAPI security requirement, all of them:
//    GET /user_account user_accounts:read; GET /boards boards:read; GET /boards/{id}/pins boards:read+pins:read;
//    POST /pins boards:read+boards:write+pins:read+pins:write; POST /media pins:read+pins:write;
//    GET /media/{id} pins:read; GET /pins/{id}/analytics boards:read+pins:read.
//    A missing or expired token is 401, a missing scope 403 naming it (status codes listed per operation in the
//    OpenAPI; the message texts are ours).
//  - Errors are { code: integer, message: string } (Pinterest.Lib.Error).
//
//  Content
//  - Ids are strings of digits, never numbers (pattern ^\d+$ on Pin.id, Board.id, MediaUpload.media_id).
//  - POST /v5/pins: board_id required and must be one of the user's boards (404 otherwise); title ≤100,
//    description ≤800, alt_text ≤500, link ≤2048 (PinCreate); unknown top-level fields are refused (stricter);
//    media_source is image_url {url}, multiple_image_urls {items: 2–5 × {url}} (PinMediaSourceImagesURL
//    minItems/maxItems) or video_id {media_id, cover_image_url | cover_image_key_frame_time ≥0 integer}
//    (PinMediaSourceVideoID); a video must have finished processing (status succeeded) and belong to the user.
//  - POST /v5/media {media_type: "video"} answers media_id, upload_url and upload_parameters; the upload is a
//    multipart POST to upload_url carrying every upload parameter and the file last (MediaUpload,
//    MediaUploadParameters; media_create description). GET /v5/media/{id} reports registered → processing →
//    succeeded | failed (MediaUploadStatus).
//  - GET /v5/boards and GET /v5/boards/{id}/pins page with page_size 1–250 (default 25) and bookmark
//    (Paginated); Pins come newest first.
//  - GET /v5/pins/{id}/analytics needs start_date and end_date (YYYY-MM-DD, start not more than 90 days back,
//    end not before start) and metric_types from the allow-list of the Pin's kind: standard Pins may not ask
//    for video metrics (query_pin_analytics_metric_types); the answer is { all: { daily_metrics,
//    summary_metrics, lifetime_metrics } } with TOTAL_COMMENTS / TOTAL_REACTIONS as lifetime figures
//    (PinAnalyticsMetricsResponse).
//  - 429 (rate limit, listed per operation in the OpenAPI) carries x-ratelimit-reset in seconds: the header
//    name is from https://developers.pinterest.com/docs/reference/rate-limits/ as we read it; not in the OpenAPI.
import crypto from "node:crypto";
import { FakeHttpServer, type FakeRequest, type FakeResponse } from "./oauth-server";

export const PINTEREST_CLIENT = { clientId: "1484762", clientSecret: "pinterest-app-secret" };
export const PINTEREST_USER = { id: "1125899906842624", username: "postlane_studio" };
export const ALL_PINTEREST_SCOPES = ["boards:read", "boards:write", "pins:read", "pins:write", "user_accounts:read"];

const KNOWN_SCOPES = new Set([
  ...ALL_PINTEREST_SCOPES,
  "ads:read",
  "ads:write",
  "boards:read_secret",
  "boards:write_secret",
  "catalogs:read",
  "catalogs:write",
  "pins:read_secret",
  "pins:write_secret",
  "user_accounts:write",
  "biz_access:read",
  "biz_access:write",
  "billing:read",
  "billing:write",
]);
const ACCESS_TTL_S = 30 * 86_400;
const REFRESH_TTL_S = 60 * 86_400;
const STANDARD_METRICS = new Set([
  "IMPRESSION",
  "OUTBOUND_CLICK",
  "PIN_CLICK",
  "SAVE",
  "SAVE_RATE",
  "TOTAL_COMMENTS",
  "TOTAL_REACTIONS",
  "USER_FOLLOW",
  "PROFILE_VISIT",
]);
const VIDEO_METRICS = new Set([
  "IMPRESSION",
  "OUTBOUND_CLICK",
  "PIN_CLICK",
  "SAVE",
  "SAVE_RATE",
  "VIDEO_MRC_VIEW",
  "VIDEO_10S_VIEW",
  "QUARTILE_95_PERCENT_VIEW",
  "VIDEO_V50_WATCH_TIME",
  "VIDEO_START",
  "VIDEO_AVG_WATCH_TIME",
  "TOTAL_COMMENTS",
  "TOTAL_REACTIONS",
]);
const PIN_FIELDS = new Set([
  "board_id",
  "board_section_id",
  "title",
  "description",
  "link",
  "alt_text",
  "media_source",
  "dominant_color",
  "parent_pin_id",
  "sponsor_id",
]);

const pinError = (status: number, code: number, message: string, headers?: Record<string, string>): FakeResponse => ({
  status,
  headers,
  body: { code, message },
});

interface Grant {
  userId: string;
  scopes: string[];
}
interface Token extends Grant {
  expiresAt: number;
}

export interface FakeBoard {
  id: string;
  name: string;
  privacy: "PUBLIC" | "PROTECTED" | "SECRET";
  ownerId: string;
}

export interface FakePin {
  id: string;
  board_id: string;
  created_at: string;
  title: string | null;
  description: string | null;
  link: string | null;
  alt_text: string | null;
  media_source: Record<string, unknown>;
  media: { media_type: "image" | "multiple_images" | "video" };
  ownerId: string;
}

interface FakeMedia {
  id: string;
  ownerId: string;
  status: "registered" | "processing" | "succeeded" | "failed";
  parameters: Record<string, string>;
  bytes: number;
  processingPollsLeft: number;
}

export class FakePinterestServer extends FakeHttpServer {
  /** Milliseconds added to the real clock: tokens expire on this server's time. */
  private offsetMs = 0;
  private codes = new Map<string, Grant & { redirectUri: string }>();
  private accessTokens = new Map<string, Token>();
  private refreshTokens = new Map<string, Token>();
  private sequence = 0;
  readonly boards: FakeBoard[] = [];
  readonly pins: FakePin[] = [];
  readonly media = new Map<string, FakeMedia>();
  /** Status reads a finished upload stays "processing" for. */
  processingPolls = 1;
  /** The next uploaded video fails processing. */
  failNextVideo = false;
  /** Scopes granted at the consent page (null: what was asked). */
  grantedScopes: string[] | null = null;
  tokenRequests = 0;

  constructor() {
    super("Pinterest");
    this.addBoard("Kitchen ideas", "PUBLIC");
    this.addBoard("Studio launches", "PROTECTED");
    this.route("GET", /^\/oauth\/$/, (req) => this.authorize(req))
      .route("POST", /^\/v5\/oauth\/token$/, (req) => this.token(req))
      .route("GET", /^\/v5\/user_account$/, (req) => this.authed(req, ["user_accounts:read"], () => ({ status: 200, body: this.account() })))
      .route("GET", /^\/v5\/boards$/, (req) => this.authed(req, ["boards:read"], (grant) => this.listBoards(req, grant)))
      .route("GET", /^\/v5\/boards\/([^/]+)\/pins$/, (req, [id]) =>
        this.authed(req, ["boards:read", "pins:read"], (grant) => this.listBoardPins(req, grant, id)),
      )
      .route("POST", /^\/v5\/pins$/, (req) =>
        this.authed(req, ["boards:read", "boards:write", "pins:read", "pins:write"], (grant) => this.createPin(req, grant)),
      )
      .route("POST", /^\/v5\/media$/, (req) => this.authed(req, ["pins:read", "pins:write"], (grant) => this.registerMedia(req, grant)))
      .route("GET", /^\/v5\/media\/([^/]+)$/, (req, [id]) => this.authed(req, ["pins:read"], (grant) => this.mediaStatus(grant, id)))
      .route("POST", /^\/upload\/$/, (req) => this.upload(req))
      .route("GET", /^\/v5\/pins\/([^/]+)\/analytics$/, (req, [id]) =>
        this.authed(req, ["boards:read", "pins:read"], (grant) => this.analytics(req, grant, id)),
      );
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves this server's clock forward (token expiry). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  resetClock(): void {
    this.offsetMs = 0;
  }

  addBoard(name: string, privacy: FakeBoard["privacy"], ownerId = PINTEREST_USER.id): FakeBoard {
    const board = { id: this.nextId("5497558"), name, privacy, ownerId };
    this.boards.push(board);
    return board;
  }

  /** Tokens as a finished consent would give them, without the browser steps. */
  tokensFor(scopes = ALL_PINTEREST_SCOPES, userId = PINTEREST_USER.id): { accessToken: string; refreshToken: string; expiresAt: Date } {
    const body = this.issue({ userId, scopes }, "authorization_code");
    return { accessToken: body.access_token as string, refreshToken: body.refresh_token as string, expiresAt: new Date(Date.now() + ACCESS_TTL_S * 1000) };
  }

  rateLimit(method: string, path: RegExp, resetSeconds = 30): void {
    this.fail({ method, path, respond: pinError(429, 8, "Rate limit exceeded. Please retry later.", { "x-ratelimit-reset": String(resetSeconds) }) });
  }

  pinsCreated(): number {
    return this.pins.length;
  }

  private nextId(prefix: string): string {
    return `${prefix}${String(1_000_000_000 + ++this.sequence)}`;
  }

  private account() {
    return {
      id: PINTEREST_USER.id,
      username: PINTEREST_USER.username,
      account_type: "BUSINESS",
      business_name: "Postlane Studio",
      profile_image: "https://i.pinimg.example/75x75_RS/ab/cd.jpg",
    };
  }

  // ── OAuth ──────────────────────────────────────────────────────────────────────────────────────────────

  private authorize(req: FakeRequest): FakeResponse {
    const q = req.query;
    if (q.get("client_id") !== PINTEREST_CLIENT.clientId) return { status: 400, body: "unknown client_id" };
    if (q.get("response_type") !== "code") return { status: 400, body: "response_type must be code" };
    const redirectUri = q.get("redirect_uri");
    if (!redirectUri) return { status: 400, body: "redirect_uri is required" };
    const scopes = (q.get("scope") ?? "").split(",").filter(Boolean);
    const unknown = scopes.find((s) => !KNOWN_SCOPES.has(s));
    if (scopes.length === 0 || unknown) return { status: 400, body: `invalid scope ${JSON.stringify(unknown ?? "")}: scopes are comma-separated` };
    const code = crypto.randomBytes(12).toString("hex");
    this.codes.set(code, { userId: PINTEREST_USER.id, scopes: this.grantedScopes ?? scopes, redirectUri });
    const target = new URL(redirectUri);
    target.searchParams.set("code", code);
    if (q.has("state")) target.searchParams.set("state", q.get("state") ?? "");
    return { status: 302, headers: { location: target.toString() } };
  }

  private token(req: FakeRequest): FakeResponse {
    this.tokenRequests++;
    const expected = `Basic ${Buffer.from(`${PINTEREST_CLIENT.clientId}:${PINTEREST_CLIENT.clientSecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return pinError(401, 2, "Authentication failed: client authentication must be HTTP Basic");
    if (!String(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded") || !req.form) {
      return pinError(400, 1, "body must be application/x-www-form-urlencoded");
    }
    const form = req.form;
    if (form.has("client_secret")) return pinError(400, 1, "client_secret must not be sent in the body");
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") {
      const code = String(form.get("code") ?? "");
      const grant = this.codes.get(code);
      if (!grant) return pinError(400, 1, "Invalid authorization code");
      this.codes.delete(code);
      if (form.get("redirect_uri") !== grant.redirectUri) return pinError(400, 1, "redirect_uri does not match");
      return { status: 200, body: this.issue(grant, "authorization_code") };
    }
    if (grantType === "refresh_token") {
      const refreshToken = String(form.get("refresh_token") ?? "");
      const grant = this.refreshTokens.get(refreshToken);
      if (!grant || grant.expiresAt <= this.now()) return pinError(400, 1, "Invalid refresh token");
      this.refreshTokens.delete(refreshToken);
      return { status: 200, body: this.issue(grant, "refresh_token") };
    }
    return pinError(400, 1, `unsupported grant_type ${grantType}`);
  }

  private issue(grant: Grant, responseType: string): Record<string, unknown> {
    const accessToken = `pina_${crypto.randomBytes(16).toString("hex")}`;
    const refreshToken = `pinr_${crypto.randomBytes(16).toString("hex")}`;
    const now = this.now();
    this.accessTokens.set(accessToken, { ...grant, expiresAt: now + ACCESS_TTL_S * 1000 });
    this.refreshTokens.set(refreshToken, { ...grant, expiresAt: now + REFRESH_TTL_S * 1000 });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      response_type: responseType,
      token_type: "bearer",
      expires_in: ACCESS_TTL_S,
      refresh_token_expires_in: REFRESH_TTL_S,
      refresh_token_expires_at: Math.floor(now / 1000) + REFRESH_TTL_S,
      scope: grant.scopes.join(" "),
    };
  }

  private authed(req: FakeRequest, scopes: string[], handler: (grant: Grant) => FakeResponse): FakeResponse {
    const header = String(req.headers.authorization ?? "");
    const token = header.startsWith("Bearer ") ? this.accessTokens.get(header.slice(7)) : undefined;
    if (!token || token.expiresAt <= this.now()) return pinError(401, 2, "Authentication failed.");
    const missing = scopes.filter((s) => !token.scopes.includes(s));
    if (missing.length > 0) return pinError(403, 3, `Not authorized to access the resource: missing scope ${missing.join(", ")}`);
    if (req.method === "POST" && !String(req.headers["content-type"] ?? "").startsWith("application/json") && req.path.startsWith("/v5/")) {
      return pinError(415, 1, "Content-Type must be application/json");
    }
    return handler(token);
  }

  private page<T>(req: FakeRequest, items: T[]): FakeResponse {
    const size = Number(req.query.get("page_size") ?? "25");
    if (!Number.isInteger(size) || size < 1 || size > 250) return pinError(400, 1, "page_size must be an integer from 1 to 250");
    const start = Number(req.query.get("bookmark") ? Buffer.from(req.query.get("bookmark")!, "base64url").toString() : "0");
    const slice = items.slice(start, start + size);
    const next = start + size < items.length ? Buffer.from(String(start + size)).toString("base64url") : null;
    return { status: 200, body: { items: slice, bookmark: next } };
  }

  // ── boards and Pins ─────────────────────────────────────────────────────────────────────────────────────

  private listBoards(req: FakeRequest, grant: Grant): FakeResponse {
    const mine = this.boards.filter((b) => b.ownerId === grant.userId && b.privacy !== "SECRET");
    return this.page(
      req,
      mine.map((b) => ({
        id: b.id,
        name: b.name,
        privacy: b.privacy,
        description: null,
        owner: { username: PINTEREST_USER.username },
        pin_count: this.pins.filter((p) => p.board_id === b.id).length,
        follower_count: 0,
        created_at: "2026-01-05T10:00:00",
      })),
    );
  }

  private listBoardPins(req: FakeRequest, grant: Grant, boardId: string): FakeResponse {
    const board = this.boards.find((b) => b.id === boardId && b.ownerId === grant.userId);
    if (!board) return pinError(404, 40, "Board not found.");
    const pins = this.pins.filter((p) => p.board_id === boardId).reverse();
    return this.page(
      req,
      pins.map((p) => this.pinJson(p)),
    );
  }

  private pinJson(pin: FakePin) {
    const { ownerId: _owner, media_source: _source, ...rest } = pin;
    return { ...rest, is_owner: true, board_section_id: null, creative_type: "REGULAR" };
  }

  private createPin(req: FakeRequest, grant: Grant): FakeResponse {
    const body = req.json as Record<string, unknown> | undefined;
    if (!body || typeof body !== "object") return pinError(400, 1, "Invalid request body");
    const unknown = Object.keys(body).find((k) => !PIN_FIELDS.has(k));
    if (unknown) return pinError(400, 1, `Invalid parameters: unknown field ${unknown}`);
    const boardId = body.board_id;
    if (typeof boardId !== "string" || !/^\d+$/.test(boardId)) return pinError(400, 1, "board_id must be a string of digits");
    const board = this.boards.find((b) => b.id === boardId && b.ownerId === grant.userId);
    if (!board) return pinError(404, 40, "Board not found.");
    const limits: [string, number][] = [
      ["title", 100],
      ["description", 800],
      ["alt_text", 500],
      ["link", 2048],
    ];
    for (const [key, max] of limits) {
      const value = body[key];
      if (value === undefined || value === null) continue;
      if (typeof value !== "string") return pinError(400, 1, `${key} must be a string`);
      if ([...value].length > max) return pinError(400, 1, `${key} is longer than ${max} characters`);
    }
    const source = body.media_source as Record<string, unknown> | undefined;
    let mediaType: FakePin["media"]["media_type"];
    switch (source?.source_type) {
      case "image_url":
        if (typeof source.url !== "string" || !URL.canParse(source.url)) return pinError(400, 1, "media_source.url must be a URL");
        mediaType = "image";
        break;
      case "multiple_image_urls": {
        const items = source.items;
        if (!Array.isArray(items) || items.length < 2 || items.length > 5) return pinError(400, 1, "media_source.items must hold 2 to 5 images");
        if (items.some((i) => typeof (i as { url?: unknown }).url !== "string")) return pinError(400, 1, "every media_source item needs a url");
        mediaType = "multiple_images";
        break;
      }
      case "video_id": {
        if (typeof source.media_id !== "string") return pinError(400, 1, "media_source.media_id must be a string of digits");
        const media = this.media.get(source.media_id);
        if (!media || media.ownerId !== grant.userId) return pinError(404, 4, "Media not found.");
        if (media.status !== "succeeded") return pinError(400, 1, `Media is not ready (status ${media.status})`);
        const hasUrl = typeof source.cover_image_url === "string";
        const frame = source.cover_image_key_frame_time;
        if (frame !== undefined && (!Number.isInteger(frame) || (frame as number) < 0))
          return pinError(400, 1, "cover_image_key_frame_time must be an integer of 0 or more");
        if (!hasUrl && frame === undefined) return pinError(400, 1, "a video Pin needs cover_image_url or cover_image_key_frame_time");
        mediaType = "video";
        break;
      }
      default:
        return pinError(400, 1, "media_source.source_type must be image_url, multiple_image_urls or video_id");
    }
    const pin: FakePin = {
      id: this.nextId("8137442"),
      board_id: boardId,
      created_at: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, ""),
      title: (body.title as string | null | undefined) ?? null,
      description: (body.description as string | null | undefined) ?? null,
      link: (body.link as string | null | undefined) ?? null,
      alt_text: (body.alt_text as string | null | undefined) ?? null,
      media_source: source,
      media: { media_type: mediaType },
      ownerId: grant.userId,
    };
    this.pins.push(pin);
    return { status: 201, body: this.pinJson(pin) };
  }

  // ── video uploads ───────────────────────────────────────────────────────────────────────────────────────

  private registerMedia(req: FakeRequest, grant: Grant): FakeResponse {
    if ((req.json as { media_type?: unknown } | undefined)?.media_type !== "video") return pinError(400, 1, "media_type must be video");
    const id = this.nextId("5212123");
    const parameters = {
      "x-amz-date": "20261124T101500Z",
      "x-amz-signature": crypto.randomBytes(32).toString("hex"),
      "x-amz-security-token": crypto.randomBytes(24).toString("base64"),
      "x-amz-algorithm": "AWS4-HMAC-SHA256",
      key: `uploads/11/aa/22/3:video:${grant.userId}:${id}`,
      policy: crypto.randomBytes(24).toString("base64"),
      "x-amz-credential": "ASIA6QZJ64OPIKV7FRVX/20261124/us-east-1/s3/aws4_request",
      "Content-Type": "multipart/form-data",
    };
    this.media.set(id, { id, ownerId: grant.userId, status: "registered", parameters, bytes: 0, processingPollsLeft: this.processingPolls });
    return { status: 201, body: { media_id: id, media_type: "video", upload_url: `${this.url}/upload/`, upload_parameters: parameters } };
  }

  private upload(req: FakeRequest): FakeResponse {
    const form = req.form;
    if (!form) return { status: 400, body: "<Error><Code>InvalidArgument</Code><Message>POST requires multipart/form-data</Message></Error>" };
    const key = String(form.get("key") ?? "");
    const media = [...this.media.values()].find((m) => m.parameters.key === key);
    if (!media || media.status !== "registered")
      return { status: 403, body: "<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>" };
    for (const [name, value] of Object.entries(media.parameters)) {
      if (form.get(name) !== value) return { status: 403, body: `<Error><Code>AccessDenied</Code><Message>missing or wrong field ${name}</Message></Error>` };
    }
    const names = [...form.keys()];
    const file = form.get("file");
    if (!(file instanceof Blob) || names[names.length - 1] !== "file")
      return { status: 400, body: "<Error><Code>InvalidArgument</Code><Message>file must be the last field</Message></Error>" };
    media.bytes = file.size;
    media.status = "processing";
    return { status: 204 };
  }

  private mediaStatus(grant: Grant, id: string): FakeResponse {
    const media = this.media.get(id);
    if (!media || media.ownerId !== grant.userId) return pinError(404, 4, "Media not found.");
    if (media.status === "processing") {
      if (media.processingPollsLeft > 0) media.processingPollsLeft--;
      else if (this.failNextVideo) {
        this.failNextVideo = false;
        media.status = "failed";
      } else media.status = "succeeded";
    }
    return { status: 200, body: { media_id: media.id, media_type: "video", status: media.status } };
  }

  // ── analytics ───────────────────────────────────────────────────────────────────────────────────────────

  private analytics(req: FakeRequest, grant: Grant, pinId: string): FakeResponse {
    const pin = this.pins.find((p) => p.id === pinId && p.ownerId === grant.userId);
    if (!pin) return pinError(404, 50, "Pin not found.");
    const start = req.query.get("start_date") ?? "";
    const end = req.query.get("end_date") ?? "";
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (!day.test(start) || !day.test(end)) return pinError(400, 1, "start_date and end_date are required as YYYY-MM-DD");
    const today = new Date(this.now()).toISOString().slice(0, 10);
    const earliest = new Date(this.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    if (start < earliest) return pinError(400, 1, "start_date cannot be more than 90 days back from today");
    if (end < start || start > today) return pinError(400, 1, "end_date must not be before start_date, and start_date not in the future");
    const requested = (req.query.get("metric_types") ?? "").split(",").filter(Boolean);
    if (requested.length === 0) return pinError(400, 1, "metric_types is required");
    const allowed = pin.media.media_type === "video" ? VIDEO_METRICS : STANDARD_METRICS;
    const refused = requested.find((m) => !allowed.has(m));
    if (refused) return pinError(400, 1, `metric_types: ${refused} is not available for this Pin format`);
    const figures: Record<string, number> = {
      IMPRESSION: 1840,
      SAVE: 37,
      PIN_CLICK: 96,
      OUTBOUND_CLICK: 21,
      SAVE_RATE: 0.02,
      VIDEO_MRC_VIEW: 612,
      VIDEO_START: 700,
    };
    const summary: Record<string, number> = {};
    const lifetime: Record<string, number> = {};
    for (const metric of requested) {
      if (metric === "TOTAL_COMMENTS") lifetime[metric] = 4;
      else if (metric === "TOTAL_REACTIONS") lifetime[metric] = 58;
      else summary[metric] = figures[metric] ?? 0;
    }
    return {
      status: 200,
      body: { all: { daily_metrics: [{ date: end, data_status: "READY", metrics: summary }], summary_metrics: summary, lifetime_metrics: lifetime } },
    };
  }
}
