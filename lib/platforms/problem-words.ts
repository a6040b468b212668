// The web app's voice for a network's Problem: what to do, in a marketer's words ("Choose who can see this on
// TikTok"), where the API's voice names the field and the rule ("privacyLevel is required" at
// platformOptions.tiktok.privacyLevel). The API's messages are contract-tested and stay exactly as the validators
// write them; this reads only the structured parts of a Problem: the shared rule it breaks with that rule's
// facts (check-rules.ts: lengths, media counts, first comments, threads), else its field path (a network's own
// options). A problem this table does not know still gets a sentence without any field path (its message,
// capitalised), never silence.
import { PLATFORM_LABELS, type PlatformId } from "./ids";
import type { CheckRuleFacts, CheckRuleId, FactsOf } from "./check-rules";
import type { Problem } from "./types";

/**
 * A network's counting unit as a person reads it. Bluesky counts graphemes and X weighs characters, but a
 * person counts characters (an emoji or "é" is one): the count is still the network's, only the word changes.
 */
export function unitForPeople(unit: string): string {
  return unit === "graphemes" || unit === "weighted characters" ? "characters" : unit;
}

/** Required or mistyped options, by network and option name: the words for "this needs an answer". */
const OPTION_WORDS: Partial<Record<PlatformId, Record<string, string>>> = {
  tiktok: {
    privacyLevel: "Choose who can see this on TikTok",
    disableComment: "Choose whether viewers can comment on TikTok",
    brandContentToggle: "Say whether this is branded content on TikTok",
    brandOrganicToggle: "Say whether this promotes your own brand on TikTok",
    isAigc: "Say whether this is AI-generated on TikTok",
    photoCoverIndex: "Choose which photo is the cover on TikTok",
    photoTitle: "Shorten the TikTok photo title to 90 characters",
  },
  youtube: {
    title: "Give the video a YouTube title (up to 100 characters, without < or >)",
    categoryId: "Choose a YouTube category",
    madeForKids: "Answer whether the video is made for kids",
    tags: "Use fewer or shorter YouTube tags (500 characters together)",
  },
  pinterest: {
    boardId: "Choose the Pinterest board to save the Pin to",
    title: "Shorten the Pin title to 100 characters",
    altText: "Shorten the Pin's alt text to 500 characters",
    link: "Give the Pin a web address that starts with http:// or https://",
    coverUrl: "Remove the video cover: this Pin has no video",
    thumbOffsetMs: "Choose one video cover for the Pin",
  },
  instagram: {
    collaborators: "Invite at most 3 collaborators on Instagram",
    isTrialReel: "Trial reels are for reels only: turn it off or make this a reel",
    userTags: "Check the people tagged on Instagram",
  },
  threads: {
    linkAttachment: "Remove the link preview or the media: Threads shows a link card only on text posts",
    topic: "Shorten the Threads topic to 50 characters",
  },
  bluesky: { langs: "Pick at most 3 languages for Bluesky" },
};

type Say<R extends CheckRuleId> = (network: string, facts: FactsOf<R>) => string;

/** The shared rules (check-rules.ts), each said from its facts. A rule without words here does not compile. */
const RULE_WORDS: { [R in CheckRuleId]: Say<R> } = {
  text_too_long: (n, f) => `Shorten the text for ${n}: ${f.length} of ${f.max} ${unitForPeople(f.unit)}`,
  first_comment_too_long: (n, f) => `Shorten the first comment for ${n}: ${f.length} of ${f.max} ${unitForPeople(f.unit)}`,
  first_comment_unsupported: (n, f) => `Remove the first comment for ${n}: ${f.reason}`,
  first_comment_not_text: (n) => `Write the first comment for ${n} as text`,
  first_comment_too_long_with_image: (n, f) => `Shorten the first comment for ${n} to ${f.max} characters, or remove its image`,
  comment_media_unsupported: (n, f) => `Remove the images from the first comment for ${n}: ${f.reason}`,
  comment_media_too_many: (n, f) => `Keep at most ${f.max} images in the first comment for ${n}`,
  comment_media_without_text: (n) => `Write a first comment for ${n} to go with its images`,
  comment_media_invalid: (n) => `Choose the first comment's images for ${n} again: each needs a public image link`,
  comment_alt_text_too_long: (n, f) => `Shorten the description of image ${f.image} in the first comment for ${n}: ${f.length} of ${f.max} characters`,
  comment_alt_text_not_sent: (n, f) => `The description of image ${f.image} in the first comment won't reach ${n}: ${f.reason}`,
  // chainItems[0] is the thread's second post: the caption is the first.
  chain_text_too_long: (n, f) => `Shorten part ${f.index + 2} of the thread for ${n}: ${f.length} of ${f.max} ${unitForPeople(f.unit)}`,
  chain_text_required: (_n, f) => `Write something in part ${f.index + 2} of the thread, or remove it`,
  chain_too_many: (n, f) => `Make the thread shorter for ${n}: at most ${f.max} replies`,
  alt_text_too_long: (n, f) => `Shorten the alt text of image ${f.image} for ${n}: ${f.length} of ${f.max} characters`,
  alt_text_missing: (n, f) => `Describe image ${f.image} for people who use screen readers on ${n}`,
  content_required: (n) => `Write a caption or add media for ${n}`,
  media_required: (n) => `Add an image or a video: ${n} needs one`,
  one_video_required: (n) => `Add exactly one video for ${n}`,
  reel_needs_one_video: (n) => `A reel on ${n} is one video: keep just one`,
  story_needs_one_item: (n) => `A story on ${n} is one image or video: keep just one`,
  images_unsupported: (n) => `${n} doesn't take images here: remove them`,
  videos_unsupported: (n) => `${n} doesn't take videos here: remove them`,
  too_many_images: (n, f) => `Use at most ${f.max} images on ${n} (you have ${f.count})`,
  too_many_videos: (n, f) => `Use at most ${f.max} video${f.max === 1 ? "" : "s"} on ${n} (you have ${f.count})`,
  too_many_media: (n, f) => `Use at most ${f.max} images and videos on ${n} (you have ${f.count})`,
  media_mixed: (n) => `${n} takes images or a video, not both`,
  too_many_hashtags: (n, f) => `Use at most ${f.max} hashtags on ${n} (you have ${f.count})`,
  post_type_unsupported: (n, f) => `${n} has no ${f.postType === "reel" ? "reels" : "stories"}: make it a post`,
  photos_not_hosted: (n) => `Upload the photos here instead of linking them: ${n} only takes photos Postlane hosts`,
};

/** The words for a shared rule's problem: the one place the rule's id picks its sentence. */
function sayRule(network: string, rule: CheckRuleFacts): string {
  return (RULE_WORDS[rule.id] as Say<typeof rule.id>)(network, rule.facts as never);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a person should do about `problem` on `platform`, without field names. */
export function sayProblem(platform: PlatformId, problem: Problem): string {
  const network = PLATFORM_LABELS[platform];
  if (problem.rule) return sayRule(network, problem.rule);
  const option = /^platformOptions\.[a-z]+\.([A-Za-z]+)(?:\[\d+\])?/.exec(problem.field)?.[1];
  const words = option ? OPTION_WORDS[platform]?.[option] : undefined;
  if (words) return words;
  return `${network}: ${capitalised(problem.message)}`;
}
