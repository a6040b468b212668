// The web app's voice for a network's Problem: what to do, in a marketer's words ("Choose who can see this on
// TikTok"), where the API's voice names the field and the rule ("privacyLevel is required" at
// platformOptions.tiktok.privacyLevel). The API's messages are contract-tested and stay exactly as the validators
// write them; this reads the Problem's field path (the structured part) and, for the few shared rules
// (length, media counts), the rule the shared helpers in validation.ts state. A problem this table does not
// know still gets a sentence without any field path (its message, capitalised), never silence.
import { PLATFORM_LABELS, type PlatformId } from "./ids";
import type { Problem } from "./types";

type Say = (network: string, match: RegExpMatchArray) => string;

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

/** The shared rules of validation.ts and the networks' own media rules, by the rule they state. */
const RULE_WORDS: [RegExp, Say][] = [
  [/^text is too long: (\d+) (.+), at most (\d+)$/, (n, m) => `Shorten the text for ${n}: ${m[1]} of ${m[3]} ${unitForPeople(m[2]!)}`],
  [/^firstComment text is too long: (\d+) (.+), at most (\d+)$/, (n, m) => `Shorten the first comment for ${n}: ${m[1]} of ${m[3]} ${unitForPeople(m[2]!)}`],
  [/^firstComment is not supported: (.+)$/, (n, m) => `Remove the first comment for ${n}: ${m[1]}`],
  [/^firstComment must be text$/, (n) => `Write the first comment for ${n} as text`],
  [
    /^firstComment is too long to go with an image: at most (\d+) characters$/,
    (n, m) => `Shorten the first comment for ${n} to ${m[1]} characters, or remove its image`,
  ],
  [/^firstCommentMedia is not supported: (.+)$/, (n, m) => `Remove the images from the first comment for ${n}: ${m[1]}`],
  [/^firstCommentMedia has (\d+) images, at most (\d+)$/, (n, m) => `Keep at most ${m[2]} images in the first comment for ${n}`],
  [/^firstCommentMedia needs a firstComment text to go with it$/, (n) => `Write a first comment for ${n} to go with its images`],
  [/^firstCommentMedia must be a list/, (n) => `Choose the first comment's images for ${n} again: each needs a public image link`],
  [
    /^alt text of comment image (\d+) is too long: (\d+) characters, at most (\d+)$/,
    (n, m) => `Shorten the description of image ${m[1]} in the first comment for ${n}: ${m[2]} of ${m[3]} characters`,
  ],
  [/^alt text of comment image (\d+) is not sent: (.+)$/, (n, m) => `The description of image ${m[1]} in the first comment won't reach ${n}: ${m[2]}`],
  [
    /^chainItems\[(\d+)\]\.text is too long: (\d+) (.+), at most (\d+)$/,
    (n, m) => `Shorten part ${Number(m[1]) + 2} of the thread for ${n}: ${m[2]} of ${m[4]} ${unitForPeople(m[3]!)}`,
  ],
  [/^chainItems\[(\d+)\]\.text is required$/, (_n, m) => `Write something in part ${Number(m[1]) + 2} of the thread, or remove it`],
  [/^chainItems has (\d+) parts, at most (\d+)$/, (n, m) => `Make the thread shorter for ${n}: at most ${m[2]} replies`],
  [
    /^alt text of image (\d+) is too long: (\d+) characters, at most (\d+)$/,
    (n, m) => `Shorten the alt text of image ${m[1]} for ${n}: ${m[2]} of ${m[3]} characters`,
  ],
  [/^image (\d+) has no alt text/, (n, m) => `Describe image ${m[1]} for people who use screen readers on ${n}`],
  [/^a caption or media is required$/, (n) => `Write a caption or add media for ${n}`],
  [/^at least one image or video is required$/, (n) => `Add an image or a video: ${n} needs one`],
  [/^exactly one video is required$/, (n) => `Add exactly one video for ${n}`],
  [/^a reel needs exactly one video$/, (n) => `A reel on ${n} is one video: keep just one`],
  [/^a story needs exactly one image or video$/, (n) => `A story on ${n} is one image or video: keep just one`],
  [/^images are not supported$/, (n) => `${n} doesn't take images here: remove them`],
  [/^videos are not supported$/, (n) => `${n} doesn't take videos here: remove them`],
  [/^too many images: (\d+), at most (\d+)$/, (n, m) => `Use at most ${m[2]} images on ${n} (you have ${m[1]})`],
  [/^too many videos: (\d+), at most (\d+)$/, (n, m) => `Use at most ${m[2]} video${m[2] === "1" ? "" : "s"} on ${n} (you have ${m[1]})`],
  [/^too many media items: (\d+), at most (\d+)$/, (n, m) => `Use at most ${m[2]} images and videos on ${n} (you have ${m[1]})`],
  [/^images and videos cannot be mixed in one post$/, (n) => `${n} takes images or a video, not both`],
  [/^too many hashtags: (\d+), at most (\d+)$/, (n, m) => `Use at most ${m[2]} hashtags on ${n} (you have ${m[1]})`],
  [/^(reel|story) is not supported; use post$/, (n, m) => `${n} has no ${m[1] === "reel" ? "reels" : "stories"}: make it a post`],
  [/^photos must be uploaded to Postlane first/, (n) => `Upload the photos here instead of linking them: ${n} only takes photos Postlane hosts`],
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a person should do about `problem` on `platform`, without field names. */
export function sayProblem(platform: PlatformId, problem: Problem): string {
  const network = PLATFORM_LABELS[platform];
  const option = /^platformOptions\.[a-z]+\.([A-Za-z]+)(?:\[\d+\])?/.exec(problem.field)?.[1];
  for (const [pattern, say] of RULE_WORDS) {
    const match = problem.message.match(pattern);
    if (match) return say(network, match);
  }
  const words = option ? OPTION_WORDS[platform]?.[option] : undefined;
  if (words) return words;
  return `${network}: ${capitalised(problem.message)}`;
}
