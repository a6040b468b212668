// Posts in the v1 contract: requests (create, update, list query) and the Post / CreatePostResult shapes.
// These schemas validate requests and are also the source of the OpenAPI document (lib/api/openapi.ts).
import { z } from "zod";
import { APPROVAL_STATES, approvalResponse } from "./approvals";
import { PLATFORM_IDS, platformId } from "../platforms/ids";
import { PROBLEM_KINDS, type ProblemKind } from "../platforms/types";
import { isoDateTime, pageQuery, mediaType, mediaUrls, stringList, text, timestampOut, urlOut } from "./common";
import { NOTES_MAX } from "./ideas";
import { platformOptions } from "./platform-options";

export const POST_STATUSES = ["draft", "scheduled", "queued", "published", "partial_published", "failed"] as const;
export const postStatus = z.enum(POST_STATUSES, { error: `must be one of ${POST_STATUSES.join(", ")}` });
export const postType = z.enum(["post", "reel", "story"], { error: "must be post, reel or story" });

// Strict like the request around it: an unknown field inside a mapping is a 400 (`accountMappings[0].foo`), not dropped.
export const accountMapping = z
  .strictObject({
    platform: platformId.meta({ description: "The network's platform id." }),
    accountId: z
      .string({ error: "must be a string" })
      .optional()
      .meta({ description: "A connected account's id (list_accounts, GET /accounts); omitted: the workspace's only one of that platform." }),
  })
  .meta({ id: "AccountMapping" });

export const platformCaptions = z
  .partialRecord(platformId, text(100_000), { error: "must be an object of platform id -> caption" })
  .meta({ description: "Per-platform caption override; a platform without an entry uses `caption`." });

/** The longest alt text any network takes (Bluesky's app stops at 2,000); each network's own limit is checked per mapping. */
export const ALT_TEXT_MAX = 2000;

// Alt text per image, by position in mediaUrls: the post's media is a list of URLs (the contract), so its alt
// texts are the list beside it, named as a thread part's `altText`.
export const mediaAltTexts = z.array(text(ALT_TEXT_MAX), { error: "must be a list of strings" }).max(20, { error: "must have at most 20 entries" }).meta({
  description: 'Alt texts by position in mediaUrls ("" for none); validate_post checks each network\'s limit. Omitted: none.',
});

export const postUtm = z
  .strictObject({
    enabled: z.boolean({ error: "must be true or false" }).meta({ description: "true tags the links, false leaves them as written." }),
    campaign: text(100).trim().min(1, { error: "must not be empty" }).optional().meta({ description: "utm_campaign; omitted: the workspace's campaign." }),
  })
  .meta({
    id: "PostUtm",
    description:
      "Overrides the workspace's UTM setting: published links get utm_source=<network>&utm_medium=social&utm_campaign=<campaign> unless they carry a utm_ parameter.",
  });

export type PostUtm = z.infer<typeof postUtm>;

/** The team's notes on a post (posts.notes): never published, so no network's limit applies, only ours. */
const postNotes = text(NOTES_MAX);

const createStatus = z.enum(["draft", "scheduled", "published"], { error: "must be draft, scheduled or published" });

export const createPostRequest = z
  .strictObject({
    // Each field described for a reader without the reference (an assistant choosing arguments): its unit,
    // its limit, and what happens when it is left out.
    accountMappings: z
      .array(accountMapping, { error: "must be a list of { platform, accountId }" })
      .min(1, { error: "must contain at least one { platform, accountId }" })
      .max(50, { error: "must have at most 50 entries" })
      .optional()
      .meta({
        description: "Where to post: one { platform, accountId } per channel. Required unless platforms + accountId is used.",
      }),
    title: text(500).optional().meta({ description: "Internal title; also the video title where a network takes one and platformOptions gives none." }),
    caption: text(100_000).optional().meta({
      description: "The text on channels without a platformCaptions entry; validate_post checks each network's length limit.",
    }),
    platforms: z
      .array(platformId, { error: "must be a list of platform ids" })
      .max(PLATFORM_IDS.length)
      .optional()
      .meta({ description: "Single-channel form: one platform id with accountId; prefer accountMappings." }),
    accountId: z.string({ error: "must be a string" }).optional().meta({ description: "Single-channel form: the account id for platforms." }),
    mediaUrls: mediaUrls.optional().meta({ description: "Public https URLs of images or videos (or from create_upload_url); omitted: text only." }),
    mediaType: mediaType.optional().meta({ description: "What mediaUrls hold; omitted: inferred from the files." }),
    // Additive (beyond the contract).
    mediaAltTexts: mediaAltTexts.optional(),
    utm: postUtm.nullable().optional().meta({ description: "UTM tags (PostUtm); omitted or null: the workspace setting applies." }),
    postType: postType.optional().meta({ description: "Where a network has several kinds (feed, reel, story); omitted: an ordinary post." }),
    hashtags: stringList(100, 200).optional().meta({ description: "Hashtags without '#', appended to the caption on networks that use them." }),
    platformCaptions: platformCaptions.optional().meta({ description: "A caption per platform id replacing caption on that network (e.g. shorter for X)." }),
    platformOptions: platformOptions.optional().meta({
      description:
        "Per-network options keyed by platform id. Some networks require some of them (YouTube title, categoryId, madeForKids; TikTok's privacy and interaction flags; Pinterest boardId): see the PlatformOptions schemas.",
    }),
    status: createStatus
      .optional()
      .meta({ description: "draft (the default: nothing is sent), scheduled (needs scheduledAt) or published (sends now).", default: "draft" }),
    scheduledAt: isoDateTime.optional().meta({ description: "When to publish (2026-12-01T09:00:00Z); required with status scheduled." }),
    // Additive (beyond the contract): the idea's card on the board then shows this post's status and links to it.
    ideaId: z.uuid({ error: "must be an idea id (uuid)" }).optional().meta({
      description: "The idea this post comes from (GET /ideas); its board card then links to the post.",
    }),
    // Additive (beyond the contract).
    notes: postNotes.optional().meta({
      description: "Notes for the team, never published. Omitted: none, or with ideaId the idea's notes.",
    }),
  })
  .meta({
    id: "CreatePostRequest",
    examples: [
      { accountMappings: [{ platform: "bluesky" }, { platform: "mastodon" }], caption: "Our spring collection is live", status: "draft" },
      {
        accountMappings: [{ platform: "youtube" }],
        caption: "Behind the scenes",
        mediaUrls: ["https://cdn.example.com/clip.mp4"],
        platformOptions: { youtube: { title: "Behind the scenes", categoryId: "22", madeForKids: false } },
        status: "scheduled",
        scheduledAt: "2026-12-01T09:00:00Z",
      },
    ],
    description:
      "`accountMappings` is the canonical channel selection (required unless the single-channel form `platforms` + `accountId` is used). " +
      "Unknown top-level fields are rejected with 400; unknown keys inside `platformOptions` are ignored.",
  });
export type CreatePostRequest = z.infer<typeof createPostRequest>;

export const updatePostRequest = z
  .strictObject({
    // Every field: omitted means unchanged.
    title: text(500).optional().meta({ description: "Internal title, at most 500 characters." }),
    caption: text(100_000).optional().meta({ description: "The shared caption (each network's length limit applies when publishing)." }),
    hashtags: stringList(100, 200).optional().meta({ description: "Hashtags without #, at most 100; replaces the list." }),
    mediaUrls: mediaUrls.optional().meta({ description: "Public media URLs; replaces the list ([] removes all media)." }),
    mediaType: mediaType.nullable().optional().meta({ description: "image or video; null clears it (mixed media)." }),
    // Additive: new media without new alt texts clears them (an alt text must never describe another image).
    mediaAltTexts: mediaAltTexts
      .optional()
      .meta({ description: "Replaces the alt texts (by position in mediaUrls). Sending mediaUrls without it clears them." }),
    utm: postUtm.nullable().optional().meta({ description: "Replaces the post's UTM override; null: the workspace setting applies." }),
    postType: postType.optional().meta({ description: "post, reel or story where a network has several kinds." }),
    platforms: z
      .array(platformId, { error: "must be a list of platform ids" })
      .min(1, { error: "must not be empty" })
      .max(PLATFORM_IDS.length)
      .optional()
      .meta({ description: "Single-channel form: the platform ids, with connectedAccountId. Prefer accountMappings." }),
    connectedAccountId: z
      .string({ error: "must be a string" })
      .optional()
      .meta({ description: "Single-channel form: the account id (from list_accounts / GET /accounts) for platforms." }),
    platformOptions: platformOptions.optional().meta({ description: "Replaces the per-network options (see PlatformOptions)." }),
    status: z
      .enum(["draft", "scheduled"], { error: "must be draft or scheduled" })
      .optional()
      .meta({ description: "draft or scheduled (scheduled needs scheduledAt, sent now or stored already). To publish now use publish_post." }),
    scheduledAt: isoDateTime.optional().meta({ description: "When to publish: an ISO 8601 instant in the future, e.g. 2026-12-01T09:00:00Z." }),
    // Additive (beyond the contract), so the web app's editor can change what create sets.
    accountMappings: z
      .array(accountMapping, { error: "must be a list of { platform, accountId }" })
      .min(1, { error: "must contain at least one { platform, accountId }" })
      .max(50, { error: "must have at most 50 entries" })
      .optional()
      .meta({ description: "Replaces the channel selection, as in CreatePostRequest (not together with platforms or connectedAccountId)." }),
    platformCaptions: platformCaptions.optional().meta({ description: "Replaces the per-platform captions." }),
    notes: postNotes.optional().meta({ description: 'Replaces the notes for the team (never published); "" clears them.' }),
  })
  .meta({
    id: "UpdatePostRequest",
    description: "Only sent fields change. Allowed while the post is draft or scheduled. `mediaType: null` clears it (mixed media).",
  });
export type UpdatePostRequest = z.infer<typeof updatePostRequest>;

export const POSTS_LIMIT_DEFAULT = 50;
export const POSTS_LIMIT_MAX = 200;

export const listPostsQuery = z.object({
  status: postStatus.optional(),
  // Additive: `approval=pending` lists the posts awaiting approval.
  approval: z.enum(APPROVAL_STATES, { error: `must be one of ${APPROVAL_STATES.join(", ")}` }).optional(),
  // Additive (issue 38): search by text, title, tag and account.
  q: z
    .string()
    .max(200, "must be at most 200 characters")
    .optional()
    .meta({ description: "Words that must each appear in the title or caption, start a hashtag, or name a network or part of an account's handle." }),
  ...pageQuery({ defaultValue: POSTS_LIMIT_DEFAULT, max: POSTS_LIMIT_MAX }),
});

/** Additive: the first comment (platformOptions.<network>.firstComment), on the result of the post itself. */
/**
 * Why a first comment failed, for programs (and the web app's words, which never read the error text):
 * `reauth` the account must be reconnected; `unconfirmed` it may have gone out (look before retrying);
 * `gave_up` a passing failure outlasted the automatic retries; `rate_limited` the network asked to slow down;
 * `forbidden` the account may not comment (a permission or scope); `refused` any other refusal.
 */
export const FIRST_COMMENT_FAILURE_KINDS = ["reauth", "unconfirmed", "gave_up", "rate_limited", "forbidden", "refused"] as const;
export type FirstCommentFailureKind = (typeof FIRST_COMMENT_FAILURE_KINDS)[number];

export const firstCommentResult = z
  .object({
    status: z.enum(["posted", "failed", "pending"]).meta({
      description:
        "posted; failed (the post stays published; a transient failure is retried automatically, see retry_at, and POST /posts/{id}/retry-comment tries the comment alone); pending while it is being posted.",
    }),
    id: z.string().optional().meta({ description: "The comment's or reply's id on the network." }),
    url: urlOut.optional().meta({ description: "A link to the comment, where the network has one." }),
    error: z.string().optional().meta({ description: "Why the comment failed, prefixed with the network id." }),
    kind: z.enum(FIRST_COMMENT_FAILURE_KINDS).optional().meta({
      description:
        "Additive, on a failed comment: why, for programs (reauth, unconfirmed, gave_up, rate_limited, forbidden, refused); decide by it, not by `error`. Absent on comments failed before it existed.",
    }),
    attempts: z.number().int().optional().meta({ description: "Additive: how many times the comment was tried." }),
    attempted_at: timestampOut.meta({ description: "When the comment was last attempted (UTC)." }),
    retry_at: timestampOut.optional().meta({
      description:
        "On a failed comment whose failure was transient (rate limit, 5xx, timeout): when it is tried again automatically (UTC). Absent once the retries are spent or the failure is permanent.",
    }),
  })
  .meta({ id: "FirstCommentResult" });

export type FirstCommentResult = z.infer<typeof firstCommentResult>;

export const platformResultResponse = z
  .object({
    platform: z.string(),
    success: z.boolean(),
    error: z.string().optional(),
    remote_post_id: z.string().optional(),
    remote_publish_id: z.string().optional(),
    remote_permalink: z.string().optional(),
    first_comment: firstCommentResult.optional(),
  })
  .meta({ id: "PlatformResult" });

export const postResponse = z
  .object({
    id: z.uuid(),
    title: z.string().nullable(),
    caption: z.string().nullable(),
    platforms: z.array(z.string()),
    status: postStatus,
    scheduled_at: timestampOut.nullable(),
    published_at: timestampOut.nullable(),
    media_urls: z.array(urlOut),
    media_type: mediaType.nullable(),
    // Additive (beyond the contract).
    media_alt_texts: z.array(z.string()).meta({ description: 'Alt text per entry of media_urls ("": none)' }),
    utm: postUtm.nullable().meta({ description: "The post's UTM override; null: the workspace setting applies" }),
    notes: z.string().nullable().meta({ description: "Notes for the team, never sent to any network; null: none" }),
    connected_account_id: z.uuid().nullable(),
    platform_results: z.array(platformResultResponse),
    created_at: timestampOut,
    // Additive (beyond the contract), on queued rows only: so a stuck row can be seen.
    queued_since: z.string().optional().meta({ description: "Queued rows only: when the row entered `queued`" }),
    attempts: z.number().int().optional().meta({ description: "Queued rows only: publish attempts so far" }),
    next_attempt_at: timestampOut.nullable().optional().meta({ description: "Queued rows only: when the next attempt is due" }),
    // Additive: the post's approval (state `none` when it never went through one).
    approval: approvalResponse,
  })
  .meta({ id: "Post" });
export type PostResponse = z.infer<typeof postResponse>;

export const createPostResult = z
  .object({
    postIds: z.array(z.uuid()),
    status: z.enum(["draft", "scheduled", "queued"]),
    dispatchDeferred: z.boolean(),
  })
  .meta({ id: "CreatePostResult" });
export type CreatePostResult = z.infer<typeof createPostResult>;

export const validationProblem = z
  .object({
    platform: platformId.nullable().meta({ description: "The network concerned; null for a problem of the whole post (e.g. `scheduledAt`)." }),
    accountId: z.string().nullable().meta({ description: "The mapping's account (as resolved, else as sent); null when none applies." }),
    field: z.string().meta({
      description:
        "The request field at fault: `caption`, `platformCaptions.bluesky`, `mediaUrls`, `platformOptions.youtube.title`, `accountMappings[0].accountId` …",
    }),
    message: z.string(),
    // Additive (issue 36): what kind of rule is broken, a closed set to decide by (the message may be reworded).
    kind: z.enum(Object.keys(PROBLEM_KINDS) as [ProblemKind, ...ProblemKind[]]).meta({
      description: `What kind of rule the problem breaks; never renamed once published. ${Object.entries(PROBLEM_KINDS)
        .map(([kind, meaning]) => `\`${kind}\`: ${meaning}.`)
        .join(" ")}`,
    }),
  })
  .meta({ id: "ValidationProblem" });

export const validatePostResult = z
  .object({
    valid: z.boolean().meta({ description: "True when there are no problems: the post can be created and every network would accept it." }),
    problems: z.array(validationProblem),
    // Additive: what would not stop the post but deserves a look (an image without alt text).
    warnings: z.array(validationProblem).meta({
      description: "Not problems (valid stays true): things worth fixing, e.g. an image without alt text on a network that takes it.",
    }),
  })
  .meta({ id: "ValidatePostResult" });
export type ValidatePostResult = z.infer<typeof validatePostResult>;

export const postEnvelope = z.object({ post: postResponse });
export const postsEnvelope = z.object({ posts: z.array(postResponse) });
