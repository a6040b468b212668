// The first comment (platformOptions.<network>.firstComment): text posted right after the post, as a comment on
// it or a reply to it, by the same account. Hashtags under an Instagram post, the link in the first reply on X,
// LinkedIn or Bluesky. This file says which networks can, in what limit, and why the others cannot; the
// adapters post it (PlatformAdapter.firstComment) and lib/publishing/post-first-comment.ts runs it once.
import type { PlatformId } from "./ids";
import type { Problem, PublishInput } from "./types";
import { countText, type TextRule } from "./validation";
import { ruleProblem } from "./check-rules";
import { BLUESKY_BYTE_RULE, BLUESKY_TEXT_RULE } from "./bluesky/validate";
import { mastodonTextRule } from "./mastodon/validate";
import { THREADS_TEXT_RULE } from "./threads/validate";
import { TWITTER_TEXT_RULE } from "./twitter/validate";
import { DISCORD_TEXT_RULE } from "./discord/validate";
import { TELEGRAM_TEXT_RULE } from "./telegram/validate";
import { validateFirstCommentMedia } from "./first-comment-media";

/**
 * The comment's limit per network that can post one, in the network's own counting. A reply on X, Bluesky,
 * Threads, Mastodon, Telegram and Discord is a post of its own, so the post's text rule applies.
 */
export const FIRST_COMMENT_RULES: Partial<Record<PlatformId, TextRule[]>> = {
  twitter: [TWITTER_TEXT_RULE],
  bluesky: [BLUESKY_TEXT_RULE, BLUESKY_BYTE_RULE],
  threads: [THREADS_TEXT_RULE],
  mastodon: [mastodonTextRule()],
  // https://help.instagram.com/ : a comment is limited like a caption, 2,200 characters.
  instagram: [{ max: 2200 }],
  // https://developers.facebook.com/docs/graph-api/reference/object/comments/ (message); Facebook cuts comments at 8,000.
  facebook: [{ max: 8000 }],
  // https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api : message.text, 1,250 characters.
  linkedin: [{ max: 1250 }],
  // https://developers.google.com/youtube/v3/docs/commentThreads/insert (snippet.topLevelComment.snippet.textOriginal);
  // the reference states no length, YouTube's comment box stops at 10,000 characters.
  youtube: [{ max: 10000 }],
  // A reply is a message of its own (https://core.telegram.org/bots/api#sendmessage, 1-4096 characters).
  telegram: [TELEGRAM_TEXT_RULE],
  // A reply is a message of its own (https://discord.com/developers/docs/resources/message#create-message, 2,000).
  discord: [DISCORD_TEXT_RULE],
};

/** Why a network takes no first comment: said by the dry run and the docs. */
export const FIRST_COMMENT_UNSUPPORTED: Partial<Record<PlatformId, string>> = {
  // https://developers.tiktok.com/doc/content-posting-api-reference-direct-post : no comment endpoint in any public API.
  tiktok: "TikTok's API cannot write comments; add it in the TikTok app",
  // https://developers.pinterest.com/docs/api/v5/ : Pins have no comments endpoint.
  pinterest: "Pinterest's API cannot comment on a Pin",
};

/**
 * Why this connected account cannot take a first comment although its network can: the connection kind decides.
 * Said by the dry run for the account and by the adapter when the comment is tried.
 */
export function firstCommentAccountProblem(platform: PlatformId, settings: Record<string, unknown>): string | null {
  // https://discord.com/developers/docs/resources/webhook#execute-webhook: no message_reference (a webhook
  // cannot reply), and starting a thread on a message needs a bot (#start-thread-from-message).
  if (platform === "discord" && settings.mode !== "bot") {
    return "a Discord webhook cannot reply to a message; connect Discord with a bot to post first comments";
  }
  // A channel's comments live in its discussion group, under the copy Telegram forwards there; a bot learns that
  // copy's id only from an update (Message.is_automatic_forward, https://core.telegram.org/bots/api#message), which
  // Postlane does not receive. A reply inside the channel itself would be a second channel post, not a comment.
  if (platform === "telegram" && settings.chatType === "channel") {
    return "comments on a Telegram channel live in its discussion group, where a bot cannot reliably find the post; connect the group instead";
  }
  return null;
}

export function supportsFirstComment(platform: PlatformId): boolean {
  return FIRST_COMMENT_RULES[platform] !== undefined;
}

/** The row's first comment, trimmed; null when it has none. */
export function readFirstComment(options: Record<string, unknown>): string | null {
  const value = options.firstComment;
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" ? null : text;
}

/** Every problem with the first comment of `input` and its images (none without one). Pure, like validate(). */
export function validateFirstComment(input: PublishInput): Problem[] {
  const field = `platformOptions.${input.platform}.firstComment`;
  const raw = input.options.firstComment;
  if (raw !== undefined && raw !== null && typeof raw !== "string") return [ruleProblem(field, "first_comment_not_text")];
  const text = readFirstComment(input.options);
  const media = validateFirstCommentMedia(input, text !== null);
  if (text === null) return media;
  const rules = FIRST_COMMENT_RULES[input.platform];
  // https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments: stories take no comments.
  if (rules && input.postType === "story") return [ruleProblem(field, "first_comment_unsupported", { reason: "stories take no comments" })];
  if (!rules) {
    const reason = FIRST_COMMENT_UNSUPPORTED[input.platform] ?? "this network cannot comment";
    return [ruleProblem(field, "first_comment_unsupported", { reason })];
  }
  // YouTube turns comments off on videos made for kids (https://support.google.com/youtube/answer/9528076).
  if (input.platform === "youtube" && input.options.madeForKids === true) {
    return [ruleProblem(field, "first_comment_unsupported", { reason: "YouTube turns comments off on videos made for kids" })];
  }
  // One problem per comment is enough: the first rule it breaks, in the network's own counting.
  for (const rule of rules) {
    const length = countText(text, rule);
    if (length > rule.max) return [...media, ruleProblem(field, "first_comment_too_long", { length, unit: rule.unit ?? "characters", max: rule.max })];
  }
  return media;
}
