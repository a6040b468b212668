// The checks that many networks share (lengths, media counts, first comments, threads, alt text), each stated
// once: its kind, the API's message (contract-tested words, never changed) and its facts (the numbers and
// reasons in the message) kept as data on the Problem. The web app's words (problem-words.ts) are made from
// the facts, so neither voice is ever read back out of the other's text.
import type { Problem, ProblemKind } from "./types";

interface Length {
  length: number;
  max: number;
  /** The network's counting unit: "characters", "graphemes", "weighted characters", "bytes". */
  unit: string;
}
interface Count {
  count: number;
  max: number;
}
/** An image's place in the post or the comment, counted from 1 as people count. */
interface ImageLength {
  image: number;
  length: number;
  max: number;
}

const rule = <Facts>(kind: ProblemKind, message: (facts: Facts) => string) => ({ kind, message });

export const CHECK_RULES = {
  text_too_long: rule<Length>("too_long", (f) => `text is too long: ${f.length} ${f.unit}, at most ${f.max}`),
  content_required: rule<void>("required", () => "a caption or media is required"),
  media_required: rule<void>("required", () => "at least one image or video is required"),
  one_video_required: rule<void>("required", () => "exactly one video is required"),
  reel_needs_one_video: rule<void>("invalid", () => "a reel needs exactly one video"),
  story_needs_one_item: rule<void>("invalid", () => "a story needs exactly one image or video"),
  images_unsupported: rule<void>("unsupported", () => "images are not supported"),
  videos_unsupported: rule<void>("unsupported", () => "videos are not supported"),
  too_many_images: rule<Count>("too_many", (f) => `too many images: ${f.count}, at most ${f.max}`),
  too_many_videos: rule<Count>("too_many", (f) => `too many videos: ${f.count}, at most ${f.max}`),
  too_many_media: rule<Count>("too_many", (f) => `too many media items: ${f.count}, at most ${f.max}`),
  media_mixed: rule<void>("unsupported", () => "images and videos cannot be mixed in one post"),
  too_many_hashtags: rule<Count>("too_many", (f) => `too many hashtags: ${f.count}, at most ${f.max}`),
  post_type_unsupported: rule<{ postType: "reel" | "story" }>("unsupported", (f) => `${f.postType} is not supported; use post`),
  photos_not_hosted: rule<{ cdnBaseUrl: string }>(
    "unsupported",
    (f) => `photos must be uploaded to Postlane first (POST /media/upload-url) and served from ${f.cdnBaseUrl}`,
  ),
  alt_text_too_long: rule<ImageLength>("too_long", (f) => `alt text of image ${f.image} is too long: ${f.length} characters, at most ${f.max}`),
  alt_text_missing: rule<{ image: number; network: string }>(
    "advice",
    (f) => `image ${f.image} has no alt text: people using screen readers on ${f.network} will not know what it shows`,
  ),
  chain_too_many: rule<Count>("too_many", (f) => `chainItems has ${f.count} parts, at most ${f.max}`),
  /** `index`: the part's place in chainItems, from 0 (the thread's second post). */
  chain_text_required: rule<{ index: number }>("required", (f) => `chainItems[${f.index}].text is required`),
  chain_text_too_long: rule<Length & { index: number }>("too_long", (f) => `chainItems[${f.index}].text is too long: ${f.length} ${f.unit}, at most ${f.max}`),
  first_comment_not_text: rule<void>("invalid", () => "firstComment must be text"),
  first_comment_unsupported: rule<{ reason: string }>("unsupported", (f) => `firstComment is not supported: ${f.reason}`),
  first_comment_too_long: rule<Length>("too_long", (f) => `firstComment text is too long: ${f.length} ${f.unit}, at most ${f.max}`),
  first_comment_too_long_with_image: rule<{ max: number }>("too_long", (f) => `firstComment is too long to go with an image: at most ${f.max} characters`),
  comment_media_invalid: rule<void>("invalid", () => "firstCommentMedia must be a list of { url, altText } with public image URLs"),
  comment_media_unsupported: rule<{ reason: string }>("unsupported", (f) => `firstCommentMedia is not supported: ${f.reason}`),
  comment_media_without_text: rule<void>("required", () => "firstCommentMedia needs a firstComment text to go with it"),
  comment_media_too_many: rule<Count>("too_many", (f) => `firstCommentMedia has ${f.count} images, at most ${f.max}`),
  comment_alt_text_too_long: rule<ImageLength>("too_long", (f) => `alt text of comment image ${f.image} is too long: ${f.length} characters, at most ${f.max}`),
  comment_alt_text_not_sent: rule<{ image: number; reason: string }>("advice", (f) => `alt text of comment image ${f.image} is not sent: ${f.reason}`),
};

export type CheckRuleId = keyof typeof CHECK_RULES;
export type FactsOf<R extends CheckRuleId> = Parameters<(typeof CHECK_RULES)[R]["message"]>[0];
/** Which shared rule a Problem breaks, with its facts: one member per rule, so a switch on `id` types the facts. */
export type CheckRuleFacts = { [R in CheckRuleId]: { id: R; facts: FactsOf<R> } }[CheckRuleId];

/**
 * The Problem for breaking `id` at `field`: the rule's kind and message, and the facts kept beside them. A rule
 * without facts takes no third argument.
 */
export function ruleProblem<R extends CheckRuleId>(field: string, id: R, ...[facts]: FactsOf<R> extends void ? [] : [FactsOf<R>]): Problem {
  const { kind, message } = CHECK_RULES[id] as { kind: ProblemKind; message: (facts: FactsOf<R> | undefined) => string };
  return { field, kind, message: message(facts), rule: { id, facts } as CheckRuleFacts };
}

/** The Problem as it leaves the server (the API, the web app): field, message and kind; the facts stay inside. */
export function withoutFacts({ field, message, kind }: Problem): Problem {
  return { field, message, kind };
}
