// What a published version freezes: everything the public page renders, with the social accounts and the
// post tiles resolved at publish time, so rendering needs no query beyond reading this JSON.
import type { EmbedProvider } from "./embed-url";

export interface SnapshotSocialAccount {
  platform: string;
  /** Human name of the network (aria-label and title of the icon). */
  network: string;
  username: string;
  url: string;
}

export interface SnapshotPostTile {
  postId: string;
  /** Image shown in the tile; null for a video or text-only post (the caption is shown instead). */
  imageUrl: string | null;
  caption: string;
  /** Where the tile leads: the URL set for this post, else its live permalink; null = not a link. */
  url: string | null;
}

export type SnapshotBlock =
  | { id: string; type: "link"; label: string; url: string; thumbnailUrl?: string; startsAt?: string; endsAt?: string }
  | { id: string; type: "header"; text: string }
  | { id: string; type: "text"; text: string }
  | { id: string; type: "social"; accounts: SnapshotSocialAccount[] }
  | { id: string; type: "posts"; tiles: SnapshotPostTile[] }
  | { id: string; type: "embed"; provider: EmbedProvider; src: string; url: string };

export interface LinkSnapshot {
  version: number;
  publishedAt: string;
  page: { slug: string; title: string; bio: string | null; avatarUrl: string | null; theme: string; accentColor: string | null };
  blocks: SnapshotBlock[];
}

/** Whether a block shows at `now` (link blocks may have a schedule window). */
export function isBlockVisible(block: SnapshotBlock, now: number): boolean {
  if (block.type !== "link") return true;
  if (block.startsAt && Date.parse(block.startsAt) > now) return false;
  if (block.endsAt && Date.parse(block.endsAt) <= now) return false;
  return true;
}

/** The next instant after `now` at which a scheduled block appears or disappears (cache lifetime bound). */
export function nextVisibilityChange(snapshot: LinkSnapshot, now: number): number | null {
  let next: number | null = null;
  for (const block of snapshot.blocks) {
    if (block.type !== "link") continue;
    for (const at of [block.startsAt, block.endsAt]) {
      const t = at ? Date.parse(at) : NaN;
      if (t > now && (next === null || t < next)) next = t;
    }
  }
  return next;
}

/** Where a click on `blockId` (and, for grids and icons, the item) leads, or null if it leads nowhere. */
export function clickTarget(snapshot: LinkSnapshot, blockId: string, item: string | null, now: number): string | null {
  const block = snapshot.blocks.find((b) => b.id === blockId);
  if (!block || !isBlockVisible(block, now)) return null;
  if (block.type === "link") return block.url;
  if (block.type === "posts") return block.tiles.find((t) => t.postId === item)?.url ?? null;
  if (block.type === "social") return block.accounts.find((a) => a.platform === item)?.url ?? null;
  return null;
}
