// A stored social account as an adapter sees it: decrypted credentials, non-secret settings.
import type { SocialAccount } from "@/generated/prisma/client";
import { decryptToken } from "../crypto/token-cipher";
import type { PlatformId } from "../platforms/ids";
import type { AccountContext } from "../platforms/types";

function decrypt(stored: string | null): string | null {
  return stored ? decryptToken(stored) : null;
}

export function toAccountContext(account: SocialAccount): AccountContext {
  return {
    id: account.id,
    platform: account.platform as PlatformId,
    platformAccountId: account.platformAccountId,
    platformUsername: account.platformUsername,
    settings: (account.settings ?? {}) as Record<string, unknown>,
    credentials: {
      accessToken: decrypt(account.accessTokenEnc),
      refreshToken: decrypt(account.refreshTokenEnc),
      expiresAt: account.tokenExpiresAt,
    },
    grantedScopes: account.grantedScopes,
  };
}
