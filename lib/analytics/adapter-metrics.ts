// The production `fetchMetricsFor`: asks the row's adapter (the sandbox publisher for test posts and sandbox
// accounts) for its metrics, from the remote ids the publishing pipeline stored.
import { decryptToken } from "../crypto/token-cipher";
import { db } from "../db";
import { PlatformAuthExpiredError, PlatformPermanentError } from "../platforms/errors";
import { adapterFor } from "../platforms/registry";
import type { AccountContext, AdapterState, PostMetrics, PublishedRef } from "../platforms/types";
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

async function accountContext(row: MetricsRow): Promise<{ account: AccountContext; isSandbox: boolean } | undefined> {
  if (!row.connectedAccountId) return undefined;
  const account = await db.socialAccount.findFirst({ where: { id: row.connectedAccountId, workspaceId: row.workspaceId } });
  if (!account) return undefined;
  return {
    isSandbox: account.isSandbox,
    account: {
      id: account.id,
      platform: row.platform,
      platformAccountId: account.platformAccountId,
      platformUsername: account.platformUsername,
      settings: (account.settings ?? {}) as Record<string, unknown>,
      credentials: {
        accessToken: account.accessTokenEnc ? decryptToken(account.accessTokenEnc) : null,
        refreshToken: account.refreshTokenEnc ? decryptToken(account.refreshTokenEnc) : null,
        expiresAt: account.tokenExpiresAt,
      },
    },
  };
}

export async function fetchMetricsFromAdapter(row: MetricsRow, signal: AbortSignal): Promise<PostMetrics> {
  const found = await accountContext(row);
  const sandbox = row.mode === "test" || found?.isSandbox === true;
  const adapter = adapterFor(row.platform, { sandbox });
  if (!adapter) throw new NoMetricsAdapterError(row.platform);
  // Test posts may have been made without an account; the sandbox needs none to answer.
  const account: AccountContext | undefined =
    found?.account ??
    (sandbox
      ? { id: "sandbox", platform: row.platform, platformAccountId: "sandbox", platformUsername: "sandbox", settings: {}, credentials: { accessToken: null, refreshToken: null, expiresAt: null } }
      : undefined);
  if (!account) throw new PlatformAuthExpiredError("the account this post was published with is no longer connected");
  return adapter.fetchMetrics(await publishedRef(row), account, signal);
}
