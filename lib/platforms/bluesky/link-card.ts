// An app.bsky.embed.external card for the post's first link, when the post has no images or video (a post
// holds one embed): title and description from the page's OpenGraph tags (lib/net/link-preview.ts, fetched
// through the SSRF-safe fetcher) and its image uploaded as the thumbnail blob. Bluesky's own app builds the
// card on the client the same way; the PDS stores what it is given. Any failure — page unreachable, no title,
// thumbnail too big — gives a post without a card (or a card without a thumbnail), never a failed post.
import type { Agent } from "@atproto/api";
import { fetchLinkPreview } from "../../net/link-preview";
import { downloadMedia } from "../media-download";
import type { JsonValue } from "../types";
import { BLUESKY_IMAGE_MAX_BYTES } from "./images";
import { logger } from "../../observability/logger";

const THUMB_TIMEOUT_MS = 10_000;

/** The first link facet's URI (facets are in text order). */
export function firstLinkUri(facets: JsonValue[] | undefined): string | undefined {
  for (const facet of facets ?? []) {
    const features = (facet as { features?: Array<{ $type?: string; uri?: string }> }).features ?? [];
    const link = features.find((feature) => feature.$type === "app.bsky.richtext.facet#link" && typeof feature.uri === "string");
    if (link?.uri) return link.uri;
  }
  return undefined;
}

export async function linkCardEmbed(agent: Agent, uri: string, signal: AbortSignal): Promise<JsonValue | undefined> {
  const preview = await fetchLinkPreview(uri, { signal });
  if (!preview) return undefined;
  let thumb: JsonValue | undefined;
  if (preview.imageUrl) {
    try {
      const image = await downloadMedia(preview.imageUrl, {
        field: "link card image",
        maxBytes: BLUESKY_IMAGE_MAX_BYTES,
        accept: ["image/jpeg", "image/png", "image/webp", "image/gif"],
        timeoutMs: THUMB_TIMEOUT_MS,
        signal,
      });
      const { data } = await agent.com.atproto.repo.uploadBlob(new Uint8Array(image.bytes), { encoding: image.contentType });
      thumb = data.blob.toJSON() as JsonValue;
    } catch (error) {
      logger().warn({ network: "bluesky", uri, err: error }, "link card without a thumbnail");
    }
  }
  return {
    $type: "app.bsky.embed.external",
    external: { uri: preview.url, title: preview.title, description: preview.description, ...(thumb ? { thumb } : {}) },
  };
}
