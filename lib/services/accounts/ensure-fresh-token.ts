// Refresh before expiry: the publishing pipeline calls this before working with an account, so a token that
// runs out in the next few minutes is renewed up front instead of failing mid-upload.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { refreshAccountToken } from "./refresh-account-token";

export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** True when a refresh happened. Accounts without an expiry or a refresh token are left alone. */
export async function ensureFreshToken({ accountId, signal, now = new Date() }: { accountId: string; signal: AbortSignal; now?: Date }): Promise<boolean> {
  const row = await db.socialAccount.findUnique({ where: { id: accountId }, select: { tokenExpiresAt: true, refreshTokenEnc: true } });
  if (!row) throw new NotFoundError("Account");
  if (!row.tokenExpiresAt || !row.refreshTokenEnc) return false;
  if (row.tokenExpiresAt.getTime() - now.getTime() > REFRESH_MARGIN_MS) return false;
  await refreshAccountToken({ accountId, signal });
  return true;
}
