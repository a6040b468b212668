// The networks that publish a thread: the post, then `platformOptions.<network>.chainItems` as replies in
// order, each reply to the one before (one item per publish() call). The composer, the validators and the
// sandbox read this one list.
import type { PlatformId } from "./ids";

export const CHAIN_NETWORKS = ["twitter", "bluesky", "threads", "mastodon"] as const satisfies readonly PlatformId[];

export type ChainNetwork = (typeof CHAIN_NETWORKS)[number];

export function isChainNetwork(platform: string): platform is ChainNetwork {
  return (CHAIN_NETWORKS as readonly string[]).includes(platform);
}
