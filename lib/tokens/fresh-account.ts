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
// The writes (lease, stored token, recorded error, the requires_reauth mark) sit beside it in lib/tokens/: this
// folder owns an account's token columns. Publishing and analytics (below the services) call it, and the
// account services call it too, so it never imports lib/services (eslint.config.mjs keeps the arrow one way).
import type { SocialAccount } from "@/generated/prisma/client";
import { db } from "../db";
import { PlatformAuthExpiredError, PlatformPermanentError, toPlatformError } from "../platforms/errors";
import type { PlatformId } from "../platforms/ids";
import { adapterFor } from "../platforms/registry";
import type { AccountContext } from "../platforms/types";
import { toAccountContext } from "./account-context";
import { markAccountRequiresReauth } from "./mark-account-requires-reauth";
import { recordTokenRefresh } from "./record-token-refresh";
import { recordTokenRefreshFailure } from "./record-token-refresh-failure";
import { releaseTokenRefreshLease, takeTokenRefreshLease } from "./token-refresh-lease";
import { needsRenewal } from "./token-policy";

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

async function renewIfDue(request: FreshAccountRequest): Promise<FreshAccount> {
  const { accountId, signal } = request;
  let row = await readAccount(accountId);
  // A sandbox account renews through the sandbox publisher, which never calls a network.
  const adapter = adapterFor(row.platform as PlatformId, { sandbox: row.isSandbox });
  if (!adapter?.refreshToken || !isDue(row, request, new Date())) return { account: toAccountContext(row), refreshed: false };

  // Another process may be renewing: wait for its lease to end, then decide again from what it stored.
  let leased = await takeTokenRefreshLease({ accountId, now: new Date() });
  while (!leased) {
    if (signal.aborted) throw toPlatformError(signal.reason);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    row = await readAccount(accountId);
    if (!isDue(row, request, new Date())) return { account: toAccountContext(row), refreshed: false };
    leased = await takeTokenRefreshLease({ accountId, now: new Date() });
  }
  row = leased;
  // Decided again under the lease: a renewal that finished just before it makes this one unnecessary.
  if (!isDue(row, request, new Date())) {
    await releaseTokenRefreshLease({ accountId });
    return { account: toAccountContext(row), refreshed: false };
  }

  const current = toAccountContext(row);
  try {
    const renewed = await adapter.refreshToken(current, signal);
    const updated = await recordTokenRefresh({ accountId, renewed });
    return { account: toAccountContext(updated), refreshed: true };
  } catch (error) {
    const failure = toPlatformError(error);
    // Refused for good: the grant is gone and a person must reconnect. A blip only records the error.
    const refused = failure instanceof PlatformAuthExpiredError || failure instanceof PlatformPermanentError;
    await recordTokenRefreshFailure({ accountId, message: failure.message });
    // Marked with its account.requires_reauth webhook event, once per change.
    if (refused) await markAccountRequiresReauth(accountId, failure.message);
    throw refused && !(failure instanceof PlatformAuthExpiredError) ? new PlatformAuthExpiredError(failure.message, { cause: failure }) : failure;
  }
}
