// Alt text of a post's images, per network: which networks take it, in which field, and how long it may be.
// One table, so the publisher, the dry run, the composer's counter and the 400 on create all agree. The field
// each adapter sends and the page that states it:
//   twitter    POST /2/media/metadata { id, metadata.alt_text.text }, 1,000 characters
//              https://docs.x.com/x-api/media/create-media-metadata (v1.1 page: "Must be <= 1000 chars")
//   bluesky    app.bsky.embed.images#image.alt; the lexicon sets no length, the Bluesky app stops at 2,000
//              https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/embed/images.json
//   mastodon   POST /api/v2/media `description`, 1,500 characters (instance configuration
//              media_attachments.description_limit) https://docs.joinmastodon.org/methods/media/
//   linkedin   Posts API content.media.altText / content.multiImage.images[].altText, 4,086 characters
//              https://learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api
//   pinterest  POST /v5/pins alt_text, 500 characters https://developers.pinterest.com/docs/api/v5/pins-create
//   facebook   POST /{page-id}/photos alt_text_custom https://developers.facebook.com/docs/graph-api/reference/page/photos/
//              (no length stated; Meta's own composer stops at 1,000, which we keep)
//   instagram  image container alt_text (images and carousel images, not videos or stories)
//              https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media
//              (no length stated; 1,000 kept, as on Facebook)
//   threads    image/video container alt_text, 1,000 characters
//              https://developers.facebook.com/docs/threads/reference/publishing
//   discord    message attachments[].description, 1,024 characters
//              https://discord.com/developers/docs/resources/message#attachment-object
// Not taken: telegram (sendPhoto / sendMediaGroup have a caption but no alt text: https://core.telegram.org/bots/api#inputmediaphoto),
// youtube and tiktok (videos, and TikTok photo posts have no alt field:
// https://developers.tiktok.com/doc/content-posting-api-reference-direct-post).
import { ruleProblem } from "./check-rules";
import { PLATFORM_LABELS, type PlatformId } from "./ids";
import type { Problem, PublishInput } from "./types";

export const ALT_TEXT_LIMITS: Partial<Record<PlatformId, number>> = {
  twitter: 1000,
  bluesky: 2000,
  mastodon: 1500,
  linkedin: 4086,
  pinterest: 500,
  facebook: 1000,
  instagram: 1000,
  threads: 1000,
  discord: 1024,
};

/** The request field of image `index`'s alt text. */
export const altTextField = (index: number) => `mediaAltTexts[${index}]`;

/** Alt texts longer than the network takes (images only: a video's alt text is never sent). */
export function altTextProblems(input: PublishInput): Problem[] {
  const max = ALT_TEXT_LIMITS[input.platform];
  if (max === undefined) return [];
  const problems: Problem[] = [];
  input.media.forEach((media, index) => {
    const length = [...(media.altText ?? "")].length;
    if (length > max) problems.push(ruleProblem(altTextField(index), "alt_text_too_long", { image: index + 1, length, max }));
  });
  return problems;
}

/** Images a network would describe but that have no alt text: the dry run warns, it never refuses. */
export function missingAltTextWarnings(input: PublishInput): Problem[] {
  if (ALT_TEXT_LIMITS[input.platform] === undefined) return [];
  return input.media.flatMap((media, index) =>
    media.kind === "image" && !media.altText?.trim()
      ? [ruleProblem(altTextField(index), "alt_text_missing", { image: index + 1, network: PLATFORM_LABELS[input.platform] })]
      : [],
  );
}

/** The tightest alt-text limit among the chosen networks, and whose it is; null when none of them takes alt text. */
export function altTextLimitFor(platforms: readonly PlatformId[]): { max: number; platform: PlatformId } | null {
  let tightest: { max: number; platform: PlatformId } | null = null;
  for (const platform of platforms) {
    const max = ALT_TEXT_LIMITS[platform];
    if (max !== undefined && (!tightest || max < tightest.max)) tightest = { max, platform };
  }
  return tightest;
}
