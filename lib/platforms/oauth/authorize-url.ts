// The URL the person's browser is sent to, to approve Postlane on the network.
import { networkUrl } from "../network-url";
import { codeChallengeS256 } from "./pkce";
import type { OAuthNetworkConfig } from "./types";

export function buildAuthorizeUrl(
  config: OAuthNetworkConfig,
  { clientId, redirectUri, state, codeVerifier }: { clientId: string; redirectUri: string; state: string; codeVerifier: string | null },
): string {
  const url = new URL(networkUrl(config.platform, config.authorize.origin, config.authorize.path));
  url.searchParams.set("response_type", "code");
  url.searchParams.set(config.clientIdParam ?? "client_id", clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("scope", config.scopes.join(config.scopeSeparator));
  url.searchParams.set("state", state);
  if (codeVerifier) {
    url.searchParams.set("code_challenge", codeChallengeS256(codeVerifier));
    url.searchParams.set("code_challenge_method", "S256");
  }
  for (const [key, value] of Object.entries(config.extraAuthorizeParams ?? {})) url.searchParams.set(key, value);
  return url.toString();
}
