// The fake Pinterest's OAuth side: the consent page, the token endpoint (authorization code and refresh), and
// the bearer check every API route goes through. Fidelity facts it enforces
// (Auth = https://developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/,
// OpenAPI = v5/openapi.json of https://github.com/pinterest/api-description, release 5.23.0):
//
//  - Consent at GET /oauth/ (authorizationUrl https://www.pinterest.com/oauth/, OpenAPI securitySchemes) with
//    client_id, redirect_uri, response_type=code and comma-separated scopes (Auth); an unknown scope — a
//    space-joined list included — is refused.
//  - POST /v5/oauth/token takes a form body and HTTP Basic client authentication only (OpenAPI security
//    "basic" on oauth/token); grant_type authorization_code needs code + the same redirect_uri, refresh_token
//    needs refresh_token (OauthAccessTokenRequestCode/Refresh).
//  - Access tokens live 30 days (expires_in 2592000); refresh tokens are "continuous": 60 days, and every
//    refresh answers a new one (oauth/token description, OauthAccessTokenResponseRefresh with refresh_token,
//    refresh_token_expires_in, refresh_token_expires_at). Here the old refresh token dies when it is used, and
//    an expired one is refused: tokens expire on the server's clock.
//  - Every endpoint checks the token's scopes against its OpenAPI security requirement, all of them (the
//    server's route table lists them). A missing or expired token is 401, a missing scope 403 naming it (status
//    codes listed per operation in the OpenAPI; the message texts are ours).
import crypto from "node:crypto";
import type { FakeRequest, FakeResponse } from "../oauth-server";
import { ALL_PINTEREST_SCOPES, type Grant, PINTEREST_CLIENT, PINTEREST_USER, pinError } from "./store";

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
export const ACCESS_TTL_S = 30 * 86_400;
const REFRESH_TTL_S = 60 * 86_400;

interface Token extends Grant {
  expiresAt: number;
}

export class PinterestOAuth {
  private codes = new Map<string, Grant & { redirectUri: string }>();
  private accessTokens = new Map<string, Token>();
  private refreshTokens = new Map<string, Token>();

  /** `now`: the server's clock, which tests move forward. */
  constructor(private readonly now: () => number) {}

  /** The consent page: consents at once and redirects back with a code for `grantedScopes` (null: what was asked). */
  authorize(req: FakeRequest, grantedScopes: string[] | null): FakeResponse {
    const q = req.query;
    if (q.get("client_id") !== PINTEREST_CLIENT.clientId) return { status: 400, body: "unknown client_id" };
    if (q.get("response_type") !== "code") return { status: 400, body: "response_type must be code" };
    const redirectUri = q.get("redirect_uri");
    if (!redirectUri) return { status: 400, body: "redirect_uri is required" };
    const scopes = (q.get("scope") ?? "").split(",").filter(Boolean);
    const unknown = scopes.find((s) => !KNOWN_SCOPES.has(s));
    if (scopes.length === 0 || unknown) return { status: 400, body: `invalid scope ${JSON.stringify(unknown ?? "")}: scopes are comma-separated` };
    const code = crypto.randomBytes(12).toString("hex");
    this.codes.set(code, { userId: PINTEREST_USER.id, scopes: grantedScopes ?? scopes, redirectUri });
    const target = new URL(redirectUri);
    target.searchParams.set("code", code);
    if (q.has("state")) target.searchParams.set("state", q.get("state") ?? "");
    return { status: 302, headers: { location: target.toString() } };
  }

  token(req: FakeRequest): FakeResponse {
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

  /** A new access and refresh token pair for `grant`, as the token endpoint answers it. */
  issue(grant: Grant, responseType: string): Record<string, unknown> {
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

  /** Runs `handler` for a live bearer token holding every one of `scopes`; API POSTs must be JSON. */
  authed(req: FakeRequest, scopes: string[], handler: (grant: Grant) => FakeResponse): FakeResponse {
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
}
