// Stores a renewed token on the account, clears its token health (error, requires_reauth) and the renewer's
// lease in the same write. Called by the one refresh service (fresh-account.ts) under its lease.
import type { SocialAccount } from "@/generated/prisma/client";
import { db } from "../db";
import { encryptToken } from "../crypto/token-cipher";
import type { RefreshedCredentials } from "../platforms/types";

export async function recordTokenRefresh({ accountId, renewed }: { accountId: string; renewed: RefreshedCredentials }): Promise<SocialAccount> {
  return db.socialAccount.update({
    where: { id: accountId },
    data: {
      accessTokenEnc: encryptToken(renewed.accessToken),
      // A network that did not rotate the refresh token keeps the stored one: it is never blanked.
      ...(renewed.refreshToken ? { refreshTokenEnc: encryptToken(renewed.refreshToken) } : {}),
      // No expiry in the answer keeps the stored one only for networks that never send one.
      ...(renewed.expiresAt !== undefined ? { tokenExpiresAt: renewed.expiresAt } : {}),
      ...refreshExpiry(renewed),
      tokenRefreshedAt: new Date(),
      tokenError: null,
      tokenErrorAt: null,
      requiresReauth: false,
      tokenRefreshLockUntil: null,
    },
  });
}

/** The refresh token's expiry to store: the one reported, else kept with a kept refresh token, else unknown. */
function refreshExpiry(renewed: RefreshedCredentials): { refreshTokenExpiresAt?: Date | null } {
  if (renewed.refreshExpiresAt) return { refreshTokenExpiresAt: renewed.refreshExpiresAt };
  return renewed.refreshToken ? { refreshTokenExpiresAt: null } : {};
}
