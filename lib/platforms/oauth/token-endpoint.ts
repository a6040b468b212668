// The token endpoint of an OAuth 2.0 network: exchanging an authorization code and refreshing a grant.
// Responses are checked with zod; failures become the typed platform errors the pipeline understands.
import { z } from "zod";
import { networkSetting } from "../../env";
import { PlatformAuthExpiredError, PlatformRateLimitedError, PlatformRetryableError, retryAtFromHeaders, toPlatformError } from "../errors";
import { PLATFORM_LABELS } from "../ids";
import { networkUrl } from "../network-url";
import type { OAuthNetworkConfig, OAuthTokenSet } from "./types";

const tokenResponse = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().optional().nullable(),
  expires_in: z.coerce.number().optional().nullable(),
  scope: z.string().optional().nullable(),
  // The refresh token's own remaining lifetime, under each network's name: TikTok `refresh_expires_in`
  // (https://developers.tiktok.com/docs/en/oauth-user-access-token-management), LinkedIn and Pinterest
  // `refresh_token_expires_in` (https://learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens,
  // Pinterest's OauthAccessTokenResponse). X and Google document none.
  refresh_expires_in: z.coerce.number().optional().nullable(),
  refresh_token_expires_in: z.coerce.number().optional().nullable(),
});

const errorBody = z.looseObject({
  error: z.union([z.string(), z.looseObject({ code: z.string().optional(), message: z.string().optional() })]).optional(),
  error_description: z.string().optional(),
});

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export function clientCredentials(config: OAuthNetworkConfig): ClientCredentials | null {
  const prefix = config.credentialsPrefix ?? config.platform;
  const clientId = networkSetting(prefix, "CLIENT_ID");
  const clientSecret = networkSetting(prefix, "CLIENT_SECRET");
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export function requireClientCredentials(config: OAuthNetworkConfig): ClientCredentials {
  const credentials = clientCredentials(config);
  if (!credentials) {
    const name = (config.credentialsPrefix ?? config.platform).toUpperCase();
    throw new PlatformAuthExpiredError(
      `${PLATFORM_LABELS[config.platform]} is not configured on this server (${name}_CLIENT_ID and ${name}_CLIENT_SECRET are unset)`,
    );
  }
  return credentials;
}

export function tokenUrl(config: OAuthNetworkConfig): string {
  return networkUrl(config.platform, config.token.origin, config.token.path);
}

async function postToTokenEndpoint(config: OAuthNetworkConfig, params: Record<string, string>, signal: AbortSignal): Promise<OAuthTokenSet> {
  const { clientId, clientSecret } = requireClientCredentials(config);
  const form = new URLSearchParams(params);
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  form.set(config.clientIdParam ?? "client_id", clientId);
  if (config.clientAuth === "basic") {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`;
  } else {
    form.set("client_secret", clientSecret);
  }
  let response: Response;
  try {
    response = await fetch(tokenUrl(config), { method: "POST", headers, body: form, signal });
  } catch (error) {
    throw toPlatformError(error);
  }
  const text = await response.text();
  const body = safeJson(text);
  const parsed = response.ok ? tokenResponse.safeParse(body) : undefined;
  if (parsed?.success) {
    const data = parsed.data;
    const refreshSecondsLeft = data.refresh_expires_in ?? data.refresh_token_expires_in;
    return {
      accessToken: data.access_token,
      refreshToken: data.refresh_token ? data.refresh_token : null,
      expiresAt: data.expires_in ? new Date(Date.now() + data.expires_in * 1000) : null,
      refreshExpiresAt: refreshSecondsLeft ? new Date(Date.now() + refreshSecondsLeft * 1000) : null,
      scopes: data.scope ? data.scope.split(/[\s,]+/).filter(Boolean) : [],
      raw: body as Record<string, unknown>,
    };
  }
  const label = PLATFORM_LABELS[config.platform];
  if (response.status === 429) {
    throw new PlatformRateLimitedError(`${label} is limiting token requests; try again later`, {
      status: 429,
      retryAt: retryAtFromHeaders(response.headers),
    });
  }
  if (response.status >= 500) {
    throw new PlatformRetryableError(`${label}'s token endpoint failed (HTTP ${response.status}); will try again`, { status: response.status });
  }
  const detail = describeError(body) ?? (response.ok ? "the response had no access_token" : `HTTP ${response.status}`);
  // 4xx from the token endpoint: the code or the refresh token is not (or no longer) valid.
  throw new PlatformAuthExpiredError(`${label} refused the authorization (${detail}); connect the account again`, { status: response.status });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeError(body: unknown): string | undefined {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return undefined;
  const { error, error_description: description } = parsed.data;
  const code = typeof error === "string" ? error : (error?.code ?? error?.message);
  return [code, description].filter(Boolean).join(": ") || undefined;
}

export function exchangeAuthorizationCode(
  config: OAuthNetworkConfig,
  { code, redirectUri, codeVerifier }: { code: string; redirectUri: string; codeVerifier: string | null },
  signal: AbortSignal,
): Promise<OAuthTokenSet> {
  const params: Record<string, string> = { grant_type: "authorization_code", code, redirect_uri: redirectUri };
  if (codeVerifier) params.code_verifier = codeVerifier;
  return postToTokenEndpoint(config, params, signal);
}

/** A refresh grant. The result's refreshToken is null when the network issued none (keep the stored one). */
export function refreshAccessToken(config: OAuthNetworkConfig, refreshToken: string, signal: AbortSignal): Promise<OAuthTokenSet> {
  return postToTokenEndpoint(config, { grant_type: "refresh_token", refresh_token: refreshToken }, signal);
}
