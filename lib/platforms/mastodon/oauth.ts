// Mastodon's per-instance OAuth (https://docs.joinmastodon.org/methods/apps/, /methods/oauth/): every instance
// is its own authorization server, so Postlane registers an app on each one (cached by the caller) and runs
// the authorization-code flow against it, with PKCE (4.3+; older servers ignore it).
import { z } from "zod";
import { networkSetting } from "../../env";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRetryableError, toPlatformError } from "../errors";
import { mastodonError, mastodonFetch } from "./api";

/** Only what publishing, the duplicate check and the profile need. */
export const MASTODON_SCOPES = "read:accounts read:statuses write:statuses write:media";

/** Where requests for an instance go: MASTODON_API_BASE_URL (tests, e2e) or the instance itself. */
export function mastodonOrigin(instanceUrl: string): string {
  return (networkSetting("mastodon", "API_BASE_URL") ?? instanceUrl).replace(/\/+$/, "");
}

const registeredApp = z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) });

export async function registerMastodonApp(instanceUrl: string, redirectUri: string, website: string, signal: AbortSignal) {
  const response = await send(`${mastodonOrigin(instanceUrl)}/api/v1/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ client_name: "Postlane", redirect_uris: redirectUri, scopes: MASTODON_SCOPES, website }),
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 404) throw new PlatformInvalidContentError("this address does not answer like a Mastodon server", { status: 404 });
    throw mastodonError(response, body, "registering Postlane on the instance");
  }
  const parsed = registeredApp.safeParse(body);
  if (!parsed.success) throw new PlatformInvalidContentError("this address does not answer like a Mastodon server (no client_id in the app registration)");
  return { clientId: parsed.data.client_id, clientSecret: parsed.data.client_secret };
}

export function mastodonAuthorizeUrl(instanceUrl: string, params: { clientId: string; redirectUri: string; state: string; codeChallenge: string }): string {
  const url = new URL(`${mastodonOrigin(instanceUrl)}/oauth/authorize`);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", params.clientId);
  url.searchParams.set("redirect_uri", params.redirectUri);
  url.searchParams.set("scope", MASTODON_SCOPES);
  url.searchParams.set("state", params.state);
  url.searchParams.set("code_challenge", params.codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.toString();
}

const tokenResponse = z.object({ access_token: z.string().min(1), scope: z.string().optional() });

export async function exchangeMastodonCode(
  instanceUrl: string,
  params: { clientId: string; clientSecret: string; code: string; redirectUri: string; codeVerifier: string | null },
  signal: AbortSignal,
): Promise<{ accessToken: string; scopes: string[] }> {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code: params.code,
    client_id: params.clientId,
    client_secret: params.clientSecret,
    redirect_uri: params.redirectUri,
    scope: MASTODON_SCOPES,
  });
  if (params.codeVerifier) form.set("code_verifier", params.codeVerifier);
  const response = await send(`${mastodonOrigin(instanceUrl)}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: form,
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  const parsed = response.ok ? tokenResponse.safeParse(body) : undefined;
  if (parsed?.success) return { accessToken: parsed.data.access_token, scopes: (parsed.data.scope ?? MASTODON_SCOPES).split(/\s+/).filter(Boolean) };
  if (response.status >= 500 || response.status === 429) throw mastodonError(response, body, "exchanging the authorization code");
  const description = (body as { error_description?: string; error?: string } | null)?.error_description ?? (body as { error?: string } | null)?.error;
  throw new PlatformAuthExpiredError(`the instance refused the authorization (${description ?? `HTTP ${response.status}`}); connect again`, {
    status: response.status,
  });
}

export const mastodonAccount = z.object({
  id: z.string(),
  username: z.string(),
  acct: z.string(),
  display_name: z.string().optional(),
  avatar: z.string().optional(),
  url: z.string().optional(),
});

export async function verifyMastodonCredentials(instanceUrl: string, accessToken: string, signal: AbortSignal) {
  const response = await send(`${mastodonOrigin(instanceUrl)}/api/v1/accounts/verify_credentials`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw mastodonError(response, body, "reading the connected account");
  const parsed = mastodonAccount.safeParse(body);
  if (!parsed.success) throw new PlatformRetryableError("the instance answered verify_credentials with an unexpected body");
  return parsed.data;
}

const instanceInfo = z.object({
  configuration: z.object({ statuses: z.object({ max_characters: z.number().int().positive().optional() }).optional() }).optional(),
});

/** The instance's status length limit (500 unless it says otherwise); null when it cannot be read. */
export async function mastodonMaxCharacters(instanceUrl: string, signal: AbortSignal): Promise<number | null> {
  try {
    const response = await mastodonFetch(`${mastodonOrigin(instanceUrl)}/api/v2/instance`, { headers: { accept: "application/json" }, signal });
    if (!response.ok) return null;
    return instanceInfo.safeParse(await response.json()).data?.configuration?.statuses?.max_characters ?? null;
  } catch {
    return null;
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await mastodonFetch(url, { ...init, redirect: "error" });
  } catch (error) {
    throw toPlatformError(error);
  }
}
