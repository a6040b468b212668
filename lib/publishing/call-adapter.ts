// Calls the row's adapter for one phase: with a time bound, with credentials renewed ahead of expiry, and
// once more after a renewal when the network says the token expired. What the caller gets back is the
// adapter's result, a PlatformError (handle-step-error.ts decides what it means for the row), or
// ReauthRequiredError when only a reconnect can help.
import { PlatformAuthExpiredError, toPlatformError } from "../platforms/errors";
import type { AccountContext, PhaseContext } from "../platforms/types";
import { freshAccount } from "../tokens/fresh-account";
import { needsRenewal } from "../tokens/token-policy";
import type { RowContext } from "./row-context";
import type { PublishDeps } from "./step-types";

/** The account's grant is gone for good: mark it requires_reauth and fail the row. */
export class ReauthRequiredError extends Error {}

function phaseContext(rc: RowContext, account: AccountContext, signal: AbortSignal): PhaseContext {
  return { input: rc.input, account, state: rc.state.adapter, items: rc.state.items, attempt: Math.max(1, rc.post.attempts), signal };
}

/**
 * The row's credentials, renewed first by the one refresh service (lib/tokens/fresh-account.ts) when they
 * are due or `rejected` (the token the network just refused). A refresh refused for good means a
 * reconnect; a blip stays a blip and never marks the account.
 */
async function freshCredentials(rc: RowContext, deps: PublishDeps, rejected?: { token: string | null; message: string }): Promise<void> {
  if (!rc.account) {
    if (rejected) throw new ReauthRequiredError(rejected.message);
    return;
  }
  // A test post on a live account goes to the sandbox: the live account's token is not touched, nor marked.
  if (rc.sandbox && !rc.account.isSandbox) {
    if (rejected) throw new PlatformAuthExpiredError(rejected.message);
    return;
  }
  const { credentials } = rc.accountContext;
  const issuedAt = rc.account.tokenRefreshedAt ?? rc.account.connectedAt;
  if (!rejected && !needsRenewal({ platform: rc.platform, expiresAt: credentials.expiresAt, issuedAt }, new Date())) return;
  let fresh;
  try {
    fresh = await freshAccount({
      accountId: rc.account.id,
      signal: AbortSignal.timeout(deps.callTimeoutMs),
      ...(rejected ? { rejectedAccessToken: rejected.token } : {}),
    });
  } catch (refreshError) {
    const failure = toPlatformError(refreshError);
    if (failure.kind === "retryable" || failure.kind === "rate_limited") throw failure;
    throw new ReauthRequiredError(failure.message);
  }
  // Nothing newer than the refused token (the network cannot renew it): only a reconnect helps.
  if (rejected && fresh.account.credentials.accessToken === rejected.token) throw new ReauthRequiredError(rejected.message);
  rc.accountContext = { ...rc.accountContext, credentials: fresh.account.credentials };
}

/**
 * Runs one adapter call with a time bound, with credentials renewed ahead of expiry. On auth_expired: renew
 * once and call again; if the renewal is refused (or the new token is refused too), the account needs a
 * reconnect.
 */
export async function callAdapter<T>(rc: RowContext, deps: PublishDeps, call: (ctx: PhaseContext) => Promise<T>): Promise<T> {
  const once = (account: AccountContext) => call(phaseContext(rc, account, AbortSignal.timeout(deps.callTimeoutMs)));
  await freshCredentials(rc, deps);
  try {
    return await once(rc.accountContext);
  } catch (error) {
    const first = toPlatformError(error);
    if (first.kind !== "auth_expired") throw first;
    await freshCredentials(rc, deps, { token: rc.accountContext.credentials.accessToken, message: first.message });
    try {
      return await once(rc.accountContext);
    } catch (again) {
      const second = toPlatformError(again);
      if (second.kind === "auth_expired") throw new ReauthRequiredError(second.message);
      throw second;
    }
  }
}
