// A stand-in for LinkedIn (www.linkedin.com OAuth pages and api.linkedin.com) with its real paths and shapes:
// OAuth 2.0 without PKCE, /v2/userinfo, images and videos initializeUpload → PUT → finalize, asset status,
// POST /rest/posts answering 201 with x-restli-id, the author finder, socialActions; LinkedIn's error bodies.
// Like LinkedIn it cuts commentary at the first unescaped reserved character of the little text format.
//
// Fidelity facts this stand-in enforces:
// - LinkedIn-Version (YYYYMM) and X-Restli-Protocol-Version 2.0.0 on /rest; sunset versions answer 426
//   (https://learn.microsoft.com/en-us/linkedin/marketing/versioning)
// - every endpoint checks the token's scopes (LINKEDIN_ENDPOINT_SCOPES below); short of one it is 403
//   ACCESS_DENIED "Not enough permissions to access: …" (LinkedIn's body for a missing permission):
//   - creating a post (POST /rest/posts) needs w_member_social
//     (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api, Permissions);
//   - images and videos initializeUpload / finalizeUpload need w_member_social
//     (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api and
//     /videos-api, Permissions: upload on behalf of an authenticated member); reading an asset's status takes
//     w_member_social or r_member_social (which of the two the pages name for a member's GET is not settled
//     here: either will do, neither is refused);
//   - reading posts (GET /rest/posts?q=author) and socialActions need r_member_social, granted only to
//     approved partners
//     (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/network-update-social-actions);
//   - GET /v2/userinfo needs openid and profile (Sign In with LinkedIn using OpenID Connect,
//     https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2)
// - access tokens expire after 60 days, refresh tokens (programmatic refresh) 365 days after the consent, not
//   moved by a refresh; refresh_token_expires_in is the time left
//   (https://learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens)
// - a comment (Comments API, "Create a Comment") takes only the fields that page names, and at most one image
//   in content[0].entity.image: an image URN this stand-in issued to the comment's actor, whose bytes were PUT
//   and which finished processing (linkedin-comment-body.ts); an image's entity has no alt text field
import { linkedinOAuth } from "@/lib/platforms/linkedin/oauth";
import { FakeHttpServer, FakeOAuthProvider, type FakeRequest, type FakeResponse, missingScopes, type ScopeRule } from "./oauth-server";
import { readCommentBody } from "./linkedin-comment-body";

export const LINKEDIN_CLIENT = { clientId: "li-client-id", clientSecret: "li-client-secret" };
export const LINKEDIN_REFRESH_TTL_S = 365 * 86_400;

/** Each endpoint's scopes, as the pages in the file comment name them. */
export const LINKEDIN_ENDPOINT_SCOPES = {
  "GET /v2/userinfo": { all: ["openid", "profile"] },
  "POST /rest/images": { all: ["w_member_social"] },
  "POST /rest/videos": { all: ["w_member_social"] },
  "GET /rest/images/{urn}": { anyOf: ["w_member_social", "r_member_social"] },
  "GET /rest/videos/{urn}": { anyOf: ["w_member_social", "r_member_social"] },
  "POST /rest/posts": { all: ["w_member_social"] },
  "GET /rest/posts": { all: ["r_member_social"] },
  "GET /rest/socialActions/{urn}": { all: ["r_member_social"] },
  // Comments API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api,
  // Permissions): creating a comment as the member takes w_member_social; reading comments r_member_social.
  "POST /rest/socialActions/{urn}/comments": { all: ["w_member_social"] },
  "GET /rest/socialActions/{urn}/comments": { all: ["r_member_social"] },
} satisfies Record<string, ScopeRule>;
type Endpoint = keyof typeof LINKEDIN_ENDPOINT_SCOPES;
const PERSON_ID = "abC123xYz";

const liError = (status: number, code: string, message: string, serviceErrorCode = 100): FakeResponse => ({
  status,
  body: { status, serviceErrorCode, code, message },
});

interface Asset {
  urn: string;
  owner: string;
  kind: "image" | "video";
  parts: number;
  received: Map<number, Buffer>;
  finalized: boolean;
  /** Status checks left before AVAILABLE (videos; images when imageProcessingChecks is set). */
  checksLeft: number;
}

export interface LinkedinPost {
  urn: string;
  author: string;
  commentary: string;
  content?: { media?: { id: string; altText?: string }; multiImage?: { images: { id: string; altText?: string }[] } };
}

/** What LinkedIn keeps of a commentary: everything up to the first unescaped reserved character. */
function truncateLikeLinkedin(commentary: string): string {
  let out = "";
  for (let i = 0; i < commentary.length; i++) {
    const c = commentary[i];
    if (c === "\\") {
      out += commentary.slice(i, i + 2);
      i++;
      continue;
    }
    const template = /^\{hashtag\|\\#\|[^}]*\}/.exec(commentary.slice(i));
    if (template) {
      out += template[0];
      i += template[0].length - 1;
      continue;
    }
    if ("|{}@[]()<>#*_~".includes(c)) return out;
    out += c;
  }
  return out;
}

export class FakeLinkedinServer extends FakeHttpServer {
  readonly oauth = new FakeOAuthProvider({
    ...LINKEDIN_CLIENT,
    clientAuth: "body",
    requirePkce: false,
    accessTokenTtlSeconds: 60 * 24 * 3600,
    refreshTokenTtlSeconds: LINKEDIN_REFRESH_TTL_S,
    refreshTokenExpiryFromConsent: true,
    extraTokenFields: (_user, refreshSecondsLeft) => (refreshSecondsLeft === null ? {} : { refresh_token_expires_in: refreshSecondsLeft }),
  });
  readonly assets = new Map<string, Asset>();
  readonly posts: LinkedinPost[] = [];
  readonly comments: { urn: string; object: string; actor: string; text: string; image?: string }[] = [];
  videoProcessingChecks = 1;
  /** Status checks an uploaded image answers PROCESSING before AVAILABLE (0: available once its bytes are in). */
  imageProcessingChecks = 0;
  /** Bytes per video upload part. */
  partSize = 4 * 1024 * 1024;
  /** Versions before this one are sunset: LinkedIn answers them 426. */
  oldestLiveVersion = "202511";
  private sequence = 0;

  constructor() {
    super("LinkedIn");
    this.route("GET", /^\/oauth\/v2\/authorization$/, this.oauth.authorize)
      .route("POST", /^\/oauth\/v2\/accessToken$/, this.oauth.token)
      .route("GET", /^\/v2\/userinfo$/, (req) =>
        this.authed(req, "GET /v2/userinfo", () => ({
          status: 200,
          body: { sub: PERSON_ID, name: "Pat Example", given_name: "Pat", family_name: "Example", picture: "https://media.example/pat.jpg" },
        })),
      )
      .route("POST", /^\/rest\/images$/, (req) => this.authed(req, "POST /rest/images", () => this.initialize(req, "image")))
      .route("POST", /^\/rest\/videos$/, (req) =>
        this.authed(req, "POST /rest/videos", () => (req.query.get("action") === "finalizeUpload" ? this.finalizeVideo(req) : this.initialize(req, "video"))),
      )
      .route("PUT", /^\/dms-uploads\/([^/]+)\/part\/(\d+)$/, (req, [id, part]) =>
        this.authed(req, null, () => this.upload(req, decodeURIComponent(id), Number(part))),
      )
      .route("GET", /^\/rest\/(images|videos)\/(.+)$/, (req, [kind, urn]) =>
        this.authed(req, `GET /rest/${kind as "images" | "videos"}/{urn}`, () => this.assetStatus(decodeURIComponent(urn))),
      )
      .route("POST", /^\/rest\/posts$/, (req) => this.authed(req, "POST /rest/posts", () => this.createPost(req)))
      // Reading posts and their social actions needs r_member_social (closed: approved partners only).
      .route("GET", /^\/rest\/posts$/, (req) => this.authed(req, "GET /rest/posts", () => this.findByAuthor(req)))
      .route("POST", /^\/rest\/socialActions\/(.+)\/comments$/, (req, [urn]) =>
        this.authed(req, "POST /rest/socialActions/{urn}/comments", () => this.createComment(req, decodeURIComponent(urn))),
      )
      .route("GET", /^\/rest\/socialActions\/(.+)\/comments$/, (req, [urn]) =>
        this.authed(req, "GET /rest/socialActions/{urn}/comments", () => this.listComments(decodeURIComponent(urn))),
      )
      .route("GET", /^\/rest\/socialActions\/(.+)$/, (req, [urn]) =>
        this.authed(req, "GET /rest/socialActions/{urn}", () => this.socialActions(decodeURIComponent(urn))),
      );
  }

  /** Tokens as our connect flow gets them: the scopes it asks LinkedIn for (or `scopes`), without the browser steps. */
  tokensFor(userKey = "user-1", scopes: readonly string[] = linkedinOAuth.scopes) {
    return this.oauth.issueTokens(userKey, scopes.join(" "));
  }

  get personUrn(): string {
    return `urn:li:person:${PERSON_ID}`;
  }

  rateLimit(path: RegExp): void {
    this.fail({
      path,
      respond: liError(429, "TOO_MANY_REQUESTS", "Resource level throttle APPLICATION DAY limit for calls to this resource is reached.", 101),
    });
  }

  /** `endpoint`: the scope rule to check (and, under /rest, the version headers); null: the upload URL. */
  private authed(req: FakeRequest, endpoint: Endpoint | null, handler: () => FakeResponse | Promise<FakeResponse>): FakeResponse | Promise<FakeResponse> {
    const result = this.oauth.check(req);
    if (result === "missing") return liError(401, "INVALID_ACCESS_TOKEN", "Empty oauth2_access_token", 65600);
    if (result === "expired") return liError(401, "EXPIRED_ACCESS_TOKEN", "The token used in the request has expired", 65601);
    if (endpoint && missingScopes(result.scopes, LINKEDIN_ENDPOINT_SCOPES[endpoint]).length > 0)
      return liError(403, "ACCESS_DENIED", `Not enough permissions to access: ${req.method} ${req.path}`, 100);
    if (endpoint?.includes(" /rest/")) {
      const version = String(req.headers["linkedin-version"] ?? "");
      if (!/^\d{6}$/.test(version))
        return liError(400, "VERSION_MISSING", "A version must be present. Please specify a version by adding the LinkedIn-Version header.");
      if (version < this.oldestLiveVersion) return liError(426, "NONEXISTENT_VERSION", `Requested version ${version} is not active`);
      if (req.headers["x-restli-protocol-version"] !== "2.0.0") return liError(400, "ILLEGAL_ARGUMENT", "X-Restli-Protocol-Version 2.0.0 is required");
    }
    return handler();
  }

  private initialize(req: FakeRequest, kind: "image" | "video"): FakeResponse {
    if (req.query.get("action") !== "initializeUpload") return liError(400, "ILLEGAL_ARGUMENT", "action must be initializeUpload");
    const request = (req.json as { initializeUploadRequest?: { owner?: string; fileSizeBytes?: number } } | undefined)?.initializeUploadRequest;
    if (!request?.owner?.startsWith("urn:li:")) return liError(422, "UNPROCESSABLE_ENTITY", "/initializeUploadRequest/owner :: field is required");
    const id = `D4E${++this.sequence}`;
    const urn = `urn:li:${kind}:${id}`;
    if (kind === "image") {
      this.assets.set(urn, { urn, owner: request.owner, kind, parts: 1, received: new Map(), finalized: true, checksLeft: this.imageProcessingChecks });
      return {
        status: 200,
        body: { value: { uploadUrlExpiresAt: Date.now() + 3600_000, uploadUrl: `${this.url}/dms-uploads/${encodeURIComponent(urn)}/part/0`, image: urn } },
      };
    }
    const size = request.fileSizeBytes ?? 0;
    if (size <= 0) return liError(422, "UNPROCESSABLE_ENTITY", "/initializeUploadRequest/fileSizeBytes :: field is required");
    const parts = Math.ceil(size / this.partSize);
    this.assets.set(urn, { urn, owner: request.owner, kind, parts, received: new Map(), finalized: false, checksLeft: this.videoProcessingChecks });
    const uploadInstructions = Array.from({ length: parts }, (_, i) => ({
      uploadUrl: `${this.url}/dms-uploads/${encodeURIComponent(urn)}/part/${i}`,
      firstByte: i * this.partSize,
      lastByte: Math.min(size, (i + 1) * this.partSize) - 1,
    }));
    return { status: 200, body: { value: { uploadUrlsExpireAt: Date.now() + 3600_000, video: urn, uploadInstructions, uploadToken: `token-${id}` } } };
  }

  private upload(req: FakeRequest, urn: string, part: number): FakeResponse {
    const asset = this.assets.get(urn);
    if (!asset || part >= asset.parts) return { status: 404, body: "" };
    asset.received.set(part, req.body);
    return { status: 201, headers: { etag: `etag-${urn}-${part}` } };
  }

  private finalizeVideo(req: FakeRequest): FakeResponse {
    const request = (req.json as { finalizeUploadRequest?: { video?: string; uploadToken?: string; uploadedPartIds?: string[] } } | undefined)
      ?.finalizeUploadRequest;
    const asset = this.assets.get(request?.video ?? "");
    if (!asset) return liError(404, "NOT_FOUND", "Video not found");
    const expected = Array.from({ length: asset.parts }, (_, i) => `etag-${asset.urn}-${i}`);
    if (JSON.stringify(request?.uploadedPartIds) !== JSON.stringify(expected) || asset.received.size !== asset.parts) {
      return liError(400, "ILLEGAL_ARGUMENT", "uploadedPartIds do not match the uploaded parts");
    }
    asset.finalized = true;
    return { status: 200, body: {} };
  }

  private assetStatus(urn: string): FakeResponse {
    const asset = this.assets.get(urn);
    if (!asset) return liError(404, "NOT_FOUND", `${urn} not found`);
    if (asset.received.size < asset.parts || !asset.finalized) return { status: 200, body: { id: urn, status: "WAITING_UPLOAD" } };
    if (asset.checksLeft > 0) {
      asset.checksLeft--;
      return { status: 200, body: { id: urn, status: "PROCESSING" } };
    }
    return { status: 200, body: { id: urn, status: "AVAILABLE", owner: asset.owner } };
  }

  private createPost(req: FakeRequest): FakeResponse {
    const body = (req.json ?? {}) as Partial<LinkedinPost> & { visibility?: string; lifecycleState?: string; distribution?: unknown };
    for (const field of ["author", "visibility", "lifecycleState", "distribution"] as const) {
      if (!body[field]) return liError(422, "UNPROCESSABLE_ENTITY", `/${field} :: field is required`);
    }
    const commentary = truncateLikeLinkedin(body.commentary ?? "");
    if (commentary.replace(/\\(.)/g, "$1").length > 3000) return liError(422, "UNPROCESSABLE_ENTITY", "/commentary :: length exceeds 3000");
    const ids = [body.content?.media?.id, ...(body.content?.multiImage?.images.map((i) => i.id) ?? [])].filter((v): v is string => !!v);
    for (const id of ids) {
      const asset = this.assets.get(id);
      if (!asset || asset.checksLeft > 0 || !asset.finalized) return liError(422, "UNPROCESSABLE_ENTITY", `Media ${id} is not available`);
    }
    if (body.content?.multiImage && ids.length < 2) return liError(422, "UNPROCESSABLE_ENTITY", "multiImage needs at least 2 images");
    // altText sits on content.media and on each multiImage image, a string of at most 4,086 characters
    // (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api, Media and MultiImage).
    const alts = [body.content?.media?.altText, ...(body.content?.multiImage?.images.map((i) => i.altText) ?? [])];
    for (const alt of alts) {
      if (alt === undefined) continue;
      if (typeof alt !== "string") return liError(422, "UNPROCESSABLE_ENTITY", "/content/media/altText :: not a string");
      if (alt.length > 4086) return liError(422, "UNPROCESSABLE_ENTITY", "/content/media/altText :: length exceeds 4086");
    }
    if (this.posts.some((p) => p.author === body.author && p.commentary === commentary && ids.length === 0 && commentary !== "")) {
      return liError(422, "DUPLICATE_POST", "Content is a duplicate of urn:li:share:1");
    }
    const urn = `urn:li:share:71000000000${String(++this.sequence).padStart(8, "0")}`;
    this.posts.push({ urn, author: body.author!, commentary, content: body.content });
    return { status: 201, headers: { "x-restli-id": urn } };
  }

  private findByAuthor(req: FakeRequest): FakeResponse {
    if (req.query.get("q") !== "author" || req.headers["x-restli-method"] !== "FINDER")
      return liError(400, "ILLEGAL_ARGUMENT", "q=author with X-RestLi-Method: FINDER is required");
    const author = req.query.get("author");
    const elements = this.posts
      .filter((p) => p.author === author)
      .reverse()
      .slice(0, Number(req.query.get("count") ?? 10))
      .map((p) => ({ id: p.urn, author: p.author, commentary: p.commentary, content: p.content, lifecycleState: "PUBLISHED", visibility: "PUBLIC" }));
    return { status: 200, body: { paging: { start: 0, count: elements.length, links: [] }, elements } };
  }

  /**
   * POST /rest/socialActions/{target}/comments { actor, object, message: { text }, content? } (Comments API,
   * "Create a Comment"): actor is the member (the token's person), object the post the path names, which must
   * exist; content, when present, one image the actor uploaded (linkedin-comment-body.ts); 201 with the
   * comment URN in x-restli-id. The text is little text like commentary; our limit 1,250 characters.
   */
  private createComment(req: FakeRequest, target: string): FakeResponse {
    const body = readCommentBody(req.json, this.assets);
    if ("status" in body) return body;
    if (!body.actor) return liError(422, "UNPROCESSABLE_ENTITY", "/actor :: field is required");
    if (body.actor !== `urn:li:person:${PERSON_ID}`) return liError(403, "ACCESS_DENIED", `Not enough permissions to act as ${body.actor}`);
    if (body.object !== target) return liError(422, "UNPROCESSABLE_ENTITY", "/object :: must be the target of the path");
    if (!this.posts.some((p) => p.urn === target)) return liError(404, "NOT_FOUND", `${target} not found`);
    const text = truncateLikeLinkedin(body.message?.text ?? "");
    if (text === "") return liError(422, "UNPROCESSABLE_ENTITY", "/message/text :: field is required");
    if (text.replace(/\\(.)/g, "$1").length > 1250) return liError(422, "UNPROCESSABLE_ENTITY", "/message/text :: length exceeds 1250");
    const urn = `urn:li:comment:(${target},${7100000000000 + this.comments.length + 1})`;
    const content = body.image ? { content: [{ entity: { image: body.image } }] } : {};
    this.comments.push({ urn, object: target, actor: body.actor, text, ...(body.image ? { image: body.image } : {}) });
    return { status: 201, headers: { "x-restli-id": urn }, body: { $URN: urn, actor: body.actor, object: target, message: { text }, ...content } };
  }

  private listComments(target: string): FakeResponse {
    const elements = this.comments
      .filter((c) => c.object === target)
      .map((c) => ({
        $URN: c.urn,
        actor: c.actor,
        object: c.object,
        message: { text: c.text },
        ...(c.image ? { content: [{ entity: { image: c.image } }] } : {}),
      }));
    return { status: 200, body: { paging: { start: 0, count: elements.length, links: [] }, elements } };
  }

  private socialActions(urn: string): FakeResponse {
    if (!this.posts.some((p) => p.urn === urn)) return liError(404, "NOT_FOUND", `${urn} not found`);
    return {
      status: 200,
      body: {
        likesSummary: { totalLikes: 12, likedByCurrentUser: false },
        commentsSummary: { aggregatedTotalComments: 5, totalFirstLevelComments: 4 },
        target: urn,
      },
    };
  }
}
