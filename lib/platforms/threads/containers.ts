// Container requests for Threads posts (POST /{threads-user-id}/threads).
import type { GraphParams } from "../meta/graph-client";
import type { PublishInput, ResolvedMedia } from "../types";
import type { ThreadsChainItem, ThreadsOptions } from "./options";

export type ThreadsKind = "TEXT" | "IMAGE" | "VIDEO" | "CAROUSEL";

export function threadsKind(input: PublishInput): ThreadsKind {
  if (input.media.length > 1) return "CAROUSEL";
  const first = input.media[0];
  if (!first) return "TEXT";
  return first.kind === "video" ? "VIDEO" : "IMAGE";
}

/** Settings of the root post: who may reply, topic, quote, place and audience. */
function rootParams(options: ThreadsOptions): GraphParams {
  return {
    reply_control: options.replyControl,
    topic_tag: options.topic?.replace(/^#/, ""),
    quote_post_id: options.quotePostId,
    location_id: options.locationId,
    allowlisted_country_codes: options.allowlistedCountryCodes?.length ? options.allowlistedCountryCodes.join(",") : undefined,
  };
}

function mediaParams(media: ResolvedMedia): GraphParams {
  return media.kind === "video"
    ? { media_type: "VIDEO", video_url: media.url, alt_text: media.altText }
    : { media_type: "IMAGE", image_url: media.url, alt_text: media.altText };
}

export function rootContainerParams(input: PublishInput, options: ThreadsOptions, kind: Exclude<ThreadsKind, "CAROUSEL">): GraphParams {
  if (kind === "TEXT") return { media_type: "TEXT", text: input.text, link_attachment: options.linkAttachment, ...rootParams(options) };
  return { ...mediaParams(input.media[0]), text: input.text || undefined, ...rootParams(options) };
}

export function carouselChildParams(media: ResolvedMedia): GraphParams {
  return { ...mediaParams(media), is_carousel_item: true };
}

export function carouselParams(input: PublishInput, options: ThreadsOptions, childIds: string[]): GraphParams {
  return { media_type: "CAROUSEL", children: childIds.join(","), text: input.text || undefined, ...rootParams(options) };
}

/** A chain item is a reply to the item before it. */
export function replyParams(item: ThreadsChainItem, replyToId: string): GraphParams {
  const media: GraphParams = item.mediaUrl
    ? mediaParams({ url: item.mediaUrl, kind: item.mediaType ?? "image", altText: item.altText })
    : { media_type: "TEXT" };
  return { ...media, text: item.text, reply_to_id: replyToId };
}
