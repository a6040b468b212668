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
/** A field's description for readers without the reference (an assistant filling in a tool call). */
const about = (description: string) => ({ description });

// A thread: the parts after the post, each published as a reply to the one before (Threads, X, Bluesky,
// Mastodon; lib/platforms/chain-items.ts). One shape for all four; each network checks a part's text length
// in its own counting when the post is validated.
const chainItem = z.looseObject({
  text: str.meta(
    about(
      "The part's text (required), within the network's own limit: X 280 weighted characters, Bluesky 300 graphemes, Threads 500, Mastodon the instance's.",
    ),
  ),
  mediaUrl: uri.optional().meta(about("One public image or video URL attached to this part; omitted: text only.")),
  mediaType: z.enum(["image", "video"], { error: "must be image or video" }).optional().meta(about("What mediaUrl is; omitted: image.")),
  altText: str.optional().meta(about("Alt text of this part's media for screen readers; omitted: none.")),
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

// The first comment (lib/platforms/first-comment.ts): posted once the post is out, as a comment on it or a reply
// to it by the same account, with its own result (platform_results[].first_comment). Its length is checked in the
// network's own counting by the dry run and at publish time, like the caption.
const firstComment = (where: string, limit: string) =>
  str
    .optional()
    .meta(
      about(
        `Text posted right after the post as ${where}, by the same account (hashtags, a link). At most ${limit}. ` +
          "Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none.",
      ),
    );

// Images with the first comment (lib/platforms/first-comment-media.ts), on the networks whose comment or reply
// call takes media; the count per network is checked by the dry run and at publish time.
const firstCommentMedia = (max: number, altText = "Alt text of the image for screen readers, where the network takes it; omitted: none.") =>
  z
    .array(
      z.looseObject({
        url: uri.meta(about("A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).")),
        altText: str.optional().meta(about(altText)),
      }),
      { error: "must be a list of { url, altText }" },
    )
    .optional()
    .meta(about(`Images sent with the first comment, at most ${max}; needs firstComment text. Images only. Omitted: a text-only comment.`));

/**
 * Options the network itself requires, marked `required` in the document and the MCP tools so a client sends
 * them; the API still accepts a post without them (contract §7 rule 1): it fails at publish time, in
 * platform_results, instead of a 400.
 */
const NETWORK_REQUIRED =
  "The `required` fields are required by the network: a post without them is accepted but fails at publish time (platform_results), not with a 400.";

export const youtubeOptions = z
  .looseObject({
    title: str
      .max(100, { error: "must be at most 100 characters" })
      .optional()
      .meta(about("The video title, at most 100 characters. Required by YouTube; omitted: the post's title is used, and without one publishing fails.")),
    categoryId: str
      .optional()
      .meta(about('YouTube video category id as a string, e.g. "22" (People & Blogs) or "28" (Science & Technology). Required by YouTube.')),
    madeForKids: bool.optional().meta(about("The children's-content self-declaration YouTube requires: true when the video is made for kids.")),
    privacyStatus: z
      .enum(["public", "unlisted", "private"], { error: "must be public, unlisted or private" })
      .optional()
      .meta(about("Who can watch: public, unlisted or private; omitted: private.")),
    tags: strList.optional().meta(about("Video tags (keywords); omitted: none.")),
    defaultLanguage: str.optional().meta(about("The language of the title and description as a BCP-47 code, e.g. en or pt-BR; omitted: not set.")),
    containsSyntheticMedia: bool.optional().meta(about("true discloses realistic altered or AI-generated content; omitted: not declared.")),
    embeddable: bool.optional().meta(about("Whether other sites may embed the video; omitted: YouTube's default (yes).")),
    publicStatsViewable: bool.optional().meta(about("Whether the view count is public; omitted: YouTube's default (yes).")),
    license: z
      .enum(["youtube", "creativeCommon"], { error: "must be youtube or creativeCommon" })
      .optional()
      .meta(about("youtube (standard) or creativeCommon; omitted: youtube.")),
    thumbnailUrl: uri.optional().meta(about("A public image URL set as the custom thumbnail (the channel must be verified); omitted: YouTube picks a frame.")),
    firstComment: firstComment(
      "a comment under the video, by the channel (not on videos made for kids; channels connected before first comments must reconnect)",
      "10,000 characters",
    ),
  })
  .meta({ id: "YouTubeOptions", required: ["title", "categoryId", "madeForKids"], description: NETWORK_REQUIRED });

export const tiktokOptions = z
  .looseObject({
    privacyLevel: z
      .enum(["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"], {
        error: "must be PUBLIC_TO_EVERYONE, MUTUAL_FOLLOW_FRIENDS, FOLLOWER_OF_CREATOR or SELF_ONLY",
      })
      .optional()
      .meta(about("Who can see the post. Required by TikTok; unaudited TikTok apps may only post SELF_ONLY.")),
    disableComment: bool.optional().meta(about("true turns comments off. Required by TikTok (send false to allow comments).")),
    brandContentToggle: bool.optional().meta(about("true discloses a paid partnership (branded content). Required by TikTok.")),
    brandOrganicToggle: bool.optional().meta(about("true discloses promotion of the creator's own brand. Required by TikTok.")),
    isAigc: bool.optional().meta(about("true labels the content as AI-generated. Required by TikTok.")),
    postMode: z
      .enum(["DIRECT_POST", "MEDIA_UPLOAD"], { error: "must be DIRECT_POST or MEDIA_UPLOAD" })
      .optional()
      .meta(about("DIRECT_POST publishes; MEDIA_UPLOAD sends it to the TikTok inbox as a draft to finish in the app. Omitted: DIRECT_POST.")),
    disableDuet: bool.optional().meta(about("Video only: true forbids duets; omitted: allowed.")),
    disableStitch: bool.optional().meta(about("Video only: true forbids stitches; omitted: allowed.")),
    videoCoverTimestampMs: num.optional().meta(about("Video only: the cover frame, in milliseconds from the start; omitted: TikTok's choice.")),
    autoAddMusic: bool.optional().meta(about("Photo only: true lets TikTok add background music; omitted: no music.")),
    photoCoverIndex: num.optional().meta(about("Photo only: 0-based index of the image used as cover; omitted: 0.")),
    photoTitle: str.max(90, { error: "must be at most 90 characters" }).optional().meta(about("Photo only: a title, at most 90 characters; omitted: none.")),
  })
  .meta({
    id: "TikTokOptions",
    required: ["privacyLevel", "disableComment", "brandContentToggle", "brandOrganicToggle", "isAigc"],
    description: NETWORK_REQUIRED,
  });

export const instagramOptions = z
  .looseObject({
    shareToFeed: bool.optional().meta(about("Reels: true also shows the reel in the main feed; omitted: Instagram's default (yes).")),
    coverUrl: uri.optional().meta(about("Reels and videos: a public image URL used as the cover; omitted: a frame (see thumbOffsetMs).")),
    thumbOffsetMs: num.optional().meta(about("Reels and videos: the cover frame in milliseconds from the start; omitted: the first frame.")),
    audioName: str.optional().meta(about("Reels: a new name for the original audio; omitted: Instagram's default name.")),
    collaborators: strList.optional().meta(about("Instagram usernames invited as collaborators; omitted: none.")),
    locationId: str.optional().meta(about("A Facebook place id tagged as the location; omitted: none.")),
    userTags: z
      .array(
        z.looseObject({
          username: str.meta(about("The Instagram username to tag (required).")),
          x: num.optional().meta(about("Horizontal position on the image, 0.0 (left) to 1.0 (right); images only.")),
          y: num.optional().meta(about("Vertical position on the image, 0.0 (top) to 1.0 (bottom); images only.")),
        }),
        { error: "must be a list of { username, x, y }" },
      )
      .optional()
      .meta(about("People tagged in the media; omitted: none.")),
    altText: str.optional().meta(about("Alt text of a single image for screen readers; omitted: none.")),
    isAiGenerated: bool.optional().meta(about("true labels the media as AI-generated (not on carousel items); omitted: not labelled.")),
    isTrialReel: bool.optional().meta(about("Reels: true shows it to non-followers first (a trial reel); omitted: an ordinary reel.")),
    trialGraduationStrategy: z
      .enum(["MANUAL", "SS_PERFORMANCE"], { error: "must be MANUAL or SS_PERFORMANCE" })
      .optional()
      .meta(about("Trial reels: MANUAL (you share it to followers) or SS_PERFORMANCE (Instagram does when it performs well).")),
    firstComment: firstComment("a comment on the media (not on stories)", "2,200 characters"),
  })
  .meta({ id: "InstagramOptions" });

export const threadsOptions = z
  .looseObject({
    replyControl: z
      .enum(["everyone", "accounts_you_follow", "mentioned_only", "parent_post_author_only", "followers_only"], {
        error: "must be everyone, accounts_you_follow, mentioned_only, parent_post_author_only or followers_only",
      })
      .optional()
      .meta(about("Who may reply; omitted: everyone.")),
    topic: str.optional().meta(about("A topic tag for the post (without #); omitted: none.")),
    altText: str.optional().meta(about("Alt text of the media for screen readers; omitted: none.")),
    linkAttachment: uri.optional().meta(about("Text-only posts: a URL shown as a link preview; omitted: none.")),
    quotePostId: str.optional().meta(about("The Threads id of a post to quote; omitted: no quote.")),
    locationId: str.optional().meta(about("A Threads location id; omitted: none.")),
    allowlistedCountryCodes: strList
      .optional()
      .meta(about("ISO 3166-1 alpha-2 codes (US, DE …) of the only countries that see the post; omitted: everywhere.")),
    chainItems: chainItems.optional(),
    firstComment: firstComment("a reply to the post", "500 characters"),
    firstCommentMedia: firstCommentMedia(1),
  })
  .meta({ id: "ThreadsOptions" });

export const twitterOptions = z
  .looseObject({
    chainItems: chainItems.optional(),
    firstComment: firstComment("a reply to the post", "280 weighted characters"),
    firstCommentMedia: firstCommentMedia(4),
  })
  .meta({ id: "TwitterOptions" });

export const blueskyOptions = z
  .looseObject({
    langs: strList.optional().meta(about('The post\'s languages as BCP-47 codes, e.g. ["en"]; omitted: not declared.')),
    chainItems: chainItems.optional(),
    firstComment: firstComment("a reply to the post", "300 graphemes"),
    firstCommentMedia: firstCommentMedia(4),
  })
  .meta({ id: "BlueskyOptions" });

export const mastodonOptions = z
  .looseObject({
    visibility: z
      .enum(["public", "unlisted", "private", "direct"], { error: "must be public, unlisted, private or direct" })
      .optional()
      .meta(about("public, unlisted, private (followers only) or direct (mentioned people only); omitted: the account's default.")),
    spoilerText: str.optional().meta(about("A content warning shown before the text, which is then hidden; omitted: none.")),
    sensitive: bool.optional().meta(about("true hides the media behind a sensitive-content warning; omitted: false.")),
    language: str.optional().meta(about("The post's language as an ISO 639-1 code, e.g. en; omitted: the instance guesses.")),
    chainItems: chainItems.optional(),
    firstComment: firstComment("a reply to the post, in its audience", "the instance's character limit"),
    firstCommentMedia: firstCommentMedia(4),
  })
  .meta({ id: "MastodonOptions" });

export const telegramOptions = z
  .looseObject({
    disableNotification: bool.optional().meta(about("true sends silently (subscribers get no sound); omitted: false.")),
    protectContent: bool.optional().meta(about("true stops forwarding and saving of the message; omitted: false.")),
    firstComment: firstComment(
      "a reply to the post in a group or supergroup (not in channels: their comments live in the discussion group)",
      "4,096 characters (1,024 with an image)",
    ),
    firstCommentMedia: firstCommentMedia(1),
  })
  .meta({ id: "TelegramOptions" });

export const discordOptions = z
  .looseObject({
    channelId: str.optional().meta(about("Bot connections: the id of the channel to post in; omitted: the connection's own channel (webhook connections).")),
    firstComment: firstComment("a reply to the message, by the bot (bot connections only: a webhook cannot reply)", "2,000 characters"),
    firstCommentMedia: firstCommentMedia(10),
  })
  .meta({ id: "DiscordOptions" });

// Pinterest (additive to the contract: a twelfth platform id). boardId is the one option whose absence is a 400
// on create (lib/services/posts/require-pinterest-board.ts): no existing client sends `pinterest`, and a Pin
// cannot exist without a board.
export const pinterestOptions = z
  .looseObject({
    boardId: str
      .regex(/^\d+$/, { error: "must be a Pinterest board id (digits; see GET /accounts/{id}/boards)" })
      .optional()
      .meta(about("The board to pin to: digits, from GET /accounts/{id}/boards (list_pinterest_boards). Required with a pinterest mapping (400 otherwise).")),
    title: str.max(100, { error: "must be at most 100 characters" }).optional().meta(about("The Pin's title, at most 100 characters; omitted: none.")),
    link: uri.max(2048, { error: "must be at most 2048 characters" }).optional().meta(about("The URL the Pin opens, at most 2048 characters; omitted: none.")),
    altText: str.max(500, { error: "must be at most 500 characters" }).optional().meta(about("Alt text of the image, at most 500 characters; omitted: none.")),
    coverUrl: uri.optional().meta(about("Video Pins: a public image URL used as the cover; omitted: a frame (thumbOffsetMs).")),
    thumbOffsetMs: num
      .int({ error: "must be a whole number of milliseconds" })
      .min(0, { error: "must be 0 or more" })
      .optional()
      .meta(about("Video Pins: the cover frame in milliseconds from the start; omitted: the first frame.")),
  })
  .meta({
    id: "PinterestOptions",
    required: ["boardId"],
    description:
      "Pinterest Pin options. `boardId` is required whenever the post has a pinterest mapping (400 on create otherwise). " +
      "Caption = Pin description (max 800). One image, 2–5 images (carousel) or one video; `coverUrl` or `thumbOffsetMs` choose a video's cover.",
  });

// Facebook and LinkedIn have no other option: their objects exist for the first comment (additive).
export const facebookOptions = z
  .looseObject({
    firstComment: firstComment("a comment under the Page post, as the Page", "8,000 characters"),
    firstCommentMedia: firstCommentMedia(1),
  })
  .meta({ id: "FacebookOptions" });

export const linkedinOptions = z
  .looseObject({
    firstComment: firstComment("a comment on the post, as the member", "1,250 characters"),
    // The comment's image is uploaded through the Images API as the member's; a comment image takes no alt text.
    firstCommentMedia: firstCommentMedia(1, "Not sent: LinkedIn comments take no alt text (the dry run warns); omitted: none."),
  })
  .meta({ id: "LinkedInOptions" });

export const platformOptions = z
  .looseObject(
    {
      youtube: youtubeOptions.optional().meta(about("YouTube video options; title, categoryId and madeForKids are required by YouTube.")),
      tiktok: tiktokOptions.optional().meta(about("TikTok options; privacyLevel and the four disclosure flags are required by TikTok.")),
      instagram: instagramOptions.optional().meta(about("Instagram options (all optional); set top-level postType to reel or story.")),
      threads: threadsOptions.optional().meta(about("Threads options (all optional).")),
      twitter: twitterOptions.optional().meta(about("X options: chainItems for a thread.")),
      bluesky: blueskyOptions.optional().meta(about("Bluesky options: langs, and chainItems for a thread.")),
      mastodon: mastodonOptions.optional().meta(about("Mastodon options (all optional).")),
      telegram: telegramOptions.optional().meta(about("Telegram options (all optional).")),
      discord: discordOptions.optional().meta(about("Discord options (all optional).")),
      pinterest: pinterestOptions.optional().meta(about("Pinterest options; boardId is required with a pinterest mapping.")),
      facebook: facebookOptions.optional().meta(about("Facebook options: firstComment.")),
      linkedin: linkedinOptions.optional().meta(about("LinkedIn options: firstComment and firstCommentMedia.")),
    },
    { error: "must be an object keyed by platform id" },
  )
  .meta({
    id: "PlatformOptions",
    description: "Options per platform id. Unknown keys are ignored; a missing required option fails at publish time, not here.",
  });
