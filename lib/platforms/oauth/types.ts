// The per-network description of an OAuth 2.0 authorization-code flow. Each network keeps its own next to its
// adapter (lib/platforms/<network>/oauth.ts) and lists it in ./configs.ts; the machinery here is shared.
import type { PlatformId } from "../ids";

export interface OAuthTokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** When the refresh token itself runs out, when the network says (token-endpoint.ts); null otherwise. */
  refreshExpiresAt: Date | null;
  scopes: string[];
  /** The raw token response, for networks that put the account id in it (TikTok open_id). */
  raw: Record<string, unknown>;
}

/** One account the grant gives access to (a Facebook grant may give several pages). */
export interface ConnectedProfile {
  platformAccountId: string;
  username: string;
  displayName?: string | null;
  profileImageUrl?: string | null;
  settings?: Record<string, unknown>;
  /** A different token for this account (a Facebook page token); defaults to the grant's. */
  tokens?: OAuthTokenSet;
}

export interface OAuthNetworkConfig {
  platform: PlatformId;
  /** Prefix of the <PREFIX>_CLIENT_ID / _CLIENT_SECRET settings when networks share one app (Meta); default: platform. */
  credentialsPrefix?: string;
  /** Real origins; all of them are replaced by <NETWORK>_API_BASE_URL when it is set. */
  authorize: { origin: string; path: string };
  token: { origin: string; path: string };
  scopes: string[];
  /** How the network joins scopes in the authorize URL (TikTok and Meta use commas). */
  scopeSeparator: " " | ",";
  /** Send code_challenge/code_verifier (S256). */
  pkce: boolean;
  /** TikTok calls its client id `client_key`. */
  clientIdParam?: string;
  /** `basic`: HTTP Basic with id:secret (X); `body`: client id and secret as form fields. */
  clientAuth: "basic" | "body";
  extraAuthorizeParams?: Record<string, string>;
  /** Who the token belongs to; called once after the code exchange, before anything is stored. */
  fetchProfiles(tokens: OAuthTokenSet, signal: AbortSignal): Promise<ConnectedProfile[]>;
}
