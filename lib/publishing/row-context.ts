// Everything one step needs about a row: the row, its account and credentials, its adapter, the resolved
// content and its publishing state, built from the row as its claim returned it.
//
// Where it lives between steps depends on the engine. An Inngest step builds it afresh from the database
// each time and writes its progress before it ends, so any instance can run the next step. The in-process
// worker keeps one context in memory for the whole attempt (AttemptSession in step-types.ts): the claimed
// row, the account with credentials it may have renewed, and rc.state, which may hold prepare's and poll's
// progress not written yet. That is safe because
//   - the row cannot change unseen: every write of the attempt is guarded by its claim token (queued, not
//     deleted, still ours), and the arm write always comes before publish(), so a row deleted or taken over
//     meanwhile makes a write fail and the attempt stops without acting on its copy;
//   - a crash loses only what is safe to lose: prepare's and poll's progress, which the next attempt repeats,
//     and a published item not written yet, whose armed marker is in the row so the next attempt asks the
//     network (findExisting) instead of publishing again;
//   - it lasts one attempt: a retry, a poll wait, a hand-back or an error drops it, and the next attempt
//     builds its context from the row again. A renewed token is stored by the refresh service itself; a
//     change to the account meanwhile (a disconnect) is seen by the next attempt, as by an Inngest step
//     already under way.
import type { Post, SocialAccount } from "@/generated/prisma/client";
import { effectiveUtm, type UtmSetting } from "../links/utm-tags";
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
export function buildRowContext(post: Post, account: SocialAccount | null, workspaceUtm: UtmSetting | null = null): RowContext {
  const platform = rowPlatform(post);
  if (post.connectedAccountId && !account) throw new RowNotPublishableError("the connected account no longer exists; choose another account");
  if (account && account.platform !== platform) throw new RowNotPublishableError(`the selected account is a ${account.platform} account`);
  if (!account && post.mode !== "test") throw new RowNotPublishableError("no connected account was chosen for this network");
  if (account && !account.isConnected) throw new RowNotPublishableError("the account was disconnected, reconnect the account");
  if (account?.requiresReauth) throw new RowNotPublishableError("access has expired or was revoked, reconnect the account");
  const sandbox = post.mode === "test" || account?.isSandbox === true;
  const adapter = adapterFor(platform, { sandbox });
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
        mediaAltTexts: post.mediaAltTexts,
        utmCampaign: effectiveUtm(workspaceUtm, post.utm)?.campaign ?? null,
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
