// Images in the first comment: platformOptions.<network>.firstCommentMedia, a list of { url, altText? }, sent
// with the comment where the network's comment or reply call takes media. Images only: a reply video needs
// processing (X, Threads) that the comment, posted in one go after the post, does not wait for. How each
// network takes them, and the page that says so:
//   twitter   POST /2/tweets media.media_ids, 1–4 (https://docs.x.com/x-api/posts/create-post), uploaded first
//   bluesky   app.bsky.embed.images, at most 4 (https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/embed/images.json)
//   mastodon  POST /api/v1/statuses media_ids[], 4 by default (configuration.statuses.max_media_attachments,
//             https://docs.joinmastodon.org/methods/statuses/#create), uploaded through POST /api/v2/media
//   threads   a reply container is one IMAGE with image_url and reply_to_id
//             (https://developers.facebook.com/docs/threads/retrieve-and-manage-replies/create-replies)
//   facebook  POST /{object-id}/comments attachment_url: one image per comment
//             (https://developers.facebook.com/docs/graph-api/reference/object/comments/#publish)
//   discord   a bot reply carries files[n] like any message, at most 10
//             (https://discord.com/developers/docs/resources/message#create-message)
//   telegram  sendPhoto with reply_parameters: one photo (https://core.telegram.org/bots/api#sendphoto)
//   linkedin  POST /rest/socialActions/{post}/comments content [{ entity: { image } }], one image the member
//             uploaded through the Images API first; no alt text field
//             (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api)
import { ruleProblem } from "./check-rules";
import { z } from "zod";
import { ALT_TEXT_LIMITS } from "./alt-text";
import type { PlatformId } from "./ids";
import type { Problem, PublishInput, ResolvedMedia } from "./types";

const TELEGRAM_CAPTION_MAX = 1024;

/** How many images a first comment may carry, per network that takes any. */
export const FIRST_COMMENT_MEDIA_MAX: Partial<Record<PlatformId, number>> = {
  twitter: 4,
  bluesky: 4,
  mastodon: 4,
  threads: 1,
  facebook: 1,
  discord: 10,
  telegram: 1,
  linkedin: 1,
};

/** Why a network that takes a first comment takes no images in it. */
export const FIRST_COMMENT_MEDIA_UNSUPPORTED: Partial<Record<PlatformId, string>> = {
  // https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments: `message` only.
  instagram: "Instagram comments are text only",
  // https://developers.google.com/youtube/v3/docs/commentThreads/insert: the comment is snippet.topLevelComment.snippet.textOriginal.
  youtube: "YouTube comments are text only",
};

/** Networks whose comment image has no alt text field: alt text given there is not sent, and the dry run warns. */
export const FIRST_COMMENT_ALT_TEXT_NOT_SENT: Partial<Record<PlatformId, string>> = {
  // https://developers.facebook.com/docs/graph-api/reference/object/comments/#publish: attachment_url alone.
  facebook: "Facebook comments take no alt text",
  // https://core.telegram.org/bots/api#sendphoto: a photo and its caption, no description field.
  telegram: "Telegram photos take no alt text",
  // A comment's content entity is { image } alone; altText exists only on a post's media (Posts API).
  linkedin: "LinkedIn comments take no alt text",
};

/** The networks whose comment call sends an image's alt text with it (the composer asks for it only there). */
export const FIRST_COMMENT_ALT_TEXT: ReadonlySet<PlatformId> = new Set(
  (Object.keys(FIRST_COMMENT_MEDIA_MAX) as PlatformId[]).filter((platform) => !FIRST_COMMENT_ALT_TEXT_NOT_SENT[platform]),
);

const mediaItem = z.object({ url: z.url(), altText: z.string().optional().catch(undefined) });
const mediaList = z.array(mediaItem);

/** The comment's images as the adapters send them ([] without any, or when unusable: validate() said so). */
export function readFirstCommentMedia(options: Record<string, unknown>): ResolvedMedia[] {
  const parsed = mediaList.safeParse(options.firstCommentMedia ?? []);
  if (!parsed.success) return [];
  return parsed.data.map((m) => ({ url: m.url, kind: "image" as const, ...(m.altText?.trim() ? { altText: m.altText.trim() } : {}) }));
}

/** Every problem with the comment's images; `hasText` says whether the comment has text to go with them. */
export function validateFirstCommentMedia(input: PublishInput, hasText: boolean): Problem[] {
  const raw = input.options.firstCommentMedia;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return [];
  const field = `platformOptions.${input.platform}.firstCommentMedia`;
  if (!mediaList.safeParse(raw).success) return [ruleProblem(field, "comment_media_invalid")];
  const media = readFirstCommentMedia(input.options);
  const max = FIRST_COMMENT_MEDIA_MAX[input.platform];
  if (max === undefined) {
    const why = FIRST_COMMENT_MEDIA_UNSUPPORTED[input.platform] ?? "this network takes no first comment";
    return [ruleProblem(field, "comment_media_unsupported", { reason: why })];
  }
  // The comment is found again after a crash by its text (post-first-comment.ts), so images need text beside them.
  const problems: Problem[] = [];
  if (!hasText) problems.push(ruleProblem(field, "comment_media_without_text"));
  if (media.length > max) problems.push(ruleProblem(field, "comment_media_too_many", { count: media.length, max }));
  // On Telegram the text rides as the photo's caption: 1,024 characters (https://core.telegram.org/bots/api#sendphoto).
  const text = typeof input.options.firstComment === "string" ? input.options.firstComment.trim() : "";
  if (input.platform === "telegram" && [...text].length > TELEGRAM_CAPTION_MAX) {
    problems.push(ruleProblem("platformOptions.telegram.firstComment", "first_comment_too_long_with_image", { max: TELEGRAM_CAPTION_MAX }));
  }
  // Alt text that is not sent has no limit to keep (firstCommentMediaWarnings says it is not sent).
  const altMax = FIRST_COMMENT_ALT_TEXT_NOT_SENT[input.platform] ? undefined : ALT_TEXT_LIMITS[input.platform];
  media.forEach((m, index) => {
    const length = [...(m.altText ?? "")].length;
    if (altMax !== undefined && length > altMax)
      problems.push(ruleProblem(`${field}[${index}].altText`, "comment_alt_text_too_long", { image: index + 1, length, max: altMax }));
  });
  return problems;
}

/** Warnings that do not block the post: comment images whose alt text the network's comment call cannot take. */
export function firstCommentMediaWarnings(input: PublishInput): Problem[] {
  const why = FIRST_COMMENT_ALT_TEXT_NOT_SENT[input.platform];
  if (!why || !mediaList.safeParse(input.options.firstCommentMedia ?? []).success) return [];
  return readFirstCommentMedia(input.options).flatMap((m, index) =>
    m.altText
      ? [ruleProblem(`platformOptions.${input.platform}.firstCommentMedia[${index}].altText`, "comment_alt_text_not_sent", { image: index + 1, reason: why })]
      : [],
  );
}
