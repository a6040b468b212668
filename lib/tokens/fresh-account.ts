// The one token refresh of the app. Publishing, metrics and connect checks ask it for an account's
// credentials before they call the network; it renews the access token ahead of expiry (token-policy.ts), or
// at once when the network has just refused the token, and stores the result with the token's health
// (last refresh, last error) on the account.
//
// Single flight: a refresh token is often single-use (X, TikTok and LinkedIn rotate it), so two callers
// renewing at once would spend it twice and the second would be refused, marking a healthy account for
// reconnecting. Within a process, callers for one account share one promise; across processes, the renewer
// holds a short lease on the account row (token_refresh_lock_until, taken with one conditional UPDATE) and the
// others wait for it to end and read the token it stored. A lease, not a transaction held across the
// network call: on the embedded database one open transaction would stall every other query meanwhile.
import type { SocialAccount } from "@/generated/prisma/client";
import { db } from "../db";
import { encryptToken } from "../crypto/token-cipher";
import { PlatformAuthExpiredError, PlatformPermanentError, toPlatformError } from "../platforms/errors";
import type { PlatformId } from "../platforms/ids";
import { adapterFor } from "../platforms/registry";
import type { AccountContext } from "../platforms/types";
import { toAccountContext } from "./account-context";
import { markAccountRequiresReauth } from "./mark-requires-reauth";
import { needsRenewal } from "./token-policy";

/** How long a renewer may hold the account; a crashed one lets go by itself after this. */
const LEASE_MS = 90_000;
const WAIT_STEP_MS = 100;

export class AccountNotFoundError extends Error {
  constructor() {
    super("the account no longer exists");
  }
}

export interface FreshAccountRequest {
  accountId: string;
  signal: AbortSignal;
  /** The access token the network just refused: renew unless someone already replaced it. */
  rejectedAccessToken?: string | null;
  /** Renew whatever the expiry says (an operator's "refresh now", the renewal sweep's long-lived tokens). */
  force?: boolean;
}

export interface FreshAccount {
  account: AccountContext;
  /** True when this call (or the one it joined) renewed the token. */
  refreshed: boolean;
}

const inFlight = new Map<string, Promise<FreshAccount>>();

/** The account's credentials, renewed first when they are due (see the file comment). */
export async function freshAccount(request: FreshAccountRequest): Promise<FreshAccount> {
  const running = inFlight.get(request.accountId);
  if (running) return running;
  const started = renewIfDue(request).finally(() => inFlight.delete(request.accountId));
  inFlight.set(request.accountId, started);
  return started;
}

function issuedAt(row: SocialAccount): Date {
  return row.tokenRefreshedAt ?? row.connectedAt;
}

function isDue(row: SocialAccount, request: FreshAccountRequest, now: Date): boolean {
  if (!row.accessTokenEnc && !row.refreshTokenEnc) return false;
  if (request.rejectedAccessToken !== undefined) return toAccountContext(row).credentials.accessToken === request.rejectedAccessToken;
  if (request.force) return true;
  return needsRenewal({ platform: row.platform as PlatformId, expiresAt: row.tokenExpiresAt, issuedAt: issuedAt(row) }, now);
}

async function readAccount(accountId: string): Promise<SocialAccount> {
  const row = await db.socialAccount.findUnique({ where: { id: accountId } });
  if (!row) throw new AccountNotFoundError();
  return row;
}

async function takeLease(accountId: string, now: Date): Promise<SocialAccount | null> {
  const [row] = await db.socialAccount.updateManyAndReturn({
    where: { id: accountId, OR: [{ tokenRefreshLockUntil: null }, { tokenRefreshLockUntil: { lt: now } }] },
    data: { tokenRefreshLockUntil: new Date(now.getTime() + LEASE_MS) },
  });
  return row ?? null;
}

async function renewIfDue(request: FreshAccountRequest): Promise<FreshAccount> {
  const { accountId, signal } = request;
  let row = await readAccount(accountId);
  // A sandbox account renews through the sandbox publisher, which never calls a network.
  const adapter = adapterFor(row.platform as PlatformId, { sandbox: row.isSandbox });
  if (!adapter?.refreshToken || !isDue(row, request, new Date())) return { account: toAccountContext(row), refreshed: false };

  // Another process may be renewing: wait for its lease to end, then decide again from what it stored.
  let leased = await takeLease(accountId, new Date());
  while (!leased) {
    if (signal.aborted) throw toPlatformError(signal.reason);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    row = await readAccount(accountId);
    if (!isDue(row, request, new Date())) return { account: toAccountContext(row), refreshed: false };
    leased = await takeLease(accountId, new Date());
  }
  row = leased;
  // Decided again under the lease: a renewal that finished just before it makes this one unnecessary.
  if (!isDue(row, request, new Date())) {
    await db.socialAccount.update({ where: { id: accountId }, data: { tokenRefreshLockUntil: null } });
    return { account: toAccountContext(row), refreshed: false };
  }

  const current = toAccountContext(row);
  try {
    const renewed = await adapter.refreshToken(current, signal);
    const updated = await db.socialAccount.update({
      where: { id: accountId },
      data: {
        accessTokenEnc: encryptToken(renewed.accessToken),
        // A network that did not rotate the refresh token keeps the stored one: it is never blanked.
        ...(renewed.refreshToken ? { refreshTokenEnc: encryptToken(renewed.refreshToken) } : {}),
        // No expiry in the answer keeps the stored one only for networks that never send one.
        ...(renewed.expiresAt !== undefined ? { tokenExpiresAt: renewed.expiresAt } : {}),
        tokenRefreshedAt: new Date(),
        tokenError: null,
        tokenErrorAt: null,
        requiresReauth: false,
        tokenRefreshLockUntil: null,
      },
    });
    return { account: toAccountContext(updated), refreshed: true };
  } catch (error) {
    const failure = toPlatformError(error);
    // Refused for good: the grant is gone and a person must reconnect. A blip only records the error.
    const refused = failure instanceof PlatformAuthExpiredError || failure instanceof PlatformPermanentError;
    await db.socialAccount.update({
      where: { id: accountId },
      data: { tokenError: failure.message, tokenErrorAt: new Date(), tokenRefreshLockUntil: null },
    });
    // Marked with its account.requires_reauth webhook event, once per change.
    if (refused) await markAccountRequiresReauth(accountId, failure.message);
    throw refused && !(failure instanceof PlatformAuthExpiredError) ? new PlatformAuthExpiredError(failure.message, { cause: failure }) : failure;
  }
}
