// Refreshes a connected account's access token through its adapter and stores the result. A refresh token
// is never replaced by an empty one; a grant that is gone for good marks the account requires_reauth.
import { markAccountRequiresReauth } from "../../publishing/mark-requires-reauth";
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import { PlatformAuthExpiredError, PlatformPermanentError } from "../../platforms/errors";
import { liveAdapter } from "../../platforms/registry";
import type { PlatformId } from "../../platforms/ids";
import type { AccountContext, RefreshedCredentials } from "../../platforms/types";

export async function refreshAccountToken({ accountId, signal }: { accountId: string; signal: AbortSignal }): Promise<AccountContext> {
  const row = await db.socialAccount.findUnique({ where: { id: accountId } });
  if (!row) throw new NotFoundError("Account");
  const platform = row.platform as PlatformId;
  const adapter = liveAdapter(platform);
  if (!adapter?.refreshToken) throw new PlatformPermanentError(`${platform} tokens cannot be refreshed; reconnect the account`);
  const account: AccountContext = {
    id: row.id,
    platform,
    platformAccountId: row.platformAccountId,
    platformUsername: row.platformUsername,
    settings: (row.settings ?? {}) as Record<string, unknown>,
    credentials: {
      accessToken: row.accessTokenEnc ? decryptToken(row.accessTokenEnc) : null,
      refreshToken: row.refreshTokenEnc ? decryptToken(row.refreshTokenEnc) : null,
      expiresAt: row.tokenExpiresAt,
    },
  };
  let refreshed: RefreshedCredentials;
  try {
    refreshed = await adapter.refreshToken(account, signal);
  } catch (error) {
    if (error instanceof PlatformAuthExpiredError) {
      await markAccountRequiresReauth(accountId, error.message);
    }
    throw error;
  }
  await db.socialAccount.update({
    where: { id: accountId },
    data: {
      accessTokenEnc: encryptToken(refreshed.accessToken),
      // undefined keeps the stored refresh token when the network did not rotate it.
      refreshTokenEnc: refreshed.refreshToken ? encryptToken(refreshed.refreshToken) : undefined,
      tokenExpiresAt: refreshed.expiresAt ?? null,
      requiresReauth: false,
    },
  });
  return {
    ...account,
    credentials: {
      accessToken: refreshed.accessToken,
      refreshToken: refreshed.refreshToken || account.credentials.refreshToken,
      expiresAt: refreshed.expiresAt ?? null,
    },
  };
}
