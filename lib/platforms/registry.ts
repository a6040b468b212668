// Which adapter publishes a row: the sandbox publisher for test-mode posts and sandbox accounts, otherwise
// the network's real adapter.
import type { PlatformId } from "./ids";
import type { PlatformAdapter } from "./types";
import { sandboxAdapter } from "./sandbox/adapter";

import { instagramAdapter } from "./instagram/adapter";
import { facebookAdapter } from "./facebook/adapter";
import { twitterAdapter } from "./twitter/adapter";
import { linkedinAdapter } from "./linkedin/adapter";
import { youtubeAdapter } from "./youtube/adapter";
import { tiktokAdapter } from "./tiktok/adapter";
import { threadsAdapter } from "./threads/adapter";
import { blueskyAdapter } from "./bluesky/adapter";
import { mastodonAdapter } from "./mastodon/adapter";
import { telegramAdapter } from "./telegram/adapter";
import { discordAdapter } from "./discord/adapter";
import { pinterestAdapter } from "./pinterest/adapter";

const liveAdapters: Record<PlatformId, PlatformAdapter> = {
  instagram: instagramAdapter,
  facebook: facebookAdapter,
  twitter: twitterAdapter,
  linkedin: linkedinAdapter,
  youtube: youtubeAdapter,
  tiktok: tiktokAdapter,
  threads: threadsAdapter,
  bluesky: blueskyAdapter,
  mastodon: mastodonAdapter,
  telegram: telegramAdapter,
  discord: discordAdapter,
  pinterest: pinterestAdapter,
};

/** Tests (and the benchmark) put an adapter in front of the table for one platform. */
const overrides = new Map<PlatformId, PlatformAdapter>();

export function overrideLiveAdapter(platform: PlatformId, adapter: PlatformAdapter | undefined): void {
  if (adapter) overrides.set(platform, adapter);
  else overrides.delete(platform);
}

function liveAdapter(platform: PlatformId): PlatformAdapter {
  return overrides.get(platform) ?? liveAdapters[platform];
}

/**
 * The adapter for one row. `sandbox` is true for test-mode posts (Post.mode = test) and sandbox accounts
 * (SocialAccount.isSandbox).
 */
export function adapterFor(platform: PlatformId, { sandbox }: { sandbox: boolean }): PlatformAdapter {
  return sandbox ? sandboxAdapter(platform) : liveAdapter(platform);
}
