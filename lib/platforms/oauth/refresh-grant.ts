// The refreshToken() of every OAuth adapter: a refresh grant on the network's token endpoint. When the
// network does not return a new refresh token the result leaves it out, so the stored one is kept.
import { PlatformAuthExpiredError } from "../errors";
import { PLATFORM_LABELS } from "../ids";
import type { AccountContext, RefreshedCredentials } from "../types";
import { refreshAccessToken } from "./token-endpoint";
import type { OAuthNetworkConfig } from "./types";

export async function refreshWithConfig(config: OAuthNetworkConfig, account: AccountContext, signal: AbortSignal): Promise<RefreshedCredentials> {
  const refreshToken = account.credentials.refreshToken;
  if (!refreshToken) {
    throw new PlatformAuthExpiredError(`${PLATFORM_LABELS[config.platform]} gave no refresh token for this account; reconnect it`);
  }
  const tokens = await refreshAccessToken(config, refreshToken, signal);
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt, refreshExpiresAt: tokens.refreshExpiresAt };
}
