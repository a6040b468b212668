// A stand-in for Pinterest's REST API v5, stricter than the real one. Fidelity facts are listed, with where
// each comes from (OpenAPI = v5/openapi.json of https://github.com/pinterest/api-description, release 5.23.0;
// Auth = https://developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/), in the
// module that enforces them: pinterest/oauth.ts (consent, tokens, scopes), pinterest/pins.ts (boards and Pins),
// pinterest/media.ts (video uploads), pinterest/analytics.ts (Pin analytics). This file holds the server: its
// route table with each endpoint's scopes, its clock, and the switches tests use. Across all of them:
//
//  - Every endpoint checks the token's scopes against its OpenAPI security requirement, all of them:
//    GET /user_account user_accounts:read; GET /boards boards:read; GET /boards/{id}/pins boards:read+pins:read;
//    POST /pins boards:read+boards:write+pins:read+pins:write; POST /media pins:read+pins:write;
//    GET /media/{id} pins:read; GET /pins/{id}/analytics boards:read+pins:read.
//  - Errors are { code: integer, message: string } (Pinterest.Lib.Error).
//  - Ids are strings of digits, never numbers (pattern ^\d+$ on Pin.id, Board.id, MediaUpload.media_id).
//  - 429 (rate limit, listed per operation in the OpenAPI) carries x-ratelimit-reset in seconds: the header
//    name is from https://developers.pinterest.com/docs/reference/rate-limits/ as we read it; not in the OpenAPI.
import { FakeHttpServer } from "./oauth-server";
import { analytics } from "./pinterest/analytics";
import { mediaStatus, registerMedia, upload } from "./pinterest/media";
import { ACCESS_TTL_S, PinterestOAuth } from "./pinterest/oauth";
import { createPin, listBoardPins, listBoards } from "./pinterest/pins";
import { ALL_PINTEREST_SCOPES, type FakeBoard, type FakeMedia, type FakePin, PINTEREST_USER, pinError, type PinterestStore } from "./pinterest/store";

export { PINTEREST_CLIENT, PINTEREST_USER } from "./pinterest/store";

export class FakePinterestServer extends FakeHttpServer implements PinterestStore {
  /** Milliseconds added to the real clock: tokens expire on this server's time. */
  private offsetMs = 0;
  private readonly oauth = new PinterestOAuth(() => this.now());
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
    const authed = this.oauth.authed.bind(this.oauth);
    this.route("GET", /^\/oauth\/$/, (req) => this.oauth.authorize(req, this.grantedScopes))
      .route("POST", /^\/v5\/oauth\/token$/, (req) => {
        this.tokenRequests++;
        return this.oauth.token(req);
      })
      .route("GET", /^\/v5\/user_account$/, (req) => authed(req, ["user_accounts:read"], () => ({ status: 200, body: this.account() })))
      .route("GET", /^\/v5\/boards$/, (req) => authed(req, ["boards:read"], (grant) => listBoards(this, req, grant)))
      .route("GET", /^\/v5\/boards\/([^/]+)\/pins$/, (req, [id]) => authed(req, ["boards:read", "pins:read"], (grant) => listBoardPins(this, req, grant, id)))
      .route("POST", /^\/v5\/pins$/, (req) => authed(req, ["boards:read", "boards:write", "pins:read", "pins:write"], (grant) => createPin(this, req, grant)))
      .route("POST", /^\/v5\/media$/, (req) => authed(req, ["pins:read", "pins:write"], (grant) => registerMedia(this, req, grant)))
      .route("GET", /^\/v5\/media\/([^/]+)$/, (req, [id]) => authed(req, ["pins:read"], (grant) => mediaStatus(this, grant, id)))
      .route("POST", /^\/upload\/$/, (req) => upload(this, req))
      .route("GET", /^\/v5\/pins\/([^/]+)\/analytics$/, (req, [id]) => authed(req, ["boards:read", "pins:read"], (grant) => analytics(this, req, grant, id)));
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
    const body = this.oauth.issue({ userId, scopes }, "authorization_code");
    return { accessToken: body.access_token as string, refreshToken: body.refresh_token as string, expiresAt: new Date(Date.now() + ACCESS_TTL_S * 1000) };
  }

  rateLimit(method: string, path: RegExp, resetSeconds = 30): void {
    this.fail({ method, path, respond: pinError(429, 8, "Rate limit exceeded. Please retry later.", { "x-ratelimit-reset": String(resetSeconds) }) });
  }

  pinsCreated(): number {
    return this.pins.length;
  }

  /** A new id of Pinterest's shape: a string of digits. */
  nextId(prefix: string): string {
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
}
