// Everything one step needs about a row, loaded fresh from the database at the start of each step (state
// lives in the database, never in memory, so any instance or Inngest run can take the next step).
import type { Post, SocialAccount } from "@/generated/prisma/client";
import { toAccountContext } from "../tokens/account-context";
import { PLATFORM_IDS, type PlatformId } from "../platforms/ids";
import { adapterFor } from "../platforms/registry";
import type { AccountContext, PlatformAdapter, PublishInput } from "../platforms/types";
import { resolveContent } from "./resolve-content";
import { readRowState, type RowState } from "./row-state";

export interface RowContext {
  post: Post;
  platform: PlatformId;
  account: SocialAccount | null;
  accountContext: AccountContext;
  adapter: PlatformAdapter;
  input: PublishInput;
  state: RowState;
  sandbox: boolean;
}

/** A row that cannot be published as it stands; the message is the row's error text (without the prefix). */
export class RowNotPublishableError extends Error {}

/** Test-mode posts may publish without an account: the sandbox stands in for one. */
function sandboxStandIn(post: Post, platform: PlatformId): AccountContext {
  return {
    id: `sandbox-${post.workspaceId}`,
    platform,
    platformAccountId: `sandbox-${post.workspaceId}`,
    platformUsername: "postlane_sandbox",
    settings: {},
    credentials: { accessToken: "sandbox-token", refreshToken: null, expiresAt: null },
  };
}

export function rowPlatform(post: Post): PlatformId {
  const platform = post.platforms[0];
  if (!PLATFORM_IDS.includes(platform as PlatformId)) throw new RowNotPublishableError(`unknown network "${platform}"`);
  return platform as PlatformId;
}

/** Builds the context, or throws RowNotPublishableError naming what the person must fix. */
export function buildRowContext(post: Post, account: SocialAccount | null): RowContext {
  const platform = rowPlatform(post);
  if (post.connectedAccountId && !account) throw new RowNotPublishableError("the connected account no longer exists; choose another account");
  if (account && account.platform !== platform) throw new RowNotPublishableError(`the selected account is a ${account.platform} account`);
  if (!account && post.mode !== "test") throw new RowNotPublishableError("no connected account was chosen for this network");
  if (account && !account.isConnected) throw new RowNotPublishableError("the account was disconnected, reconnect the account");
  if (account?.requiresReauth) throw new RowNotPublishableError("access has expired or was revoked, reconnect the account");
  const sandbox = post.mode === "test" || account?.isSandbox === true;
  const adapter = adapterFor(platform, { sandbox });
  if (!adapter) throw new RowNotPublishableError("publishing to this network is not available on this server yet");
  return {
    post,
    platform,
    account,
    accountContext: account ? toAccountContext(account) : sandboxStandIn(post, platform),
    adapter,
    input: resolveContent(
      {
        id: post.id,
        title: post.title,
        caption: post.caption,
        hashtags: post.hashtags,
        mediaUrls: post.mediaUrls,
        mediaType: post.mediaType,
        postType: post.postType,
        platformCaptions: post.platformCaptions,
        platformOptions: post.platformOptions,
      },
      platform,
    ),
    state: readRowState(post.publishState),
    sandbox,
  };
}
