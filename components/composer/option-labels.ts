// Words for the per-network options a person sets in the composer: a label, a one-line help, names for enum
// values, the control that fits (a named list instead of a YouTube category number, a language list
// instead of codes to type) and when the option applies at all (a video cover means nothing on a photo).
// The API keeps the contract's field names; only the form speaks this way.

export type MediaMix = "none" | "image" | "video" | "mixed";
export type PostType = "post" | "reel" | "story";

export interface OptionContext {
  mediaMix: MediaMix;
  postType: PostType;
  /** The post's first video, for options picked on it (the cover frame). */
  videoUrl?: string;
  /** How many images the post carries, for options that point at one of them (TikTok's cover photo). */
  imageCount?: number;
}

export interface OptionLabel {
  label: string;
  help?: string;
  /** Display names of enum values (the value is what the API receives). */
  choices?: Record<string, string>;
  /** A named list to pick from, for fields whose value is an id or a code. */
  control?: "youtube-category" | "language" | "languages" | "cover-frame" | "yes-no" | "photo-position";
  /** Ids and addresses few people know: folded under "Advanced" with the option's help. */
  advanced?: boolean;
  /** The option is shown only when this holds (a value set before it was hidden is still sent, and ignored by the network). */
  appliesWhen?: (context: OptionContext) => boolean;
}

const hasVideo = ({ mediaMix }: OptionContext) => mediaMix === "video" || mediaMix === "mixed";
const hasImage = ({ mediaMix }: OptionContext) => mediaMix === "image" || mediaMix === "mixed";
const isReel = ({ postType, mediaMix }: OptionContext) => postType === "reel" || (postType === "post" && mediaMix === "video");

const LABELS: Record<string, Record<string, OptionLabel>> = {
  youtube: {
    title: { label: "Video title", help: "Up to 100 characters; YouTube shows it above the description." },
    categoryId: { label: "Category", help: "Where YouTube files the video.", control: "youtube-category" },
    madeForKids: {
      label: "Made for kids",
      help: "Required by COPPA. Yes turns off comments and personalised ads.",
      control: "yes-no",
    },
    privacyStatus: { label: "Visibility", choices: { public: "Public", unlisted: "Unlisted (anyone with the link)", private: "Private" } },
    tags: { label: "Tags", help: "Comma-separated; help people find the video." },
    defaultLanguage: { label: "Language", help: "The language of the title and description.", control: "language" },
    containsSyntheticMedia: { label: "Altered or synthetic content", help: "Tick when realistic content was made or changed with AI." },
    embeddable: { label: "Allow embedding", help: "Other sites may embed the video." },
    publicStatsViewable: { label: "Show view counts", help: "Viewers can see the video's statistics." },
    license: { label: "Licence", choices: { youtube: "Standard YouTube licence", creativeCommon: "Creative Commons (attribution)" } },
    thumbnailUrl: { label: "Custom thumbnail (image address)", help: "A 1280×720 image; needs a verified channel.", advanced: true },
  },
  tiktok: {
    privacyLevel: {
      label: "Who can view this video",
      choices: {
        PUBLIC_TO_EVERYONE: "Everyone",
        MUTUAL_FOLLOW_FRIENDS: "Friends (followers you follow back)",
        FOLLOWER_OF_CREATOR: "Followers",
        SELF_ONLY: "Only me",
      },
    },
    disableComment: { label: "Turn off comments" },
    brandContentToggle: { label: "Branded content", help: "You are promoting another brand or a third party (paid partnership)." },
    brandOrganicToggle: { label: "Your brand", help: "You are promoting yourself or your own business." },
    isAigc: { label: "AI-generated content", help: "TikTok labels the post as made with AI." },
    postMode: {
      label: "How to post",
      choices: { DIRECT_POST: "Post directly", MEDIA_UPLOAD: "Send to the TikTok inbox to finish in the app" },
    },
    disableDuet: { label: "Turn off Duet", appliesWhen: hasVideo },
    disableStitch: { label: "Turn off Stitch", appliesWhen: hasVideo },
    videoCoverTimestampMs: {
      label: "Cover frame",
      help: "The frame TikTok shows as the cover: slide through the video.",
      control: "cover-frame",
      appliesWhen: hasVideo,
    },
    autoAddMusic: { label: "Add recommended music", help: "TikTok adds a sound to the photo post.", appliesWhen: hasImage },
    photoCoverIndex: { label: "Cover photo", help: "The photo TikTok shows first.", control: "photo-position", appliesWhen: hasImage },
    photoTitle: { label: "Photo post title", help: "Up to 90 characters.", appliesWhen: hasImage },
  },
  instagram: {
    shareToFeed: { label: "Also show the reel in the feed", appliesWhen: isReel },
    coverUrl: { label: "Cover image address", help: "An image for the reel's cover in the grid, instead of a frame.", appliesWhen: isReel, advanced: true },
    thumbOffsetMs: { label: "Cover frame", help: "Slide through the video to the frame for the grid.", control: "cover-frame", appliesWhen: isReel },
    audioName: { label: "Audio name", help: "Names the reel's original audio.", appliesWhen: isReel },
    collaborators: { label: "Collaborators", help: "Comma-separated usernames, up to 3; they are invited to co-author." },
    locationId: {
      label: "Location page id",
      help: "The number in the address of the place's Facebook Page; Instagram tags the post with that place.",
      advanced: true,
    },
    altText: { label: "Alt text", help: "Describes the image for people using screen readers.", appliesWhen: hasImage },
    isAiGenerated: { label: "AI-generated content", help: "Instagram labels the post as made with AI." },
    isTrialReel: { label: "Trial reel", help: "Shown to non-followers first.", appliesWhen: isReel },
    trialGraduationStrategy: {
      label: "When a trial reel goes to followers",
      choices: { MANUAL: "When I choose", SS_PERFORMANCE: "Automatically if it performs well" },
      appliesWhen: isReel,
    },
  },
  threads: {
    replyControl: {
      label: "Who can reply",
      choices: {
        everyone: "Everyone",
        accounts_you_follow: "Profiles you follow",
        mentioned_only: "Mentioned profiles only",
        parent_post_author_only: "Only the author of the post replied to",
        followers_only: "Your followers",
      },
    },
    topic: { label: "Topic tag", help: "One topic, without the #." },
    altText: { label: "Alt text", help: "Describes the image for people using screen readers.", appliesWhen: hasImage },
    linkAttachment: { label: "Link preview URL", help: "Shown as a card under a text-only post." },
    quotePostId: { label: "Quote a post (its id)", help: "The id of the Threads post to quote, from the Threads API.", advanced: true },
    locationId: { label: "Location id", help: "A place id from the Threads location search.", advanced: true },
    allowlistedCountryCodes: { label: "Only show in countries", help: "Two-letter country codes, comma-separated, e.g. US, CA.", advanced: true },
  },
  bluesky: {
    langs: { label: "Languages", help: "Helps Bluesky show the post to people who read them.", control: "languages" },
  },
  mastodon: {
    visibility: {
      label: "Visibility",
      choices: { public: "Public", unlisted: "Quiet public (not in public timelines)", private: "Followers only", direct: "Mentioned people only" },
    },
    spoilerText: { label: "Content warning", help: "Shown first; the post is folded behind it." },
    sensitive: { label: "Mark media as sensitive", help: "Images and videos are blurred until clicked.", appliesWhen: (c) => c.mediaMix !== "none" },
    language: { label: "Language", control: "language" },
  },
  telegram: {
    disableNotification: { label: "Send silently", help: "Subscribers get no sound." },
    protectContent: { label: "Protect from forwarding and saving" },
  },
  pinterest: {
    boardId: { label: "Board", help: "The board the Pin is saved to." },
    title: { label: "Pin title", help: "Up to 100 characters." },
    link: { label: "Destination link", help: "Where the Pin leads when clicked." },
    altText: { label: "Alt text", help: "Describes the image for people using screen readers (up to 500 characters).", appliesWhen: hasImage },
    coverUrl: { label: "Cover image address", help: "An image for the video Pin's cover, instead of a frame.", appliesWhen: hasVideo, advanced: true },
    thumbOffsetMs: { label: "Cover frame", help: "Slide through the video to the Pin's cover.", control: "cover-frame", appliesWhen: hasVideo },
  },
  discord: {
    channelId: {
      label: "Another channel (its id)",
      help: "For bot accounts: the channel to post in instead of the account's own (Discord: right-click the channel, Copy Channel ID).",
      advanced: true,
    },
  },
};

/** Turns `videoCoverTimestampMs` into "Video cover timestamp ms": the fallback for an option with no words yet. */
const fromFieldName = (name: string) =>
  name
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** The first comment, on every network that takes one: posted by the same account right after the post. */
const FIRST_COMMENT: OptionLabel = {
  label: "First comment",
  help: "Posted by you right after the post: hashtags, a link. If it fails, the post stays up and you can try the comment again.",
  // Stories take no comments.
  appliesWhen: ({ postType }) => postType !== "story",
};

export function optionLabel(platform: string, field: string): OptionLabel {
  return LABELS[platform]?.[field] ?? (field === "firstComment" ? FIRST_COMMENT : { label: fromFieldName(field) });
}

/** Whether someone wrote this option's words; without them the form spells out the field's name. */
export function hasOwnWords(platform: string, field: string): boolean {
  return field === "firstComment" || LABELS[platform]?.[field] !== undefined;
}

export function optionApplies(platform: string, field: string, context: OptionContext): boolean {
  return optionLabel(platform, field).appliesWhen?.(context) ?? true;
}

/** YouTube's assignable video categories (videoCategories.list, regionCode US), by id. */
export const YOUTUBE_CATEGORIES: Record<string, string> = {
  "1": "Film & Animation",
  "2": "Autos & Vehicles",
  "10": "Music",
  "15": "Pets & Animals",
  "17": "Sports",
  "19": "Travel & Events",
  "20": "Gaming",
  "22": "People & Blogs",
  "23": "Comedy",
  "24": "Entertainment",
  "25": "News & Politics",
  "26": "Howto & Style",
  "27": "Education",
  "28": "Science & Technology",
  "29": "Nonprofits & Activism",
};

/** Common ISO 639-1 languages, named in the reader's own language by the browser. */
const LANGUAGE_CODES = [
  "en",
  "es",
  "fr",
  "de",
  "it",
  "pt",
  "nl",
  "sv",
  "no",
  "da",
  "fi",
  "pl",
  "cs",
  "tr",
  "ru",
  "uk",
  "el",
  "ar",
  "he",
  "hi",
  "bn",
  "ja",
  "ko",
  "zh",
  "th",
  "vi",
  "id",
  "ms",
];

/** Language names in the web app's language (English), never the runtime's default: the server and the browser must agree. */
export function languageChoices(locale = "en"): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return LANGUAGE_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name));
}
