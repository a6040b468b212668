// The networks connected through the shared OAuth 2.0 machinery. Each network's config lives beside its adapter;
// add one import and one entry per network (kept apart by blank lines so branches merge cleanly).
import type { PlatformId } from "../platforms/ids";
import type { OAuthNetworkConfig } from "./types";

import { twitterOAuth } from "../platforms/twitter/oauth";

import { linkedinOAuth } from "../platforms/linkedin/oauth";

import { youtubeOAuth } from "../platforms/youtube/oauth";

import { tiktokOAuth } from "../platforms/tiktok/oauth";

import { instagramOAuth } from "../platforms/instagram/oauth";

import { facebookOAuth } from "../platforms/facebook/oauth";

import { threadsOAuth } from "../platforms/threads/oauth";

import { pinterestOAuth } from "../platforms/pinterest/oauth";

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
