// The pieces every stand-in network server shares: a node:http server with a route table, a request log,
// one-shot fault injection, and an OAuth 2.0 provider (authorize redirect, code exchange with PKCE, refresh)
// that checks requests the way the real token endpoints do.
//
// Fidelity facts the OAuth provider enforces (RFC 6749 §5.2, and each network's token page):
// - access tokens expire after the network's lifetime, checked on every request against the clock;
// - a rotated refresh token is single-use, and one past its lifetime is refused with invalid_grant;
// - the granted scopes travel with the token, so a stand-in can refuse an endpoint the grant does not cover:
//   each stand-in keeps a route table naming every endpoint's ScopeRule, checked through `authorizeRequest`;
// - a refresh token is issued only when the grant holds `refreshTokenScope` where the network says so
//   (X: offline.access, https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Parsed JSON body (content-type application/json), else undefined. */
  json?: unknown;
  /** Parsed application/x-www-form-urlencoded or multipart/form-data body, else undefined. */
  form?: FormData;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export type FakeHandler = (req: FakeRequest, params: string[]) => FakeResponse | Promise<FakeResponse>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: FakeHandler;
}

export interface Fault {
  method?: string;
  path: RegExp;
  /** Further narrows which requests match (a header, a body). */
  when?: (req: FakeRequest) => boolean;
  /** How many matching requests to answer with `respond` (default 1). */
  times?: number;
  /** "drop": close the connection without acting; "drop-after": act, then close without answering (a lost answer). */
  respond: FakeResponse | "drop" | "drop-after";
}

export class FakeHttpServer {
  private server: http.Server;
  private routes: Route[] = [];
  private faults: (Fault & { left: number })[] = [];
  readonly requests: { method: string; path: string; status: number }[] = [];
  url = "";

  constructor(private readonly name: string) {
    this.server = http.createServer((req, res) => void this.handle(req, res));
  }

  route(method: string, pattern: RegExp, handler: FakeHandler): this {
    this.routes.push({ method, pattern, handler });
    return this;
  }

  /** The next `times` matching requests get `respond` instead of the normal answer ("drop" closes the socket). */
  fail(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  /** Listens on `port` (0: any free port; e2e uses a fixed one the app is configured with). */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  count(method: string, path: RegExp): number {
    return this.requests.filter((r) => r.method === method && path.test(r.path)).length;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://fake.local");
    const method = req.method ?? "GET";
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, headers: req.headers, body };
    const contentType = String(req.headers["content-type"] ?? "");
    try {
      if (contentType.startsWith("application/json") && body.length > 0) request.json = JSON.parse(body.toString("utf8"));
      if (contentType.startsWith("multipart/form-data") || contentType.startsWith("application/x-www-form-urlencoded")) {
        request.form = await new Response(body, { headers: { "content-type": contentType } }).formData();
      }
    } catch {
      return this.send(res, request, { status: 400, body: { error: "malformed body" } });
    }

    const fault = this.faults.find((f) => f.left > 0 && (!f.method || f.method === method) && f.path.test(url.pathname) && (!f.when || f.when(request)));
    const loseAnswer = fault?.respond === "drop-after";
    if (fault && loseAnswer) fault.left--;
    if (fault && fault.respond !== "drop-after") {
      fault.left--;
      if (fault.respond === "drop") {
        this.requests.push({ method, path: url.pathname, status: 0 });
        req.socket.destroy();
        return;
      }
      return this.send(res, request, fault.respond);
    }
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      try {
        const response = await route.handler(request, match.slice(1));
        if (loseAnswer) {
          this.requests.push({ method, path: url.pathname, status: 0 });
          req.socket.destroy();
          return;
        }
        return this.send(res, request, response);
      } catch (error) {
        return this.send(res, request, { status: 500, body: { error: `${this.name} fake crashed: ${(error as Error).message}` } });
      }
    }
    this.send(res, request, { status: 404, body: { error: `${this.name} fake: no route for ${method} ${url.pathname}` } });
  }

  private send(res: http.ServerResponse, req: FakeRequest, response: FakeResponse): void {
    this.requests.push({ method: req.method, path: req.path, status: response.status });
    const headers: Record<string, string> = { ...response.headers };
    let payload: string | Buffer | undefined;
    if (Buffer.isBuffer(response.body) || typeof response.body === "string") payload = response.body;
    else if (response.body !== undefined) {
      payload = JSON.stringify(response.body);
      headers["content-type"] ??= "application/json";
    }
    res.writeHead(response.status, headers);
    res.end(payload);
  }
}

// ── Scopes per endpoint ──────────────────────────────────────────────────────────────────────────────────

/**
 * What an endpoint asks of a token's scopes: every one of `all` (X, TikTok list what an endpoint needs), or at
 * least one of `anyOf` (Google and Mastodon list alternatives, any of which will do).
 */
export type ScopeRule = { all: readonly string[] } | { anyOf: readonly string[] };

/** The scopes a grant lacks for `rule`; empty when the grant covers it. */
export function missingScopes(granted: readonly string[], rule: ScopeRule): string[] {
  if ("all" in rule) return rule.all.filter((s) => !granted.includes(s));
  return rule.anyOf.some((s) => granted.includes(s)) ? [] : [...rule.anyOf];
}

// ── OAuth 2.0 provider ────────────────────────────────────────────────────────────────────────────────────

export interface OAuthProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The network's name for the client id parameter (TikTok: client_key). */
  clientIdParam?: string;
  /** `basic`: client secret only via HTTP Basic (X); `body`: client_secret form field. */
  clientAuth: "basic" | "body";
  /** Refuse a code exchange without a valid S256 code_verifier. */
  requirePkce: boolean;
  /** Lifetime of issued access tokens. */
  accessTokenTtlSeconds: number;
  /** Lifetime of refresh tokens (TikTok: 365 days); an expired one is refused with invalid_grant. Unset: no expiry. */
  refreshTokenTtlSeconds?: number;
  /** Only a grant holding this scope gets a refresh token (X: offline.access). Unset: every grant does. */
  refreshTokenScope?: string;
  /**
   * A rotated refresh token keeps the lifetime left on the one it replaces, counted from the consent, instead of
   * starting a new one (TikTok: refresh_expires_in is "the remaining lifetime").
   */
  refreshTokenExpiryFromConsent?: boolean;
  /** Extra fields in token responses (TikTok open_id …), per user, given the refresh token's seconds left. */
  extraTokenFields?: (userId: string, refreshSecondsLeft: number | null) => Record<string, unknown>;
}

interface Grant {
  userId: string;
  scope: string;
}

export class FakeOAuthProvider {
  private codes = new Map<string, Grant & { redirectUri: string; challenge: string | null }>();
  private accessTokens = new Map<string, Grant & { expiresAt: number }>();
  private refreshTokens = new Map<string, Grant & { expiresAt: number | null }>();
  /** Who approves at the authorize page. */
  approvingUserId = "user-1";
  /** Scopes granted at the consent page, as a person unticking boxes would (null: what was asked). */
  grantedScopes: string | null = null;
  /** Switches for refresh behaviour. */
  refreshReturnsNewRefreshToken = true;
  tokenRequests = 0;

  constructor(readonly options: OAuthProviderOptions) {}

  /** GET authorize: answers like the consent page after "Allow": a redirect to redirect_uri with code and state. */
  authorize: FakeHandler = (req) => {
    const q = req.query;
    const clientIdParam = this.options.clientIdParam ?? "client_id";
    if (q.get(clientIdParam) !== this.options.clientId) return { status: 400, body: `unknown ${clientIdParam}` };
    if (q.get("response_type") !== "code") return { status: 400, body: "response_type must be code" };
    const redirectUri = q.get("redirect_uri");
    if (!redirectUri) return { status: 400, body: "redirect_uri is required" };
    const challenge = q.get("code_challenge");
    if (this.options.requirePkce && (!challenge || q.get("code_challenge_method") !== "S256")) {
      return { status: 400, body: "code_challenge with code_challenge_method=S256 is required" };
    }
    const code = crypto.randomBytes(12).toString("hex");
    this.codes.set(code, { userId: this.approvingUserId, scope: this.grantedScopes ?? q.get("scope") ?? "", redirectUri, challenge });
    const target = new URL(redirectUri);
    target.searchParams.set("code", code);
    if (q.has("state")) target.searchParams.set("state", q.get("state") ?? "");
    return { status: 302, headers: { location: target.toString() } };
  };

  /** POST token: authorization_code and refresh_token grants. */
  token: FakeHandler = (req) => {
    this.tokenRequests++;
    if (!String(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded") || !req.form) {
      return oauthError(400, "invalid_request", "body must be application/x-www-form-urlencoded");
    }
    const form = req.form;
    const clientIdParam = this.options.clientIdParam ?? "client_id";
    if (this.options.clientAuth === "basic") {
      const expected = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return oauthError(401, "unauthorized_client", "Missing valid authorization header");
    } else if (form.get(clientIdParam) !== this.options.clientId || form.get("client_secret") !== this.options.clientSecret) {
      return oauthError(401, "invalid_client", "Client authentication failed");
    }
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") {
      const code = String(form.get("code") ?? "");
      const grant = this.codes.get(code);
      if (!grant) return oauthError(400, "invalid_grant", "Authorization code is invalid or was already used");
      this.codes.delete(code);
      if (form.get("redirect_uri") !== grant.redirectUri) return oauthError(400, "invalid_grant", "redirect_uri does not match");
      if (grant.challenge) {
        const verifier = String(form.get("code_verifier") ?? "");
        if (crypto.createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
          return oauthError(400, "invalid_grant", "code_verifier does not match the code_challenge");
        }
      }
      return { status: 200, body: this.issue(grant, true) };
    }
    if (grantType === "refresh_token") {
      const refreshToken = String(form.get("refresh_token") ?? "");
      const grant = this.refreshTokens.get(refreshToken);
      if (!grant || (grant.expiresAt !== null && grant.expiresAt <= Date.now()))
        return oauthError(400, "invalid_grant", "Refresh token is invalid, expired or revoked");
      if (this.refreshReturnsNewRefreshToken) this.refreshTokens.delete(refreshToken);
      const keepExpiry = this.options.refreshTokenExpiryFromConsent ? grant.expiresAt : undefined;
      return { status: 200, body: this.issue(grant, this.refreshReturnsNewRefreshToken, keepExpiry) };
    }
    return oauthError(400, "unsupported_grant_type", `grant_type ${grantType} is not supported`);
  };

  /** Tokens for a user without going through the browser steps (tests of adapters). */
  issueTokens(userId: string, scope = ""): { accessToken: string; refreshToken: string } {
    const body = this.issue({ userId, scope }, true);
    return { accessToken: body.access_token as string, refreshToken: (body.refresh_token as string | undefined) ?? "" };
  }

  expireAccessToken(accessToken: string): void {
    const grant = this.accessTokens.get(accessToken);
    if (grant) grant.expiresAt = 0;
  }

  revokeRefreshToken(refreshToken: string): void {
    this.refreshTokens.delete(refreshToken);
  }

  /** The user behind a bearer token: a user id, "missing" or "expired" (unknown tokens count as expired). */
  check(req: FakeRequest): { userId: string; scopes: string[] } | "missing" | "expired" {
    const header = String(req.headers.authorization ?? "");
    if (!header.startsWith("Bearer ")) return "missing";
    const grant = this.accessTokens.get(header.slice(7));
    if (!grant || grant.expiresAt <= Date.now()) return "expired";
    return { userId: grant.userId, scopes: grant.scope.split(/[\s,]+/).filter(Boolean) };
  }

  /** check() and the endpoint's scope rule together: the grant, "missing", "expired", or the scopes it lacks. */
  authorizeRequest(req: FakeRequest, rule: ScopeRule): { userId: string; scopes: string[] } | "missing" | "expired" | { lacking: string[] } {
    const result = this.check(req);
    if (typeof result === "string") return result;
    const lacking = missingScopes(result.scopes, rule);
    return lacking.length > 0 ? { lacking } : result;
  }

  /** `refreshExpiresAt`: the expiry a rotated refresh token inherits (undefined: a full lifetime from now). */
  private issue(grant: Grant, withRefreshToken: boolean, refreshExpiresAt?: number | null): Record<string, unknown> {
    const accessToken = `at-${crypto.randomBytes(12).toString("hex")}`;
    this.accessTokens.set(accessToken, { ...grant, expiresAt: Date.now() + this.options.accessTokenTtlSeconds * 1000 });
    const ttl = this.options.refreshTokenTtlSeconds;
    const expiresAt = refreshExpiresAt !== undefined ? refreshExpiresAt : ttl === undefined ? null : Date.now() + ttl * 1000;
    const body: Record<string, unknown> = {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: this.options.accessTokenTtlSeconds,
      scope: grant.scope,
      ...this.options.extraTokenFields?.(grant.userId, expiresAt === null ? null : Math.floor((expiresAt - Date.now()) / 1000)),
    };
    const offline = !this.options.refreshTokenScope || grant.scope.split(/[\s,]+/).includes(this.options.refreshTokenScope);
    if (withRefreshToken && offline) {
      const refreshToken = `rt-${crypto.randomBytes(12).toString("hex")}`;
      this.refreshTokens.set(refreshToken, { userId: grant.userId, scope: grant.scope, expiresAt });
      body.refresh_token = refreshToken;
    }
    return body;
  }
}

function oauthError(status: number, error: string, description: string): FakeResponse {
  return { status, body: { error, error_description: description } };
}
