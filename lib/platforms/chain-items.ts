// Threads of posts ("chains"): platformOptions.<network>.chainItems lists the parts that follow the post, each
// published as a reply to the part before it, one item per publish() call (lib/platforms/types.ts step 5).
// The same option name and shape on every network that has replies (Threads, X, Bluesky, Mastodon); each
// network's validate.ts checks the parts with its own text counting through checkChainItems() (validation.ts).
// No dependency beyond zod: the API schema (lib/schemas/platform-options.ts, also bundled for the composer)
// reads MAX_CHAIN_ITEMS from here.
import { z } from "zod";
import { CHAIN_NETWORKS } from "./chain-networks";
import type { PlatformId } from "./ids";
import type { PublishInput, ResolvedMedia } from "./types";

/** The networks that publish chainItems as a reply chain (the sandbox publisher counts items the same way). */
export const CHAIN_PLATFORMS: ReadonlySet<PlatformId> = new Set(CHAIN_NETWORKS);

/** Parts after the post; the API refuses more (lib/schemas/platform-options.ts). */
export const MAX_CHAIN_ITEMS = 25;

/** One part as the adapters read it (validate() has reported anything malformed; unusable fields drop out). */
const chainItem = z.object({
  text: z.string(),
  mediaUrl: z.url().optional().catch(undefined),
  mediaType: z.enum(["image", "video"]).optional().catch(undefined),
  altText: z.string().optional().catch(undefined),
});
export type ChainItem = z.infer<typeof chainItem>;

const chainItemsOption = z.array(chainItem).optional().catch(undefined);

/** The parts of options.chainItems, [] when there are none (or they are unusable: validate() said so). */
export function readChainItems(options: Record<string, unknown>): ChainItem[] {
  return chainItemsOption.parse(options.chainItems) ?? [];
}

/** A part's media as a ResolvedMedia (a mediaUrl without mediaType is an image, as on Threads). */
export function chainItemMedia(item: ChainItem): ResolvedMedia | null {
  return item.mediaUrl ? { url: item.mediaUrl, kind: item.mediaType ?? "image", ...(item.altText ? { altText: item.altText } : {}) } : null;
}

/** The request's name for a part's field: `platformOptions.bluesky.chainItems[2].mediaUrl`. */
export function chainItemField(platform: PlatformId, index: number, key?: string): string {
  return `platformOptions.${platform}.chainItems[${index}]${key ? `.${key}` : ""}`;
}

/** Whether more parts follow item `index` (0 is the post itself, k the part chainItems[k-1]). */
export function moreAfter(input: PublishInput, index: number): boolean {
  return index < readChainItems(input.options).length;
}
