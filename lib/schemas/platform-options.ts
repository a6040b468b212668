// PlatformOptions of the v1 contract: one object per network. Every field is optional here on purpose: a
// required option that is missing is not a 400 but a publish-time failure in platform_results (contract
// §7 rule 1). Types, enums and length limits are checked. Unknown keys inside an options object, and
// unknown top-level keys of platformOptions (e.g. `sandbox`), are kept and ignored.
import { z } from "zod";
import { MAX_CHAIN_ITEMS } from "../platforms/chain-items";

const bool = z.boolean({ error: "must be true or false" });
const str = z.string({ error: "must be a string" });
const num = z.number({ error: "must be a number" });
const strList = z.array(str, { error: "must be a list of strings" });
const uri = z.url({ error: "must be a URL" });

// A thread: the parts after the post, each published as a reply to the one before (Threads, X, Bluesky,
// Mastodon; lib/platforms/chain-items.ts). One shape for all four; each network checks a part's text length
// in its own counting when the post is validated.
const chainItem = z.looseObject({
  text: str,
  mediaUrl: uri.optional(),
  mediaType: z.enum(["image", "video"], { error: "must be image or video" }).optional(),
  altText: str.optional(),
});
const chainItems = z
  .array(chainItem, { error: "must be a list of { text, mediaUrl, mediaType, altText }" })
  .max(MAX_CHAIN_ITEMS, { error: `must have at most ${MAX_CHAIN_ITEMS} parts` })
  .meta({
    description:
      "A thread: parts published after the post, in order, each as a reply to the part before (exactly once per part). " +
      "Each part: `text` (required, within the network's own limit), optionally one `mediaUrl` with `mediaType` (`image` by default) and `altText`. " +
      `At most ${MAX_CHAIN_ITEMS} parts.`,
  });

/**
 * Options the network itself requires, marked `required` in the document and the MCP tools so a client sends
 * them; the API still accepts a post without them (contract §7 rule 1): it fails at publish time, in
 * platform_results, instead of a 400.
 */
const NETWORK_REQUIRED =
  "The `required` fields are required by the network: a post without them is accepted but fails at publish time (platform_results), not with a 400.";

export const youtubeOptions = z
  .looseObject({
    title: str.max(100, { error: "must be at most 100 characters" }).optional(),
    categoryId: str.optional(),
    madeForKids: bool.optional(),
    privacyStatus: z.enum(["public", "unlisted", "private"], { error: "must be public, unlisted or private" }).optional(),
    tags: strList.optional(),
    defaultLanguage: str.optional(),
    containsSyntheticMedia: bool.optional(),
    embeddable: bool.optional(),
    publicStatsViewable: bool.optional(),
    license: z.enum(["youtube", "creativeCommon"], { error: "must be youtube or creativeCommon" }).optional(),
    thumbnailUrl: uri.optional(),
  })
  .meta({ id: "YouTubeOptions", required: ["title", "categoryId", "madeForKids"], description: NETWORK_REQUIRED });

export const tiktokOptions = z
  .looseObject({
    privacyLevel: z
      .enum(["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"], {
        error: "must be PUBLIC_TO_EVERYONE, MUTUAL_FOLLOW_FRIENDS, FOLLOWER_OF_CREATOR or SELF_ONLY",
      })
      .optional(),
    disableComment: bool.optional(),
    brandContentToggle: bool.optional(),
    brandOrganicToggle: bool.optional(),
    isAigc: bool.optional(),
    postMode: z.enum(["DIRECT_POST", "MEDIA_UPLOAD"], { error: "must be DIRECT_POST or MEDIA_UPLOAD" }).optional(),
    disableDuet: bool.optional(),
    disableStitch: bool.optional(),
    videoCoverTimestampMs: num.optional(),
    autoAddMusic: bool.optional(),
    photoCoverIndex: num.optional(),
    photoTitle: str.max(90, { error: "must be at most 90 characters" }).optional(),
  })
  .meta({
    id: "TikTokOptions",
    required: ["privacyLevel", "disableComment", "brandContentToggle", "brandOrganicToggle", "isAigc"],
    description: NETWORK_REQUIRED,
  });

export const instagramOptions = z
  .looseObject({
    shareToFeed: bool.optional(),
    coverUrl: uri.optional(),
    thumbOffsetMs: num.optional(),
    audioName: str.optional(),
    collaborators: strList.optional(),
    locationId: str.optional(),
    userTags: z.array(z.looseObject({ username: str, x: num.optional(), y: num.optional() }), { error: "must be a list of { username, x, y }" }).optional(),
    altText: str.optional(),
    isAiGenerated: bool.optional(),
    isTrialReel: bool.optional(),
    trialGraduationStrategy: z.enum(["MANUAL", "SS_PERFORMANCE"], { error: "must be MANUAL or SS_PERFORMANCE" }).optional(),
  })
  .meta({ id: "InstagramOptions" });

export const threadsOptions = z
  .looseObject({
    replyControl: z
      .enum(["everyone", "accounts_you_follow", "mentioned_only", "parent_post_author_only", "followers_only"], {
        error: "must be everyone, accounts_you_follow, mentioned_only, parent_post_author_only or followers_only",
      })
      .optional(),
    topic: str.optional(),
    altText: str.optional(),
    linkAttachment: uri.optional(),
    quotePostId: str.optional(),
    locationId: str.optional(),
    allowlistedCountryCodes: strList.optional(),
    chainItems: chainItems.optional(),
  })
  .meta({ id: "ThreadsOptions" });

export const twitterOptions = z.looseObject({ chainItems: chainItems.optional() }).meta({ id: "TwitterOptions" });

export const blueskyOptions = z.looseObject({ langs: strList.optional(), chainItems: chainItems.optional() }).meta({ id: "BlueskyOptions" });

export const mastodonOptions = z
  .looseObject({
    visibility: z.enum(["public", "unlisted", "private", "direct"], { error: "must be public, unlisted, private or direct" }).optional(),
    spoilerText: str.optional(),
    sensitive: bool.optional(),
    language: str.optional(),
    chainItems: chainItems.optional(),
  })
  .meta({ id: "MastodonOptions" });

export const telegramOptions = z.looseObject({ disableNotification: bool.optional(), protectContent: bool.optional() }).meta({ id: "TelegramOptions" });

export const discordOptions = z.looseObject({ channelId: str.optional() }).meta({ id: "DiscordOptions" });

// Pinterest (additive to the contract: a twelfth platform id). boardId is the one option whose absence is a 400
// on create (lib/services/posts/require-pinterest-board.ts): no existing client sends `pinterest`, and a Pin
// cannot exist without a board.
export const pinterestOptions = z
  .looseObject({
    boardId: str.regex(/^\d+$/, { error: "must be a Pinterest board id (digits; see GET /accounts/{id}/boards)" }).optional(),
    title: str.max(100, { error: "must be at most 100 characters" }).optional(),
    link: uri.max(2048, { error: "must be at most 2048 characters" }).optional(),
    altText: str.max(500, { error: "must be at most 500 characters" }).optional(),
    coverUrl: uri.optional(),
    thumbOffsetMs: num.int({ error: "must be a whole number of milliseconds" }).min(0, { error: "must be 0 or more" }).optional(),
  })
  .meta({
    id: "PinterestOptions",
    required: ["boardId"],
    description:
      "Pinterest Pin options. `boardId` is required whenever the post has a pinterest mapping (400 on create otherwise). " +
      "Caption = Pin description (max 800). One image, 2–5 images (carousel) or one video; `coverUrl` or `thumbOffsetMs` choose a video's cover.",
  });

export const platformOptions = z
  .looseObject(
    {
      youtube: youtubeOptions.optional(),
      tiktok: tiktokOptions.optional(),
      instagram: instagramOptions.optional(),
      threads: threadsOptions.optional(),
      twitter: twitterOptions.optional(),
      bluesky: blueskyOptions.optional(),
      mastodon: mastodonOptions.optional(),
      telegram: telegramOptions.optional(),
      discord: discordOptions.optional(),
      pinterest: pinterestOptions.optional(),
    },
    { error: "must be an object keyed by platform id" },
  )
  .meta({
    id: "PlatformOptions",
    description: "Options per platform id. Unknown keys are ignored; a missing required option fails at publish time, not here.",
  });
