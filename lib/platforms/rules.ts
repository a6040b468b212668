// The per-network validation rules in one table, shared by the sandbox publisher, the real adapters
// (their validate() calls the same function) and the dry run (lib/services/posts/check-post-content.ts).
// Each network's text rule (limit, unit, counter) is exposed too, so a counter shows the same number the
// validator compares against the limit.
import { altTextProblems } from "./alt-text";
import type { PlatformId } from "./ids";
import type { Problem, PublishInput } from "./types";
import { countText, type TextRule } from "./validation";
import { BLUESKY_TEXT_RULE, validateBluesky } from "./bluesky/validate";
import { DISCORD_TEXT_RULE, validateDiscord } from "./discord/validate";
import { FACEBOOK_TEXT_RULE, validateFacebook } from "./facebook/validate";
import { INSTAGRAM_TEXT_RULE, validateInstagram } from "./instagram/validate";
import { LINKEDIN_TEXT_RULE, validateLinkedin } from "./linkedin/validate";
import { mastodonTextRule, validateMastodon } from "./mastodon/validate";
import { PINTEREST_TEXT_RULE, validatePinterest } from "./pinterest/validate";
import { TELEGRAM_TEXT_RULE, validateTelegram } from "./telegram/validate";
import { THREADS_TEXT_RULE, validateThreads } from "./threads/validate";
import { tiktokTextRule, validateTiktok } from "./tiktok/validate";
import { TWITTER_TEXT_RULE, validateTwitter } from "./twitter/validate";
import { validateYoutube } from "./youtube/validate";

export const validators: Record<PlatformId, (input: PublishInput) => Problem[]> = {
  instagram: validateInstagram,
  facebook: validateFacebook,
  twitter: validateTwitter,
  linkedin: validateLinkedin,
  youtube: validateYoutube,
  tiktok: validateTiktok,
  threads: validateThreads,
  bluesky: validateBluesky,
  mastodon: (input) => validateMastodon(input),
  telegram: validateTelegram,
  discord: validateDiscord,
  pinterest: validatePinterest,
};

export function validateForPlatform(input: PublishInput): Problem[] {
  return [...validators[input.platform](input), ...altTextProblems(input)];
}

/** Each network's limit on the post text, or null where publishing fits the text itself (YouTube cuts its
 *  description to 5,000 characters during resolution). The validators check exactly these rules. */
export const textRules: Record<PlatformId, (input: PublishInput) => TextRule | null> = {
  instagram: () => INSTAGRAM_TEXT_RULE,
  facebook: () => FACEBOOK_TEXT_RULE,
  twitter: () => TWITTER_TEXT_RULE,
  linkedin: () => LINKEDIN_TEXT_RULE,
  youtube: () => null,
  tiktok: tiktokTextRule,
  threads: () => THREADS_TEXT_RULE,
  bluesky: () => BLUESKY_TEXT_RULE,
  mastodon: () => mastodonTextRule(),
  telegram: () => TELEGRAM_TEXT_RULE,
  discord: () => DISCORD_TEXT_RULE,
  pinterest: () => PINTEREST_TEXT_RULE,
};

export interface TextMeasure {
  /** The text's length in the network's own counting. */
  count: number;
  max: number;
  /** "characters", "graphemes", "weighted characters". */
  unit: string;
}

/** The resolved text measured the network's way against its limit; null for a network without one. */
export function measureText(input: PublishInput): TextMeasure | null {
  const rule = textRules[input.platform](input);
  if (!rule) return null;
  return { count: countText(input.text, rule), max: rule.max, unit: rule.unit ?? "characters" };
}

/** The text rule of a text-only post on `platform` (a thread's reply, a split preview). */
export function textOnlyRule(platform: PlatformId): TextRule | null {
  return textRules[platform]({
    postId: "",
    platform,
    postType: "post",
    title: null,
    text: "",
    hashtags: [],
    media: [],
    mediaType: null,
    options: {},
    cdnBaseUrl: "",
  });
}
