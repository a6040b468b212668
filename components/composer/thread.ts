// A thread in the composer, without React: part 1 is the caption; parts 2… become each chosen thread
// network's `platformOptions.<network>.chainItems` (the same list for all of them), published as replies in
// order. A stored post's parts are read back from its options.
import { CHAIN_NETWORKS, isChainNetwork } from "@/lib/platforms/chain-networks";
import type { MediaKind } from "@/lib/platforms/types";

export interface ThreadPartMedia {
  url: string | null;
  kind: MediaKind;
  name: string;
  /** The local file while it uploads, else the public URL. */
  preview: string | null;
  status: "uploading" | "ready" | "failed";
  error?: string;
  alt: string;
}

/** A reply of the thread (part 2 onwards). */
export interface ThreadPart {
  key: string;
  text: string;
  media: ThreadPartMedia | null;
}

type Options = Record<string, Record<string, unknown>>;

export interface ChainItem {
  text: string;
  mediaUrl?: string;
  mediaType?: MediaKind;
  altText?: string;
}

export function chainItemsOf(parts: ThreadPart[]): ChainItem[] {
  return parts.map((part) => {
    const media = part.media?.status === "ready" && part.media.url ? part.media : null;
    return {
      text: part.text,
      ...(media ? { mediaUrl: media.url!, mediaType: media.kind } : {}),
      ...(media && media.alt.trim() ? { altText: media.alt.trim() } : {}),
    };
  });
}

/** The options with the thread written into every chosen thread network, and taken out of the others. */
export function withThread(options: Options, platforms: readonly string[], parts: ThreadPart[]): Options {
  const items = chainItemsOf(parts);
  const next: Options = { ...options };
  for (const network of CHAIN_NETWORKS) {
    const { chainItems: _stored, ...rest } = next[network] ?? {};
    if (items.length > 0 && platforms.includes(network)) next[network] = { ...rest, chainItems: items };
    else if (next[network]) next[network] = rest;
  }
  return next;
}

/** The parts of a stored post's thread (from the first thread network that has one). */
export function threadFromOptions(options: Options): ThreadPart[] {
  const stored = Object.entries(options).find(([network, o]) => isChainNetwork(network) && Array.isArray(o.chainItems))?.[1].chainItems as
    unknown[] | undefined;
  return (stored ?? []).map((raw, i) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const url = typeof item.mediaUrl === "string" ? item.mediaUrl : null;
    const kind: MediaKind = item.mediaType === "video" ? "video" : "image";
    return {
      key: `stored-part-${i}`,
      text: typeof item.text === "string" ? item.text : "",
      media: url
        ? { url, kind, name: url.split("/").pop() ?? url, preview: url, status: "ready", alt: typeof item.altText === "string" ? item.altText : "" }
        : null,
    };
  });
}

/** The options without any thread, as the composer keeps them (the thread lives in its own state). */
export function withoutThread(options: Options): Options {
  return withThread(options, [], []);
}

/** A fresh empty part. */
export function newPart(text = ""): ThreadPart {
  return { key: crypto.randomUUID(), text, media: null };
}
