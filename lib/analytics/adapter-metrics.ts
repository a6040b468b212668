// The production `fetchMetricsFor`: asks the row's adapter (the sandbox publisher for test posts and sandbox
// accounts) for its metrics, from the remote ids the publishing pipeline stored, with the account's token
// renewed by the one refresh service (lib/tokens/fresh-account.ts) when it is due.
import { db } from "../db";
import { PlatformAuthExpiredError, PlatformPermanentError, toPlatformError } from "../platforms/errors";
import { adapterFor } from "../platforms/registry";
import type { AccountContext, AdapterState, MeasuredMetrics, PublishedRef } from "../platforms/types";
import { freshAccount } from "../tokens/fresh-account";
import { toAccountContext } from "../tokens/account-context";
import type { MetricsRow } from "./due-rows";

/** Thrown when no adapter can read this network yet: the row is skipped, not marked failed. */
export class NoMetricsAdapterError extends Error {
  constructor(platform: string) {
    super(`no ${platform} adapter is installed`);
    this.name = "NoMetricsAdapterError";
  }
}

async function publishedRef(row: MetricsRow): Promise<PublishedRef> {
  const post = await db.post.findUniqueOrThrow({
    where: { id: row.postId },
    select: {
      publishState: true,
      platformResults: { where: { success: true, remotePostId: { not: null } }, orderBy: { createdAt: "asc" } },
    },
  });
  const items = post.platformResults.map((r) => ({ remotePostId: r.remotePostId!, remotePublishId: r.remotePublishId, remotePermalink: r.remotePermalink }));
  if (items.length === 0) throw new PlatformPermanentError("no remote post id was recorded when this post was published");
  return {
    postId: row.postId,
    remotePostId: items[0].remotePostId,
    remotePublishId: items[0].remotePublishId ?? null,
    remotePermalink: items[0].remotePermalink ?? null,
    publishedAt: row.publishedAt,
    items,
    state: (post.publishState ?? {}) as AdapterState,
  };
}

async function storedAccount(row: MetricsRow) {
  if (!row.connectedAccountId) return undefined;
  return (await db.socialAccount.findFirst({ where: { id: row.connectedAccountId, workspaceId: row.workspaceId } })) ?? undefined;
}

export async function fetchMetricsFromAdapter(row: MetricsRow, signal: AbortSignal): Promise<MeasuredMetrics> {
  const stored = await storedAccount(row);
  const sandbox = row.mode === "test" || stored?.isSandbox === true;
  const adapter = adapterFor(row.platform, { sandbox });
  if (!adapter) throw new NoMetricsAdapterError(row.platform);
  const ref = await publishedRef(row);
  if (sandbox) {
    // Test posts may have been made without an account; the sandbox needs none to answer.
    const account: AccountContext = stored
      ? toAccountContext(stored)
      : {
          id: "sandbox",
          platform: row.platform,
          platformAccountId: "sandbox",
          platformUsername: "sandbox",
          settings: {},
          credentials: { accessToken: null, refreshToken: null, expiresAt: null },
        };
    return adapter.fetchMetrics(ref, account, signal);
  }
  if (!stored || !stored.isConnected) throw new PlatformAuthExpiredError("the account this post was published with is no longer connected");
  if (stored.requiresReauth) throw new PlatformAuthExpiredError("access has expired or was revoked, reconnect the account");
  // The one refresh service renews a token that is due before the call, and once more if the network
  // refuses the token (hourly metrics outlive X's, YouTube's, TikTok's and Bluesky's short-lived tokens).
  const { account } = await freshAccount({ accountId: stored.id, signal });
  try {
    return await adapter.fetchMetrics(ref, account, signal);
  } catch (error) {
    if (toPlatformError(error).kind !== "auth_expired") throw error;
    const renewed = await freshAccount({ accountId: stored.id, signal, rejectedAccessToken: account.credentials.accessToken });
    if (renewed.account.credentials.accessToken === account.credentials.accessToken) throw error;
    return adapter.fetchMetrics(ref, renewed.account, signal);
  }
}
