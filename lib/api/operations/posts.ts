// Paths of posts: list, create, validate (dry run), read, update, delete, retry a failed row, duplicate and publish now.
import { APPROVAL_STATES } from "../../schemas/approvals";
import { POST_STATUSES, POSTS_LIMIT_DEFAULT, POSTS_LIMIT_MAX, listPostsQuery } from "../../schemas/posts";
import { APPROVAL_NEEDED_403 } from "./approvals";
import { auth, envelope, idempotencyParam, idParam, pageParameters, paged, PAGING_TEXT, quotaHeaders, ref, type Json } from "../openapi/operation";
import { importPostsQuery } from "../../schemas/imports";
import { defineOperations } from "./define-operations";

export const postOperations = defineOperations({
  listPosts: {
    method: "get",
    path: "/posts",
    query: listPostsQuery,
    summary: "List posts",
    scope: "posts:read",
    description: `Newest first. Test keys see test posts, live keys live posts. \`limit\`: default ${POSTS_LIMIT_DEFAULT}, maximum ${POSTS_LIMIT_MAX}; larger values are clamped to ${POSTS_LIMIT_MAX}, while 0, negative or non-integer values are a 400. Additive: \`cursor\` and \`nextCursor\`. ${PAGING_TEXT}`,
    parameters: [
      { name: "status", in: "query", required: false, schema: { type: "string", enum: [...POST_STATUSES] } },
      {
        name: "approval",
        in: "query",
        required: false,
        description: "Additive: only posts in this approval state (`pending`: the posts awaiting approval)",
        schema: { type: "string", enum: [...APPROVAL_STATES] },
      },
      {
        name: "q",
        in: "query",
        required: false,
        description:
          "Additive: search. Each word must appear in the title or caption, start a hashtag (`#sale` or `sale`), or name a network (`bluesky`) or part of an account's handle (`@ada`). Works with `status`, `approval` and the cursor.",
        schema: { type: "string", maxLength: 200 },
      },
      ...pageParameters({ defaultValue: POSTS_LIMIT_DEFAULT, max: POSTS_LIMIT_MAX }),
    ],
    status: 200,
    response: paged("posts", ref("Post")),
    errors: [400, ...auth, 403],
  },
  createPost: {
    method: "post",
    path: "/posts",
    summary: "Create, schedule or publish a post",
    scope: "posts:write",
    description:
      "`draft` (default) and `scheduled` store one row; `published` fans out into one queued row per account mapping and returns status `queued`. " +
      "Each account mapping uses one unit of the workspace owner's monthly quota. A missing required platform option is not a 400: it fails at publish time in `platform_results`; " +
      "neither is other content a network would refuse (a caption over its limit, media it does not take): ask `POST /posts/validate` first.",
    parameters: [idempotencyParam],
    body: ref("CreatePostRequest"),
    example: {
      title: "Spring collection launch",
      caption: "Our spring collection is live: light layers for longer days.",
      accountMappings: [
        { platform: "instagram", accountId: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" },
        { platform: "youtube", accountId: "2b7e9d10-5c4a-4e3f-9b8a-7d6c5e4f3a21" },
        { platform: "tiktok", accountId: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f" },
      ],
      platformCaptions: { youtube: "A first look at the spring collection, piece by piece.", tiktok: "Spring fits in 30 seconds #spring" },
      mediaUrls: ["https://cdn.example.com/media/spring-launch.mp4"],
      mediaType: "video",
      postType: "reel",
      hashtags: ["spring", "newcollection"],
      platformOptions: {
        youtube: { title: "Spring collection 2027: first look", categoryId: "22", madeForKids: false, privacyStatus: "public" },
        tiktok: { privacyLevel: "PUBLIC_TO_EVERYONE", disableComment: false, brandContentToggle: false, brandOrganicToggle: true, isAigc: false },
      },
      status: "scheduled",
      scheduledAt: "2027-03-01T09:00:00Z",
    },
    status: 201,
    response: ref("CreatePostResult"),
    headers: quotaHeaders,
    errors: [400, ...auth, 402, 403, 409, 413, 422],
    errorText: { 403: APPROVAL_NEEDED_403 },
  },
  validatePost: {
    method: "post",
    path: "/posts/validate",
    summary: "Validate a post without creating it (dry run)",
    scope: "posts:read",
    description:
      "Additive (beyond the v1 contract). Takes the body of `POST /posts` and answers 200 with every problem that would stop it, for every mapped network: " +
      "timing (`scheduledAt`), each mapping's account (unknown, of another platform, disconnected, or needing to be reconnected), and the content as each " +
      "network receives it — caption length in the network's own counting (graphemes on Bluesky, weighted characters on X …), required options, media rules. " +
      "`valid` is true when there are none. Nothing is stored and no quota is used. A body that does not fit `CreatePostRequest` is a 400, as on `POST /posts`.",
    body: ref("CreatePostRequest"),
    example: {
      caption: "Doors open at 9 on Saturday. See you there!",
      accountMappings: [{ platform: "bluesky" }, { platform: "twitter", accountId: "8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d" }],
      platformCaptions: { twitter: "Doors open at 9 on Saturday. See you there! #popupshop" },
      status: "scheduled",
      scheduledAt: "2027-03-05T17:30:00+01:00",
    },
    status: 200,
    response: ref("ValidatePostResult"),
    errors: [400, ...auth, 403, 413],
  },
  importPosts: {
    method: "post",
    path: "/posts/import",
    query: importPostsQuery,
    summary: "Import posts from a CSV file",
    scope: "posts:write",
    description:
      "Additive (beyond the v1 contract). The body is the file itself (`Content-Type: text/csv`, UTF-8, comma, semicolon or tab separated, at most 5,000 rows; " +
      "columns in docs/csv-import.md). Every row goes through the dry run of `POST /posts`; `dryRun=true` answers 200 with each row's problems and creates nothing. " +
      "Otherwise every row without a problem becomes a draft, a scheduled post or a queue entry (`mode`) and the answer is 201. Rows are keyed by a hash of their " +
      "content: importing the same file again creates nothing new (`already_imported`). A file refused as a whole (not UTF-8, no header row, an unknown column, " +
      "an unclosed quote, more than 5,000 rows) is a 400 whose message names the row and column; problems of single rows are in `rows[].problems`, in the words the web app shows.",
    parameters: [
      { name: "mode", in: "query", required: false, schema: { type: "string", enum: ["draft", "scheduled", "queue"], default: "draft" } },
      { name: "dryRun", in: "query", required: false, schema: { type: "string", enum: ["true", "false"], default: "false" } },
      {
        name: "timezone",
        in: "query",
        required: false,
        description:
          "The IANA zone (`America/Los_Angeles`) a `date` with neither an offset nor a `timezone` cell is read in. Default: the workspace's time zone. " +
          "An unknown name is a 400 naming it.",
        schema: { type: "string", example: "America/Los_Angeles" },
      },
    ],
    status: 201,
    response: ref("ImportPostsResult"),
    errors: [400, ...auth, 402, 403, 413],
    errorText: { 413: "File larger than 8 MiB" },
    finish: importOperation,
  },
  getPost: {
    method: "get",
    path: "/posts/{id}",
    summary: "Get a post",
    scope: "posts:read",
    description: "Poll this after publishing: `platform_results` fills as publishing proceeds.",
    parameters: [idParam],
    status: 200,
    response: envelope("post", ref("Post")),
    errors: [...auth, 403, 404],
  },
  updatePost: {
    method: "patch",
    path: "/posts/{id}",
    summary: "Update a draft or scheduled post",
    scope: "posts:write",
    parameters: [idParam],
    body: ref("UpdatePostRequest"),
    example: { caption: "Our spring collection is live: now with linen shirts.", hashtags: ["spring", "linen"], scheduledAt: "2027-03-02T10:00:00Z" },
    status: 200,
    response: envelope("post", ref("Post")),
    errors: [400, ...auth, 402, 403, 404, 413],
    errorText: {
      402: "Adding account mappings charges one unit of the monthly post quota per new mapping, and the quota is used up",
      403: APPROVAL_NEEDED_403,
    },
  },
  deletePost: {
    method: "delete",
    path: "/posts/{id}",
    summary: "Delete a post (soft delete)",
    scope: "posts:write",
    parameters: [idParam],
    status: 200,
    response: ref("Deleted"),
    errors: [...auth, 403, 404],
  },
  retryPost: {
    method: "post",
    path: "/posts/{id}/retry",
    summary: "Retry a failed post row",
    scope: "posts:write",
    description:
      "Additive (beyond the v1 contract). Queues one `failed` row again from the start (its siblings of the same post are untouched) " +
      "and returns `CreatePostResult` with status `queued`. Any other status is a 400.",
    parameters: [idParam, idempotencyParam],
    status: 200,
    response: ref("CreatePostResult"),
    errors: [400, ...auth, 403, 404, 409, 422],
  },
  retryComment: {
    method: "post",
    path: "/posts/{id}/retry-comment",
    summary: "Retry a published post's failed first comment",
    scope: "posts:write",
    description:
      "Additive (beyond the v1 contract). Posts the row's first comment (`platformOptions.<network>.firstComment`) again, alone: the post itself is untouched. " +
      "Allowed when `platform_results[].first_comment.status` is `failed`; a comment whose earlier attempt may have gone through is looked up on the network first, never posted twice. " +
      "Returns the post with the new `first_comment`, which may be `failed` again with its error. 400 when there is no failed comment, 409 while one is being posted. " +
      "A transient failure (rate limit, 5xx, timeout) is also retried automatically (see `first_comment.retry_at`); this tries it now.",
    parameters: [idParam, idempotencyParam],
    status: 200,
    response: envelope("post", ref("Post")),
    errors: [400, ...auth, 403, 404, 409, 422],
  },
  duplicatePost: {
    method: "post",
    path: "/posts/{id}/duplicate",
    summary: "Duplicate a post into a new draft",
    scope: "posts:write",
    description:
      "Additive (issue 38). A new draft with the post's title, caption, hashtags, media and alt texts, campaign tags, notes, per-network captions and options, " +
      "and channels, whatever the original's status (published, failed, scheduled …). Channels whose account is no longer connected are left out " +
      "(`skippedChannels` names their networks); a post with none left is a 400. The draft counts against the monthly quota as `POST /posts` does.",
    parameters: [idParam],
    status: 201,
    response: {
      type: "object",
      required: ["post", "duplicateOf", "skippedChannels"],
      properties: {
        post: ref("Post"),
        duplicateOf: { type: "string", format: "uuid", description: "The id of the post it was copied from" },
        skippedChannels: { type: "array", items: { type: "string" }, description: "Networks of the original left out (account disconnected or gone)" },
      },
    },
    errors: [400, ...auth, 402, 403, 404],
  },
  publishPost: {
    method: "post",
    path: "/posts/{id}/publish",
    summary: "Publish a draft or scheduled post now",
    scope: "posts:write",
    parameters: [idParam, idempotencyParam],
    status: 200,
    response: ref("CreatePostResult"),
    errors: [400, ...auth, 403, 404, 409, 422],
    errorText: { 403: APPROVAL_NEEDED_403 },
  },
});

/** The import takes a CSV body (operation() writes JSON ones) and answers 200 to a dry run, 201 to an import. */
function importOperation(op: Json): Json {
  const responses = op.responses as Record<string, Json>;
  return {
    ...op,
    requestBody: {
      required: true,
      content: {
        "text/csv": {
          schema: { type: "string" },
          example: "date,timezone,caption,accounts\n2027-03-01 09:00,Europe/Berlin,Spring is here,bluesky:@ada.bsky.social mastodon\n",
        },
      },
    },
    responses: { 200: { ...responses[201], description: "Dry run: every row checked, nothing created" }, ...responses },
  };
}
