// The container requests for each Instagram post type (Graph API content publishing, Facebook Login host).
import type { GraphParams } from "../meta/graph-client";
import type { PublishInput, ResolvedMedia } from "../types";
import { type InstagramOptions, userTagsParam } from "./options";

export type InstagramKind = "image" | "reel" | "story" | "carousel";

export function instagramKind(input: PublishInput): InstagramKind {
  if (input.postType === "story") return "story";
  if (input.postType === "reel") return "reel";
  if (input.media.length > 1) return "carousel";
  // A single feed video is published as a reel: Instagram retired the feed VIDEO type for single posts.
  return input.media[0]?.kind === "video" ? "reel" : "image";
}

function common(options: InstagramOptions): GraphParams {
  return {
    location_id: options.locationId,
    collaborators: options.collaborators && options.collaborators.length > 0 ? options.collaborators : undefined,
    is_ai_generated: options.isAiGenerated,
  };
}

export function singleImageParams(input: PublishInput, options: InstagramOptions): GraphParams {
  const media = input.media[0];
  return {
    image_url: media.url,
    caption: input.text,
    alt_text: media.altText ?? options.altText,
    user_tags: userTagsParam(options.userTags, "image"),
    ...common(options),
  };
}

export function reelParams(input: PublishInput, options: InstagramOptions): GraphParams {
  const trial = input.postType === "reel" && options.isTrialReel ? { graduation_strategy: options.trialGraduationStrategy ?? "MANUAL" } : undefined;
  return {
    media_type: "REELS",
    video_url: input.media[0].url,
    caption: input.text,
    // A feed "post" with one video is a reel that must show in the feed; a reel follows the option (default on).
    share_to_feed: input.postType === "reel" ? (options.shareToFeed ?? true) : true,
    cover_url: options.coverUrl,
    thumb_offset: options.thumbOffsetMs,
    audio_name: options.audioName,
    user_tags: userTagsParam(options.userTags, "video"),
    trial_params: trial,
    ...common(options),
  };
}

export function storyParams(input: PublishInput, options: InstagramOptions): GraphParams {
  const media = input.media[0];
  return {
    media_type: "STORIES",
    ...(media.kind === "video" ? { video_url: media.url } : { image_url: media.url }),
    user_tags: userTagsParam(options.userTags, media.kind),
  };
}

/** Children take no caption; the first image carries the alt text and positioned tags. */
export function carouselChildParams(media: ResolvedMedia, index: number, options: InstagramOptions): GraphParams {
  if (media.kind === "video") return { media_type: "VIDEO", video_url: media.url, is_carousel_item: true };
  return {
    image_url: media.url,
    is_carousel_item: true,
    alt_text: media.altText,
    user_tags: index === 0 ? userTagsParam(options.userTags, "image") : undefined,
  };
}

export function carouselParams(input: PublishInput, options: InstagramOptions, childIds: string[]): GraphParams {
  return { media_type: "CAROUSEL", children: childIds.join(","), caption: input.text, ...common(options) };
}
