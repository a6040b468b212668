// Which adapter publishes a row: the sandbox publisher for test-mode posts and sandbox accounts, otherwise
// the network's real adapter.
//
// Each network's helper adds its adapter by uncommenting its own two lines below (one import, one table
// entry). The lines are kept apart by blank lines so the networks' branches merge without conflicts.
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

const liveAdapters: Partial<Record<PlatformId, PlatformAdapter>> = {
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

export function liveAdapter(platform: PlatformId): PlatformAdapter | undefined {
  return overrides.get(platform) ?? liveAdapters[platform];
}

/**
 * The adapter for one row. `sandbox` is true for test-mode posts (Post.mode = test) and sandbox accounts
 * (SocialAccount.isSandbox). Undefined when the network has no live adapter yet.
 */
export function adapterFor(platform: PlatformId, { sandbox }: { sandbox: boolean }): PlatformAdapter | undefined {
  return sandbox ? sandboxAdapter(platform) : liveAdapter(platform);
}
