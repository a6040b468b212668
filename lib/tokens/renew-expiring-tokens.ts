// The scheduled renewal: every connected account whose token is due (token-policy.ts) is renewed through the
// one refresh service, whether or not anything publishes to it. This is what keeps Instagram and Threads
// accounts alive: Meta renews a long-lived token only while it is still valid, so an account that posts
// once a quarter must be renewed days ahead by a schedule, not when the next post finds the token dead.
// Runs from the `renew-expiring-tokens` Inngest cron or the in-process sweep (lib/server/token-renewal-sweep.ts).
// Then it raises the early reconnect warnings (warn-before-reauth.ts).
import { db } from "../db";
import type { PlatformId } from "../platforms/ids";
import { freshAccount } from "./fresh-account";
import { LONG_LIVED_RENEW_AHEAD_MS, needsRenewal } from "./token-policy";
import { warnBeforeReauth } from "./warn-before-reauth";

export interface RenewalReport {
  checked: number;
  renewed: number;
  failed: number;
  /** Accounts newly warned that they must be reconnected within days (warn-before-reauth.ts). */
  warned: number;
}

const CALL_TIMEOUT_MS = 30_000;

export async function renewExpiringTokens({ now = new Date(), workspaceIds }: { now?: Date; workspaceIds?: string[] } = {}): Promise<RenewalReport> {
  // Every token due within the longest renewal window; needsRenewal then decides per network.
  const candidates = await db.socialAccount.findMany({
    where: {
      isConnected: true,
      isSandbox: false,
      requiresReauth: false,
      tokenExpiresAt: { not: null, lt: new Date(now.getTime() + LONG_LIVED_RENEW_AHEAD_MS) },
      ...(workspaceIds ? { workspaceId: { in: workspaceIds } } : {}),
    },
    select: { id: true, platform: true, tokenExpiresAt: true, tokenRefreshedAt: true, connectedAt: true },
    orderBy: { tokenExpiresAt: "asc" },
  });
  const report: RenewalReport = { checked: candidates.length, renewed: 0, failed: 0, warned: 0 };
  // One at a time: a handful of accounts a day, and the networks' token endpoints are rate-limited.
  for (const account of candidates) {
    const facts = { platform: account.platform as PlatformId, expiresAt: account.tokenExpiresAt, issuedAt: account.tokenRefreshedAt ?? account.connectedAt };
    if (!needsRenewal(facts, now)) continue;
    try {
      const result = await freshAccount({ accountId: account.id, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      if (result.refreshed) report.renewed++;
    } catch {
      // The service recorded the error on the account (and requires_reauth when the grant is gone).
      report.failed++;
    }
  }
  // After the renewals: a token renewed just now moved its end and needs no warning.
  report.warned = await warnBeforeReauth({ now, workspaceIds });
  return report;
}
