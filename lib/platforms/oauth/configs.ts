// The networks connected through the shared OAuth 2.0 machinery. Each network's config lives beside its adapter;
// add one import and one entry per network (kept apart by blank lines so branches merge cleanly).
import type { PlatformId } from "../ids";
import type { OAuthNetworkConfig } from "./types";

import { twitterOAuth } from "../twitter/oauth";

import { linkedinOAuth } from "../linkedin/oauth";

import { youtubeOAuth } from "../youtube/oauth";

import { tiktokOAuth } from "../tiktok/oauth";

import { instagramOAuth } from "../instagram/oauth";

import { facebookOAuth } from "../facebook/oauth";

import { threadsOAuth } from "../threads/oauth";

import { pinterestOAuth } from "../pinterest/oauth";

const configs: Partial<Record<PlatformId, OAuthNetworkConfig>> = {
  twitter: twitterOAuth,

  linkedin: linkedinOAuth,

  youtube: youtubeOAuth,

  tiktok: tiktokOAuth,

  instagram: instagramOAuth,

  facebook: facebookOAuth,

  threads: threadsOAuth,

  pinterest: pinterestOAuth,
};

/** Networks connected with a form instead of an OAuth app of ours (bot tokens, app passwords, per-instance apps). */
export const CREDENTIAL_NETWORKS: readonly PlatformId[] = ["bluesky", "mastodon", "telegram", "discord"];

export function oauthConfig(platform: PlatformId): OAuthNetworkConfig | undefined {
  return configs[platform];
}
