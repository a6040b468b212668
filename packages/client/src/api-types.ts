// Generated from the Postlane OpenAPI document by `npm run client:generate` (openapi-typescript). Do not edit:
// change the schemas in lib/schemas or lib/api/openapi and regenerate; a test fails while this file is stale.

export interface paths {
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Is the app up and can it reach its database (503 when not).
     *
     *     No key needed.
     */
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This OpenAPI document
     * @description No key needed.
     */
    get: operations["getOpenApiDocument"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/accounts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List connected accounts
     * @description Oldest connection first. Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `accounts:read`.
     */
    get: operations["listAccounts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/accounts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Disconnect an account
     * @description Additive (beyond the v1 contract). What the web app's Disconnect does: the account's tokens are erased and it stops publishing; the row and its posts' history stay, and connecting the same network account again brings it back. Sends `account.disconnected` to webhook endpoints that subscribed, once (disconnecting an account already disconnected is a 204 that changes nothing). Needs the manager role or above.
     *
     *     Scope: `accounts:write`.
     */
    delete: operations["disconnectAccount"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/accounts/{id}/boards": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a Pinterest account's boards
     * @description Additive (beyond the v1 contract). The public and protected boards of a connected Pinterest account, read from Pinterest; use a board's `id` as `platformOptions.pinterest.boardId`.
     *
     *     Scope: `accounts:read`.
     */
    get: operations["listPinterestBoards"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/workspaces": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List workspaces
     * @description The workspaces the key's creator belongs to; exactly the key's own has `active: true`. Additive: `mode`, the calling key's mode: a `test` key sees and makes test posts, a `live` key live ones; ideas, accounts, webhooks, link pages and media are shared by both (docs/api.md, "Test and live").
     *
     *     Any valid key (no scope needed).
     */
    get: operations["listWorkspaces"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/workspaces/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the key's workspace and its settings
     * @description Additive. The Workspace fields plus its settings (`utm`: the UTM tags setting; `color`: the client colour; `logoMediaId`, `logoUrl`: the client logo). Only the key's own workspace (the one `GET /workspaces` marks `active`); any other id is 404, also one of a workspace the key's creator belongs to.
     *
     *     Any valid key (no scope needed).
     */
    get: operations["getWorkspace"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the key's workspace's settings
     * @description Additive. Changes only the fields sent. `name` (1–100 characters; an agency names a workspace after its client), `color` ("#rrggbb", null clears it) and `logoMediaId` (an uploaded PNG or JPEG of the media library, at most 1 MB; null clears it): the key's creator must be an owner or admin, as on the web app's Workspace settings page. The UTM tags setting: `utm.enabled` and `utm.campaign` (at most 100 characters; null or an empty string clears it while the tags are off). Turning the tags on needs a campaign, sent or already set (400 `utm.campaign: …` otherwise). Scope `posts:write`, because the setting changes the links of every post the workspace publishes (as `PUT /accounts/{id}/schedule` changes when they go out); the key's creator must be a manager, admin or owner, and a drafts-only key is refused (403). A refused field changes nothing. Any other workspace's id is 404.
     *
     *     Scope: `posts:write`.
     */
    patch: operations["updateWorkspace"];
    trace?: never;
  };
  "/ideas": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List ideas
     * @description Ordered by column (unassigned, todo, in_progress, done), then position. Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `ideas:read`.
     */
    get: operations["listIdeas"];
    put?: never;
    /**
     * Create an idea
     * @description The idea goes to the end of its column. An empty body creates an empty unassigned idea.
     *
     *     Scope: `ideas:write`.
     */
    post: operations["createIdea"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/ideas/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an idea
     * @description Scope: `ideas:write`.
     */
    delete: operations["deleteIdea"];
    options?: never;
    head?: never;
    /**
     * Update an idea
     * @description Only sent fields change; a new `status` moves the idea to the end of that column.
     *
     *     Scope: `ideas:write`.
     */
    patch: operations["updateIdea"];
    trace?: never;
  };
  "/posts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List posts
     * @description Newest first. Test keys see test posts, live keys live posts. `limit`: default 50, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. Additive: `cursor` and `nextCursor`. Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `posts:read`.
     */
    get: operations["listPosts"];
    put?: never;
    /**
     * Create, schedule or publish a post
     * @description `draft` (default) and `scheduled` store one row; `published` fans out into one queued row per account mapping and returns status `queued`. Each account mapping uses one unit of the workspace owner's monthly quota. A missing required platform option is not a 400: it fails at publish time in `platform_results`; neither is other content a network would refuse (a caption over its limit, media it does not take): ask `POST /posts/validate` first.
     *
     *     Scope: `posts:write`.
     */
    post: operations["createPost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/validate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Validate a post without creating it (dry run)
     * @description Additive (beyond the v1 contract). Takes the body of `POST /posts` and answers 200 with every problem that would stop it, for every mapped network: timing (`scheduledAt`), each mapping's account (unknown, of another platform, disconnected, or needing to be reconnected), and the content as each network receives it — caption length in the network's own counting (graphemes on Bluesky, weighted characters on X …), required options, media rules. `valid` is true when there are none. Nothing is stored and no quota is used. A body that does not fit `CreatePostRequest` is a 400, as on `POST /posts`.
     *
     *     Scope: `posts:read`.
     */
    post: operations["validatePost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import posts from a CSV file
     * @description Additive (beyond the v1 contract). The body is the file itself (`Content-Type: text/csv`, UTF-8, comma, semicolon or tab separated, at most 5,000 rows; columns in docs/csv-import.md). Every row goes through the dry run of `POST /posts`; `dryRun=true` answers 200 with each row's problems and creates nothing. Otherwise every row without a problem becomes a draft, a scheduled post or a queue entry (`mode`) and the answer is 201. Rows are keyed by a hash of their content: importing the same file again creates nothing new (`already_imported`). A file refused as a whole (not UTF-8, no header row, an unknown column, an unclosed quote, more than 5,000 rows) is a 400 whose message names the row and column; problems of single rows are in `rows[].problems`, in the words the web app shows.
     *
     *     Scope: `posts:write`.
     */
    post: operations["importPosts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a post
     * @description Poll this after publishing: `platform_results` fills as publishing proceeds.
     *
     *     Scope: `posts:read`.
     */
    get: operations["getPost"];
    put?: never;
    post?: never;
    /**
     * Delete a post (soft delete)
     * @description Scope: `posts:write`.
     */
    delete: operations["deletePost"];
    options?: never;
    head?: never;
    /**
     * Update a draft or scheduled post
     * @description Scope: `posts:write`.
     */
    patch: operations["updatePost"];
    trace?: never;
  };
  "/posts/{id}/retry": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry a failed post row
     * @description Additive (beyond the v1 contract). Queues one `failed` row again from the start (its siblings of the same post are untouched) and returns `CreatePostResult` with status `queued`. Any other status is a 400.
     *
     *     Scope: `posts:write`.
     */
    post: operations["retryPost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/retry-comment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry a published post's failed first comment
     * @description Additive (beyond the v1 contract). Posts the row's first comment (`platformOptions.<network>.firstComment`) again, alone: the post itself is untouched. Allowed when `platform_results[].first_comment.status` is `failed`; a comment whose earlier attempt may have gone through is looked up on the network first, never posted twice. Returns the post with the new `first_comment`, which may be `failed` again with its error. 400 when there is no failed comment, 409 while one is being posted. A transient failure (rate limit, 5xx, timeout) is also retried automatically (see `first_comment.retry_at`); this tries it now.
     *
     *     Scope: `posts:write`.
     */
    post: operations["retryComment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/duplicate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Duplicate a post into a new draft
     * @description Additive (issue 38). A new draft with the post's title, caption, hashtags, media and alt texts, campaign tags, notes, per-network captions and options, and channels, whatever the original's status (published, failed, scheduled …). Channels whose account is no longer connected are left out (`skippedChannels` names their networks); a post with none left is a 400. The draft counts against the monthly quota as `POST /posts` does.
     *
     *     Scope: `posts:write`.
     */
    post: operations["duplicatePost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a draft or scheduled post now
     * @description Scope: `posts:write`.
     */
    post: operations["publishPost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/submit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit a post for approval
     * @description Additive (beyond the v1 contract). A draft (or scheduled) post becomes a draft awaiting approval (`approval.state: pending`), remembering what its author asks for: `scheduledAt` to be scheduled then, or no body to be published as soon as it is approved. Any role that can write may submit; in a workspace with "Posts need approval" on, it is how members get posts out (scheduling or publishing is 403 for them).
     *
     *     Scope: `posts:write`.
     */
    post: operations["submitPostForApproval"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a post awaiting approval
     * @description Additive. Managers, admins and owners only (a member's key is 403), including for their own posts. The post is then scheduled at its `scheduled_at`, or published now (fanned out into one queued row per account, `postIds`) when its author asked for that or the time has passed. A post that is not awaiting approval, or already scheduled or published, is a 409 and nothing changes.
     *
     *     Scope: `posts:write`.
     */
    post: operations["approvePost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/request-changes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a post back to its author with a comment
     * @description Additive. Managers, admins and owners only. The post stays a draft with `approval.state: changes_requested` and the comment; its author edits it and submits it again.
     *
     *     Scope: `posts:write`.
     */
    post: operations["requestPostChanges"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/review-links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List client review links
     * @description Additive (beyond the v1 contract). The workspace's review links, newest first, with their state and counts; never a token. Managers, admins and owners (the people who could approve the posts themselves); a member's key is 403. Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `posts:read`.
     */
    get: operations["listReviewLinks"];
    put?: never;
    /**
     * Make a client review link
     * @description Additive. A link (`url`, shown only in this answer) where someone without an account sees the posts as each network will show them and approves each or asks for changes under their name; their decisions go through the approval steps with the link's maker's authority. Choose `postIds` (live posts, at most 100) or a `range` with `accountIds`; it expires after `expiresInDays` (default 14) and may need a `passcode`. Managers, admins and owners (the people who could approve the posts themselves); a member's key is 403. A drafts-only key is 403 (an approval through the link publishes). A post id of another workspace is 404.
     *
     *     Scope: `posts:write`.
     */
    post: operations["createReviewLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/review-links/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a client review link
     * @description Additive. One review link with its state and counts; never its token. Managers, admins and owners (the people who could approve the posts themselves); a member's key is 403.
     *
     *     Scope: `posts:read`.
     */
    get: operations["getReviewLink"];
    put?: never;
    post?: never;
    /**
     * Revoke a client review link
     * @description Additive. From then on the link opens nothing and decides nothing; the link stays listed as `revoked`. Revoking twice is harmless. Managers, admins and owners (the people who could approve the posts themselves); a member's key is 403.
     *
     *     Scope: `posts:write`.
     */
    delete: operations["revokeReviewLink"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/analytics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Post analytics
     * @description Published posts of the period (over `published_at`) with each row's latest metrics, refreshed hourly, and totals over the same rows. Test keys read test posts. `limit`: default 200, maximum 500; larger values are clamped to 500, while 0, negative or non-integer values are a 400. Additive: `cursor` and `nextCursor` (newest publication first; the summary totals the rows of the page). Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `analytics:read`.
     */
    get: operations["getAnalytics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/analytics/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export analytics as CSV or a PDF report
     * @description Additive (beyond the v1 contract). Every row `GET /analytics` lists for the period and network (no pages, at most 5,000 rows), as a file (`Content-Disposition: attachment`). `format=csv`: one line per published post and network, columns `post_id, published_at, network, caption, views, likes, comments, shares, reach, saves, impressions, reposts, total_interactions, measured_at, error` (UTF-8 with a byte order mark; an empty cell where the network gives no figure; a cell a spreadsheet would run as a formula starts with `'`). `format=pdf`: a report with the workspace's name, the period, the totals, a chart and the figures per network, and the top posts. Test keys export test posts; posts through sandbox accounts are never counted. A missing or unknown `format` is a 400 naming it.
     *
     *     Scope: `analytics:read`.
     */
    get: operations["exportAnalytics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List link-in-bio pages
     * @description Newest first, each with its status, whether the draft has unpublished changes, its block count and all-time totals. Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `links:read`.
     */
    get: operations["listLinkPages"];
    put?: never;
    /**
     * Create a link-in-bio page
     * @description A draft page, served at `/l/{slug}` once published. Slugs: 3–40 lowercase letters, digits and single hyphens, unique across the service, reserved words refused.
     *
     *     Scope: `links:write`.
     */
    post: operations["createLinkPage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a link-in-bio page with its blocks
     * @description Scope: `links:read`.
     */
    get: operations["getLinkPage"];
    put?: never;
    post?: never;
    /**
     * Delete a link-in-bio page
     * @description Scope: `links:write`.
     */
    delete: operations["deleteLinkPage"];
    options?: never;
    head?: never;
    /**
     * Update a link-in-bio page
     * @description Fields change in the draft and reach visitors when published again; a new `slug` moves the live page at once. `status: draft` unpublishes.
     *
     *     Scope: `links:write`.
     */
    patch: operations["updateLinkPage"];
    trace?: never;
  };
  "/links/{id}/blocks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a block
     * @description Added to the draft at `position` (0 = first; beyond the end = last), else last. URLs must be http(s). At most 100 blocks.
     *
     *     Scope: `links:write`.
     */
    post: operations["addLinkBlock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}/blocks/reorder": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reorder blocks
     * @description Scope: `links:write`.
     */
    post: operations["reorderLinkBlocks"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}/blocks/{blockId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a block
     * @description Scope: `links:write`.
     */
    delete: operations["deleteLinkBlock"];
    options?: never;
    head?: never;
    /**
     * Update a block
     * @description Scope: `links:write`.
     */
    patch: operations["updateLinkBlock"];
    trace?: never;
  };
  "/links/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a link-in-bio page
     * @description Freezes the draft (with the connected accounts and latest posts of its social and posts blocks) as a new version, served at `publicUrl` from then on. A page without blocks is a 400.
     *
     *     Scope: `links:write`.
     */
    post: operations["publishLinkPage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}/analytics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Link-in-bio page analytics
     * @description Views, unique visitors (a daily salted hash: no cookies, no addresses stored), clicks and click-through rate, per UTC day and per block, with referring domains.
     *
     *     Scope: `links:read`.
     */
    get: operations["getLinkAnalytics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media/upload-url": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a media upload URL
     * @description PUT the file to `uploadUrl` (with the same Content-Type), then use `publicUrl` in `mediaUrls`. The URL expires after a few minutes. The body is optional: without `contentType` (or a `filename` with a known extension) the URL is a generic one, signed for `application/octet-stream` and the largest size of any accepted type; the file's type is then read from its first bytes when it arrives. Additive: with `sha256` (the file's SHA-256) naming bytes the workspace's library already holds, the answer is a 200 `{ reused: true, publicUrl, mediaId, altText }` instead: upload nothing.
     *
     *     Scope: `media:write`.
     */
    post: operations["createUploadUrl"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the media library
     * @description Additive. Every uploaded file of the workspace, newest first, with its thumbnail, who uploaded it and how many posts use it, and the storage total of the whole library. `q` finds words in names and tags, `kind` keeps images or videos. `limit`: default 50, maximum 200 (larger values are clamped). Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `media:read`.
     */
    get: operations["listMedia"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a media library file
     * @description Additive. The file with the posts (not deleted) whose media or thread parts use it, newest first.
     *
     *     Scope: `media:read`.
     */
    get: operations["getMedia"];
    put?: never;
    post?: never;
    /**
     * Delete a media library file
     * @description Additive. Deletes the stored file and its thumbnail. 409 while a scheduled or queued post uses it (it would publish without its media); drafts and published posts do not hold it.
     *
     *     Scope: `media:write`.
     */
    delete: operations["deleteMedia"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook endpoints
     * @description Additive (beyond the v1 contract). Oldest first. Secrets are never returned after creation. Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `webhooks:read`.
     */
    get: operations["listWebhooks"];
    put?: never;
    /**
     * Add a webhook endpoint
     * @description Additive. The response holds the signing secret (`whsec_…`), shown only here. At most 20 endpoints per workspace. Private and loopback hosts are refused unless the operator allows them (`POSTLANE_WEBHOOK_ALLOWED_HOSTS`). Event types: `post.created` (A post was created (draft, scheduled or sent to publishing)), `post.updated` (A draft or scheduled post was edited), `post.deleted` (A post was deleted), `post.scheduled` (A post was scheduled, or its scheduled time changed), `post.published` (A post row was published on its network), `post.partial_published` (A post row was published in part (a thread or carousel stopped midway)), `post.failed` (A post row failed to publish), `post.approval_requested` (A post was submitted for approval), `post.approved` (A post was approved (and scheduled or sent to publishing as its author asked)), `post.changes_requested` (An approver asked for changes to a post, with a comment), `account.connected` (An account was connected to the workspace, or connected again), `account.disconnected` (An account was disconnected from the workspace), `account.requires_reauth` (A connected account must be reconnected), `idea.created` (An idea was added to the board), `idea.moved` (An idea moved to another column), `link_page.published` (A link-in-bio page was published (a new version is live)); or `["*"]` alone for every event, including types added later. Each request is signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the body `{ type, timestamp, data }`; failed deliveries are retried with backoff, 9 attempts over about 24 h; an endpoint failing for 5 days is disabled.
     *
     *     Scope: `webhooks:write`.
     */
    post: operations["createWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook endpoint and its delivery log
     * @description Additive. The 50 latest deliveries, newest first: status, attempts, the last answer's status code, latency and first KiB. `deliveriesNextCursor` is the `cursor` of the next page of GET /webhooks/{id}/deliveries (null when there is none).
     *
     *     Scope: `webhooks:read`.
     */
    get: operations["getWebhook"];
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description Additive. Its delivery log and unsent deliveries go with it.
     *
     *     Scope: `webhooks:write`.
     */
    delete: operations["deleteWebhook"];
    options?: never;
    head?: never;
    /**
     * Edit a webhook endpoint
     * @description Additive. Changes only the fields sent: `url` (same rules as on creation), `events` (replaces the list), `description` (null clears it), `enabled` (true re-enables an endpoint disabled for failing, with a fresh failure streak; false disables it and drops its unsent deliveries). The id and the secret stay.
     *
     *     Scope: `webhooks:write`.
     */
    patch: operations["updateWebhook"];
    trace?: never;
  };
  "/webhooks/{id}/deliveries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a webhook endpoint's deliveries
     * @description Additive. The endpoint's delivery log, newest first. Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. A query parameter the endpoint does not take is a 400 naming it.
     *
     *     Scope: `webhooks:read`.
     */
    get: operations["listWebhookDeliveries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/{id}/rotate-secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a webhook endpoint's secret
     * @description Additive. Returns the new secret once. The replaced secret keeps signing beside it (space-separated signatures in `webhook-signature`) for `overlapHours` (default 24); secrets replaced by earlier rotations keep signing until their own overlap ends (at most 10). `overlapHours: 0` stops every old secret at once.
     *
     *     Scope: `webhooks:write`.
     */
    post: operations["rotateWebhookSecret"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/{id}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event
     * @description Additive. Queues a signed `webhook.test` event to this endpoint, whatever it subscribes to; its outcome appears in the delivery log. 400 if the endpoint is disabled.
     *
     *     Scope: `webhooks:write`.
     */
    post: operations["sendTestWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/{id}/deliveries/{deliveryId}/resend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resend a delivery
     * @description Additive. Queues a succeeded or failed delivery again from its first attempt, with the same `webhook-id`. A pending delivery waiting for its next retry is sent now instead (same row, same `webhook-id`, its attempt count kept); one whose attempt is already in flight is returned unchanged, as that attempt is the resend. 400 if the endpoint is disabled.
     *
     *     Scope: `webhooks:write`.
     */
    post: operations["resendWebhookDelivery"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/accounts/{id}/schedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an account's posting schedule
     * @description Additive (beyond the v1 contract). Weekly posting times (ISO weekday, HH:MM) in the schedule's IANA time zone; `timeZone` is null until one is set. The snake_case names answered first (`time_zone` …) are still sent beside, deprecated (`Deprecation` header).
     *
     *     Scope: `accounts:read`.
     */
    get: operations["getPostingSchedule"];
    /**
     * Set an account's posting schedule
     * @description Additive. Replaces the account's posting times (at most 70; repeats dropped, sorted). Needs `posts:write`: the schedule decides when queued posts go out.
     *
     *     Scope: `posts:write`.
     */
    put: operations["setPostingSchedule"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/queue": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the queue
     * @description Additive. Every posting slot of the next `days` days (default 14, at most 56) with the live scheduled posts in it, and scheduled posts set for other times, in time order.
     *
     *     Scope: `posts:read`.
     */
    get: operations["listQueue"];
    put?: never;
    /**
     * Add a post to the queue
     * @description Additive. Creates the post scheduled at the earliest posting slot of its accounts that no scheduled post of those accounts holds (within 8 weeks); 400 when they have none. Same body and quota as `POST /posts` without `status` and `scheduledAt`.
     *
     *     Scope: `posts:write`.
     */
    post: operations["addToQueue"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  "post.created": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post was created (draft, scheduled or sent to publishing)
     * @description Sent to endpoints subscribed to `post.created` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postCreatedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.updated": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A draft or scheduled post was edited
     * @description Sent to endpoints subscribed to `post.updated` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postUpdatedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.deleted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post was deleted
     * @description Sent to endpoints subscribed to `post.deleted` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postDeletedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.scheduled": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post was scheduled, or its scheduled time changed
     * @description Sent to endpoints subscribed to `post.scheduled` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postScheduledEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.published": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post row was published on its network
     * @description Sent to endpoints subscribed to `post.published` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postPublishedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.partial_published": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post row was published in part (a thread or carousel stopped midway)
     * @description Sent to endpoints subscribed to `post.partial_published` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postPartialPublishedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post row failed to publish
     * @description Sent to endpoints subscribed to `post.failed` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postFailedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.approval_requested": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post was submitted for approval
     * @description Sent to endpoints subscribed to `post.approval_requested` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postApprovalRequestedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.approved": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A post was approved (and scheduled or sent to publishing as its author asked)
     * @description Sent to endpoints subscribed to `post.approved` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postApprovedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "post.changes_requested": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An approver asked for changes to a post, with a comment
     * @description Sent to endpoints subscribed to `post.changes_requested` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["postChangesRequestedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "account.connected": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An account was connected to the workspace, or connected again
     * @description Sent to endpoints subscribed to `account.connected` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["accountConnectedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "account.disconnected": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An account was disconnected from the workspace
     * @description Sent to endpoints subscribed to `account.disconnected` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["accountDisconnectedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "account.requires_reauth": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A connected account must be reconnected
     * @description Sent to endpoints subscribed to `account.requires_reauth` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["accountRequiresReauthEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "idea.created": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An idea was added to the board
     * @description Sent to endpoints subscribed to `idea.created` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["ideaCreatedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "idea.moved": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An idea moved to another column
     * @description Sent to endpoints subscribed to `idea.moved` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["ideaMovedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "link_page.published": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A link-in-bio page was published (a new version is live)
     * @description Sent to endpoints subscribed to `link_page.published` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["linkPagePublishedEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "webhook.test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A test event, sent by POST /webhooks/{id}/test
     * @description Sent to endpoints subscribed to `webhook.test` (or to `*`), signed per Standard Webhooks.
     */
    post: operations["webhookTestEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Account: {
      /** Format: uuid */
      id: string;
      platform: string;
      platform_username: string;
      platform_account_id: string;
      is_connected: boolean;
      /** @description True when the account must be reconnected: a renewal was refused, or within three days of a date no renewal can move (an unrenewed Instagram or Threads token's expiry; the refresh token's own end, e.g. TikTok's 180 days after the consent). */
      requires_reauth: boolean;
      profile_image_url: string | null;
      /** Format: date-time */
      connected_at: string;
    };
    PinterestBoard: {
      /** @description Pinterest board id (digits) */
      id: string;
      name: string;
      /** @description PUBLIC or PROTECTED (secret boards are not listed) */
      privacy: string;
      pinCount: number | null;
    };
    Deleted: {
      /** Format: uuid */
      id: string;
      /** @constant */
      deleted: true;
    };
    Error: {
      /** @description What went wrong, for people: names the field and the rule. Its wording may change; decide by `code`. */
      error: string;
      /**
       * @description What went wrong, for programs; never changes once published. `validation_failed`: The request is malformed or breaks a rule (body, query, path); the message names the field and the rule. `unauthorized`: Missing, malformed, unknown, revoked or expired API key or token, or no session. `quota_exceeded`: The workspace owner's monthly post quota is used up. `forbidden`: The key, token or person may not do this: its role, a drafts-only key, a foreign origin. `insufficient_scope`: The key or token lacks the scope the operation needs (named in the message and WWW-Authenticate). `approval_required`: Posts in this workspace need approval: this role must submit the post for approval instead. `not_found`: No such resource in the key's workspace (or a malformed id), or no endpoint at that path. `method_not_allowed`: The path does not take this method (see `Allow`). `conflict`: The resource's state forbids this now (already used, taken slug, disconnected account …). `idempotency_conflict`: The Idempotency-Key is in use: still in progress (409) or used with a different request (422). `gone`: The link or invitation was used, withdrawn or has expired. `payload_too_large`: The request body (or upload) is larger than allowed. `unsupported_media_type`: The request body's Content-Type is not one the endpoint takes. `unprocessable`: The request is well formed but cannot be processed. `rate_limited`: Too many requests; wait for `Retry-After` seconds. `internal_error`: An unexpected failure on the server; the message names the request id to report. `upstream_error`: A social network or other service could not be reached or refused the call. `service_unavailable`: The database (or another dependency) is unavailable for a moment; retry after `Retry-After`.
       * @enum {string}
       */
      code:
        | "validation_failed"
        | "unauthorized"
        | "quota_exceeded"
        | "forbidden"
        | "insufficient_scope"
        | "approval_required"
        | "not_found"
        | "method_not_allowed"
        | "conflict"
        | "idempotency_conflict"
        | "gone"
        | "payload_too_large"
        | "unsupported_media_type"
        | "unprocessable"
        | "rate_limited"
        | "internal_error"
        | "upstream_error"
        | "service_unavailable";
    };
    /** @description All fields optional; on patch only sent fields change. Unknown fields are rejected with 400. */
    IdeaInput: {
      /** @description The idea's title, at most 500 characters; omitted: none (on patch: unchanged). */
      title?: string;
      /** @description A draft caption for the post it may become; omitted: none (on patch: unchanged). */
      caption?: string;
      /** @description Labels, at most 50 of at most 100 characters each; omitted: none (on patch: unchanged; a list replaces them). */
      tags?: string[];
      /** @description Public media URLs to keep with the idea; omitted: none (on patch: unchanged). */
      mediaUrls?: string[];
      /**
       * @description What mediaUrls hold: image or video; omitted: not set.
       * @enum {string}
       */
      mediaType?: "image" | "video";
      /** @description Notes for the team (sources, angle, who to ask), at most 5,000 characters; never published. A post made from the idea starts with a copy of them. Omitted: none (on patch: unchanged; "" clears them). */
      notes?: string;
      /**
       * @description The board column: unassigned, todo, in_progress, done; omitted on create: unassigned (on patch: unchanged). A new column puts the idea at its end.
       * @enum {string}
       */
      status?: "unassigned" | "todo" | "in_progress" | "done";
    };
    Idea: {
      /** Format: uuid */
      id: string;
      title: string | null;
      caption: string | null;
      tags: string[];
      mediaUrls: string[];
      mediaType: ("image" | "video") | null;
      /** @description Notes for the team, never published; null: none. */
      notes: string | null;
      /** @enum {string} */
      status: "unassigned" | "todo" | "in_progress" | "done";
      position: number;
    };
    /**
     * @description Only sent fields change; unknown fields are rejected with 400. `name` and `color` need an owner's or admin's key, `utm` a manager's or above; the other settings are changed in the web app.
     * @example {
     *       "name": "Acme Bakery",
     *       "color": "#d97706"
     *     }
     * @example {
     *       "utm": {
     *         "enabled": true,
     *         "campaign": "spring-sale"
     *       }
     *     }
     * @example {
     *       "utm": {
     *         "enabled": false
     *       }
     *     }
     */
    UpdateWorkspaceRequest: {
      /** @description The workspace's name, 1–100 characters (an agency names it after the client); owners and admins only. */
      name?: string;
      /** @description The client colour, "#rrggbb"; null clears it; owners and admins only. */
      color?: string | null;
      /** @description The client logo: the id of an uploaded PNG or JPEG of the media library, at most 1 MB (POST /media first); null clears it; owners and admins only. */
      logoMediaId?: string | null;
      /** @description The UTM tags setting; turning it on needs a campaign, sent here or already set. */
      utm?: {
        /** @description Turns the tags on or off; omitted: unchanged. */
        enabled?: boolean;
        /** @description utm_campaign, at most 100 characters; null or an empty string clears it (only while the tags are off); omitted: unchanged. */
        campaign?: string | null;
      };
    };
    /** @description A Workspace with its settings; only the key's own workspace can be read or changed. */
    WorkspaceDetail: {
      /** Format: uuid */
      id: string;
      name: string;
      isPersonal: boolean;
      /** @enum {string} */
      role: "owner" | "admin" | "manager" | "member" | "viewer";
      active: boolean;
      utm: components["schemas"]["WorkspaceUtm"];
      /** @description The client colour (#rrggbb) shown beside the name in the web app's workspace switcher; null: none. */
      color: string | null;
      /** @description Additive. The client logo's media id (PNG or JPEG of the media library); null: none. */
      logoMediaId: string | null;
      /** @description Additive. Where the logo is served (the media's public URL), for the switcher, review links and reports; null: none. */
      logoUrl: string | null;
    };
    Workspace: {
      /** Format: uuid */
      id: string;
      name: string;
      isPersonal: boolean;
      /** @enum {string} */
      role: "owner" | "admin" | "manager" | "member" | "viewer";
      active: boolean;
    };
    /** @description The workspace's UTM tags: when on, publishing appends utm_source=<network>&utm_medium=social&utm_campaign=<campaign> to the links of each post (a post's own `utm` overrides it), and a link page's link blocks carry utm_source=link_in_bio from the page's next publish. */
    WorkspaceUtm: {
      /** @description true: links in every post's text and link fields are tagged when published, unless the post says otherwise. */
      enabled: boolean;
      /** @description utm_campaign of the tags; null when none was ever set. */
      campaign: string | null;
    };
    PostApproval: {
      /**
       * @description `none`: never submitted (or withdrawn); `pending`: awaiting a manager's decision; `approved`: approved (it was then scheduled or published as asked); `changes_requested`: sent back with a comment
       * @enum {string}
       */
      state: "none" | "pending" | "approved" | "changes_requested";
      /** @description What the author asked for: `scheduled` at the post's `scheduled_at`, or `published` as soon as it is approved */
      requested_status: ("scheduled" | "published") | null;
      /** @description User id of who submitted it */
      requested_by: string | null;
      requested_at: string | null;
      /** @description User id of who approved it or asked for changes */
      decided_by: string | null;
      decided_at: string | null;
      /** @description The approver's words: what to change, or a note with the approval */
      comment: string | null;
    };
    ApprovePostRequest: {
      /** @description An optional note the author sees */
      comment?: string;
    };
    RequestChangesRequest: {
      /** @description What the author should change (shown to them) */
      comment: string;
    };
    SubmitForApprovalRequest: {
      /**
       * Format: date-time
       * @description When approved, schedule the post for this time (must be in the future). Omitted: publish as soon as it is approved.
       */
      scheduledAt?: string;
    };
    BlueskyOptions: {
      /** @description The post's languages as BCP-47 codes, e.g. ["en"]; omitted: not declared. */
      langs?: string[];
      /** @description A thread: parts published after the post, in order, each as a reply to the part before (exactly once per part). Each part: `text` (required, within the network's own limit), optionally one `mediaUrl` with `mediaType` (`image` by default) and `altText`. At most 25 parts. */
      chainItems?: ({
        /** @description The part's text (required), within the network's own limit: X 280 weighted characters, Bluesky 300 graphemes, Threads 500, Mastodon the instance's. */
        text: string;
        /**
         * Format: uri
         * @description One public image or video URL attached to this part; omitted: text only.
         */
        mediaUrl?: string;
        /**
         * @description What mediaUrl is; omitted: image.
         * @enum {string}
         */
        mediaType?: "image" | "video";
        /** @description Alt text of this part's media for screen readers; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
      /** @description Text posted right after the post as a reply to the post, by the same account (hashtags, a link). At most 300 graphemes. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 4; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Alt text of the image for screen readers, where the network takes it; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    DiscordOptions: {
      /** @description Bot connections: the id of the channel to post in; omitted: the connection's own channel (webhook connections). */
      channelId?: string;
      /** @description Text posted right after the post as a reply to the message, by the bot (bot connections only: a webhook cannot reply), by the same account (hashtags, a link). At most 2,000 characters. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 10; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Alt text of the image for screen readers, where the network takes it; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    FacebookOptions: {
      /** @description Text posted right after the post as a comment under the Page post, as the Page, by the same account (hashtags, a link). At most 8,000 characters. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 1; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Alt text of the image for screen readers, where the network takes it; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    InstagramOptions: {
      /** @description Reels: true also shows the reel in the main feed; omitted: Instagram's default (yes). */
      shareToFeed?: boolean;
      /**
       * Format: uri
       * @description Reels and videos: a public image URL used as the cover; omitted: a frame (see thumbOffsetMs).
       */
      coverUrl?: string;
      /** @description Reels and videos: the cover frame in milliseconds from the start; omitted: the first frame. */
      thumbOffsetMs?: number;
      /** @description Reels: a new name for the original audio; omitted: Instagram's default name. */
      audioName?: string;
      /** @description Instagram usernames invited as collaborators; omitted: none. */
      collaborators?: string[];
      /** @description A Facebook place id tagged as the location; omitted: none. */
      locationId?: string;
      /** @description People tagged in the media; omitted: none. */
      userTags?: ({
        /** @description The Instagram username to tag (required). */
        username: string;
        /** @description Horizontal position on the image, 0.0 (left) to 1.0 (right); images only. */
        x?: number;
        /** @description Vertical position on the image, 0.0 (top) to 1.0 (bottom); images only. */
        y?: number;
      } & {
        [key: string]: unknown;
      })[];
      /** @description Alt text of a single image for screen readers; omitted: none. */
      altText?: string;
      /** @description true labels the media as AI-generated (not on carousel items); omitted: not labelled. */
      isAiGenerated?: boolean;
      /** @description Reels: true shows it to non-followers first (a trial reel); omitted: an ordinary reel. */
      isTrialReel?: boolean;
      /**
       * @description Trial reels: MANUAL (you share it to followers) or SS_PERFORMANCE (Instagram does when it performs well).
       * @enum {string}
       */
      trialGraduationStrategy?: "MANUAL" | "SS_PERFORMANCE";
      /** @description Text posted right after the post as a comment on the media (not on stories), by the same account (hashtags, a link). At most 2,200 characters. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
    } & {
      [key: string]: unknown;
    };
    LinkedInOptions: {
      /** @description Text posted right after the post as a comment on the post, as the member, by the same account (hashtags, a link). At most 1,250 characters. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 1; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Not sent: LinkedIn comments take no alt text (the dry run warns); omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    MastodonOptions: {
      /**
       * @description public, unlisted, private (followers only) or direct (mentioned people only); omitted: the account's default.
       * @enum {string}
       */
      visibility?: "public" | "unlisted" | "private" | "direct";
      /** @description A content warning shown before the text, which is then hidden; omitted: none. */
      spoilerText?: string;
      /** @description true hides the media behind a sensitive-content warning; omitted: false. */
      sensitive?: boolean;
      /** @description The post's language as an ISO 639-1 code, e.g. en; omitted: the instance guesses. */
      language?: string;
      /** @description A thread: parts published after the post, in order, each as a reply to the part before (exactly once per part). Each part: `text` (required, within the network's own limit), optionally one `mediaUrl` with `mediaType` (`image` by default) and `altText`. At most 25 parts. */
      chainItems?: ({
        /** @description The part's text (required), within the network's own limit: X 280 weighted characters, Bluesky 300 graphemes, Threads 500, Mastodon the instance's. */
        text: string;
        /**
         * Format: uri
         * @description One public image or video URL attached to this part; omitted: text only.
         */
        mediaUrl?: string;
        /**
         * @description What mediaUrl is; omitted: image.
         * @enum {string}
         */
        mediaType?: "image" | "video";
        /** @description Alt text of this part's media for screen readers; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
      /** @description Text posted right after the post as a reply to the post, in its audience, by the same account (hashtags, a link). At most the instance's character limit. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 4; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Alt text of the image for screen readers, where the network takes it; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    /** @description Pinterest Pin options. `boardId` is required whenever the post has a pinterest mapping (400 on create otherwise). Caption = Pin description (max 800). One image, 2–5 images (carousel) or one video; `coverUrl` or `thumbOffsetMs` choose a video's cover. */
    PinterestOptions: {
      /** @description The board to pin to: digits, from GET /accounts/{id}/boards (list_pinterest_boards). Required with a pinterest mapping (400 otherwise). */
      boardId: string;
      /** @description The Pin's title, at most 100 characters; omitted: none. */
      title?: string;
      /**
       * Format: uri
       * @description The URL the Pin opens, at most 2048 characters; omitted: none.
       */
      link?: string;
      /** @description Alt text of the image, at most 500 characters; omitted: none. */
      altText?: string;
      /**
       * Format: uri
       * @description Video Pins: a public image URL used as the cover; omitted: a frame (thumbOffsetMs).
       */
      coverUrl?: string;
      /** @description Video Pins: the cover frame in milliseconds from the start; omitted: the first frame. */
      thumbOffsetMs?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description Options per platform id. Unknown keys are ignored; a missing required option fails at publish time, not here. */
    PlatformOptions: {
      /** @description YouTube video options; title, categoryId and madeForKids are required by YouTube. */
      youtube?: components["schemas"]["YouTubeOptions"];
      /** @description TikTok options; privacyLevel and the four disclosure flags are required by TikTok. */
      tiktok?: components["schemas"]["TikTokOptions"];
      /** @description Instagram options (all optional); set top-level postType to reel or story. */
      instagram?: components["schemas"]["InstagramOptions"];
      /** @description Threads options (all optional). */
      threads?: components["schemas"]["ThreadsOptions"];
      /** @description X options: chainItems for a thread. */
      twitter?: components["schemas"]["TwitterOptions"];
      /** @description Bluesky options: langs, and chainItems for a thread. */
      bluesky?: components["schemas"]["BlueskyOptions"];
      /** @description Mastodon options (all optional). */
      mastodon?: components["schemas"]["MastodonOptions"];
      /** @description Telegram options (all optional). */
      telegram?: components["schemas"]["TelegramOptions"];
      /** @description Discord options (all optional). */
      discord?: components["schemas"]["DiscordOptions"];
      /** @description Pinterest options; boardId is required with a pinterest mapping. */
      pinterest?: components["schemas"]["PinterestOptions"];
      /** @description Facebook options: firstComment. */
      facebook?: components["schemas"]["FacebookOptions"];
      /** @description LinkedIn options: firstComment and firstCommentMedia. */
      linkedin?: components["schemas"]["LinkedInOptions"];
    } & {
      [key: string]: unknown;
    };
    TelegramOptions: {
      /** @description true sends silently (subscribers get no sound); omitted: false. */
      disableNotification?: boolean;
      /** @description true stops forwarding and saving of the message; omitted: false. */
      protectContent?: boolean;
      /** @description Text posted right after the post as a reply to the post in a group or supergroup (not in channels: their comments live in the discussion group), by the same account (hashtags, a link). At most 4,096 characters (1,024 with an image). Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 1; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Alt text of the image for screen readers, where the network takes it; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    ThreadsOptions: {
      /**
       * @description Who may reply; omitted: everyone.
       * @enum {string}
       */
      replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
      /** @description A topic tag for the post (without #); omitted: none. */
      topic?: string;
      /** @description Alt text of the media for screen readers; omitted: none. */
      altText?: string;
      /**
       * Format: uri
       * @description Text-only posts: a URL shown as a link preview; omitted: none.
       */
      linkAttachment?: string;
      /** @description The Threads id of a post to quote; omitted: no quote. */
      quotePostId?: string;
      /** @description A Threads location id; omitted: none. */
      locationId?: string;
      /** @description ISO 3166-1 alpha-2 codes (US, DE …) of the only countries that see the post; omitted: everywhere. */
      allowlistedCountryCodes?: string[];
      /** @description A thread: parts published after the post, in order, each as a reply to the part before (exactly once per part). Each part: `text` (required, within the network's own limit), optionally one `mediaUrl` with `mediaType` (`image` by default) and `altText`. At most 25 parts. */
      chainItems?: ({
        /** @description The part's text (required), within the network's own limit: X 280 weighted characters, Bluesky 300 graphemes, Threads 500, Mastodon the instance's. */
        text: string;
        /**
         * Format: uri
         * @description One public image or video URL attached to this part; omitted: text only.
         */
        mediaUrl?: string;
        /**
         * @description What mediaUrl is; omitted: image.
         * @enum {string}
         */
        mediaType?: "image" | "video";
        /** @description Alt text of this part's media for screen readers; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
      /** @description Text posted right after the post as a reply to the post, by the same account (hashtags, a link). At most 500 characters. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 1; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Alt text of the image for screen readers, where the network takes it; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    /** @description The `required` fields are required by the network: a post without them is accepted but fails at publish time (platform_results), not with a 400. */
    TikTokOptions: {
      /**
       * @description Who can see the post. Required by TikTok; unaudited TikTok apps may only post SELF_ONLY.
       * @enum {string}
       */
      privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
      /** @description true turns comments off. Required by TikTok (send false to allow comments). */
      disableComment: boolean;
      /** @description true discloses a paid partnership (branded content). Required by TikTok. */
      brandContentToggle: boolean;
      /** @description true discloses promotion of the creator's own brand. Required by TikTok. */
      brandOrganicToggle: boolean;
      /** @description true labels the content as AI-generated. Required by TikTok. */
      isAigc: boolean;
      /**
       * @description DIRECT_POST publishes; MEDIA_UPLOAD sends it to the TikTok inbox as a draft to finish in the app. Omitted: DIRECT_POST.
       * @enum {string}
       */
      postMode?: "DIRECT_POST" | "MEDIA_UPLOAD";
      /** @description Video only: true forbids duets; omitted: allowed. */
      disableDuet?: boolean;
      /** @description Video only: true forbids stitches; omitted: allowed. */
      disableStitch?: boolean;
      /** @description Video only: the cover frame, in milliseconds from the start; omitted: TikTok's choice. */
      videoCoverTimestampMs?: number;
      /** @description Photo only: true lets TikTok add background music; omitted: no music. */
      autoAddMusic?: boolean;
      /** @description Photo only: 0-based index of the image used as cover; omitted: 0. */
      photoCoverIndex?: number;
      /** @description Photo only: a title, at most 90 characters; omitted: none. */
      photoTitle?: string;
    } & {
      [key: string]: unknown;
    };
    TwitterOptions: {
      /** @description A thread: parts published after the post, in order, each as a reply to the part before (exactly once per part). Each part: `text` (required, within the network's own limit), optionally one `mediaUrl` with `mediaType` (`image` by default) and `altText`. At most 25 parts. */
      chainItems?: ({
        /** @description The part's text (required), within the network's own limit: X 280 weighted characters, Bluesky 300 graphemes, Threads 500, Mastodon the instance's. */
        text: string;
        /**
         * Format: uri
         * @description One public image or video URL attached to this part; omitted: text only.
         */
        mediaUrl?: string;
        /**
         * @description What mediaUrl is; omitted: image.
         * @enum {string}
         */
        mediaType?: "image" | "video";
        /** @description Alt text of this part's media for screen readers; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
      /** @description Text posted right after the post as a reply to the post, by the same account (hashtags, a link). At most 280 weighted characters. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
      /** @description Images sent with the first comment, at most 4; needs firstComment text. Images only. Omitted: a text-only comment. */
      firstCommentMedia?: ({
        /**
         * Format: uri
         * @description A public image URL (JPEG, PNG, GIF or WebP) sent with the comment (required).
         */
        url: string;
        /** @description Alt text of the image for screen readers, where the network takes it; omitted: none. */
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    /** @description The `required` fields are required by the network: a post without them is accepted but fails at publish time (platform_results), not with a 400. */
    YouTubeOptions: {
      /** @description The video title, at most 100 characters. Required by YouTube; omitted: the post's title is used, and without one publishing fails. */
      title: string;
      /** @description YouTube video category id as a string, e.g. "22" (People & Blogs) or "28" (Science & Technology). Required by YouTube. */
      categoryId: string;
      /** @description The children's-content self-declaration YouTube requires: true when the video is made for kids. */
      madeForKids: boolean;
      /**
       * @description Who can watch: public, unlisted or private; omitted: private.
       * @enum {string}
       */
      privacyStatus?: "public" | "unlisted" | "private";
      /** @description Video tags (keywords); omitted: none. */
      tags?: string[];
      /** @description The language of the title and description as a BCP-47 code, e.g. en or pt-BR; omitted: not set. */
      defaultLanguage?: string;
      /** @description true discloses realistic altered or AI-generated content; omitted: not declared. */
      containsSyntheticMedia?: boolean;
      /** @description Whether other sites may embed the video; omitted: YouTube's default (yes). */
      embeddable?: boolean;
      /** @description Whether the view count is public; omitted: YouTube's default (yes). */
      publicStatsViewable?: boolean;
      /**
       * @description youtube (standard) or creativeCommon; omitted: youtube.
       * @enum {string}
       */
      license?: "youtube" | "creativeCommon";
      /**
       * Format: uri
       * @description A public image URL set as the custom thumbnail (the channel must be verified); omitted: YouTube picks a frame.
       */
      thumbnailUrl?: string;
      /** @description Text posted right after the post as a comment under the video, by the channel (not on videos made for kids; channels connected before first comments must reconnect), by the same account (hashtags, a link). At most 10,000 characters. Its outcome is platform_results[].first_comment; a failed comment leaves the post published and can be retried alone (POST /posts/{id}/retry-comment). Omitted: none. */
      firstComment?: string;
    } & {
      [key: string]: unknown;
    };
    AccountMapping: {
      /**
       * @description The network's platform id.
       * @enum {string}
       */
      platform:
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest";
      /** @description A connected account's id (list_accounts, GET /accounts); omitted: the workspace's only one of that platform. */
      accountId?: string;
    };
    /**
     * @description `accountMappings` is the canonical channel selection (required unless the single-channel form `platforms` + `accountId` is used). Unknown top-level fields are rejected with 400; unknown keys inside `platformOptions` are ignored.
     * @example {
     *       "accountMappings": [
     *         {
     *           "platform": "bluesky"
     *         },
     *         {
     *           "platform": "mastodon"
     *         }
     *       ],
     *       "caption": "Our spring collection is live",
     *       "status": "draft"
     *     }
     * @example {
     *       "accountMappings": [
     *         {
     *           "platform": "youtube"
     *         }
     *       ],
     *       "caption": "Behind the scenes",
     *       "mediaUrls": [
     *         "https://cdn.example.com/clip.mp4"
     *       ],
     *       "platformOptions": {
     *         "youtube": {
     *           "title": "Behind the scenes",
     *           "categoryId": "22",
     *           "madeForKids": false
     *         }
     *       },
     *       "status": "scheduled",
     *       "scheduledAt": "2026-12-01T09:00:00Z"
     *     }
     */
    CreatePostRequest: {
      /** @description Where to post: one { platform, accountId } per channel. Required unless platforms + accountId is used. */
      accountMappings?: components["schemas"]["AccountMapping"][];
      /** @description Internal title; also the video title where a network takes one and platformOptions gives none. */
      title?: string;
      /** @description The text on channels without a platformCaptions entry; validate_post checks each network's length limit. */
      caption?: string;
      /** @description Single-channel form: one platform id with accountId; prefer accountMappings. */
      platforms?: (
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest"
      )[];
      /** @description Single-channel form: the account id for platforms. */
      accountId?: string;
      /** @description Public https URLs of images or videos (or from create_upload_url); omitted: text only. */
      mediaUrls?: string[];
      /**
       * @description What mediaUrls hold; omitted: inferred from the files.
       * @enum {string}
       */
      mediaType?: "image" | "video";
      /** @description Alt texts by position in mediaUrls ("" for none); validate_post checks each network's limit. Omitted: none. */
      mediaAltTexts?: string[];
      /** @description UTM tags (PostUtm); omitted or null: the workspace setting applies. */
      utm?: components["schemas"]["PostUtm"] | null;
      /**
       * @description Where a network has several kinds (feed, reel, story); omitted: an ordinary post.
       * @enum {string}
       */
      postType?: "post" | "reel" | "story";
      /** @description Hashtags without '#', appended to the caption on networks that use them. */
      hashtags?: string[];
      /** @description A caption per platform id replacing caption on that network (e.g. shorter for X). */
      platformCaptions?: {
        [key: string]: string;
      };
      /** @description Per-network options keyed by platform id. Some networks require some of them (YouTube title, categoryId, madeForKids; TikTok's privacy and interaction flags; Pinterest boardId): see the PlatformOptions schemas. */
      platformOptions?: components["schemas"]["PlatformOptions"];
      /**
       * @description draft (the default: nothing is sent), scheduled (needs scheduledAt) or published (sends now).
       * @enum {string}
       */
      status?: "draft" | "scheduled" | "published";
      /**
       * Format: date-time
       * @description When to publish (2026-12-01T09:00:00Z); required with status scheduled.
       */
      scheduledAt?: string;
      /**
       * Format: uuid
       * @description The idea this post comes from (GET /ideas); its board card then links to the post.
       */
      ideaId?: string;
      /** @description Notes for the team, never published. Omitted: none, or with ideaId the idea's notes. */
      notes?: string;
    };
    CreatePostResult: {
      postIds: string[];
      /** @enum {string} */
      status: "draft" | "scheduled" | "queued";
      dispatchDeferred: boolean;
    };
    FirstCommentResult: {
      /**
       * @description posted; failed (the post stays published; a transient failure is retried automatically, see retry_at, and POST /posts/{id}/retry-comment tries the comment alone); pending while it is being posted.
       * @enum {string}
       */
      status: "posted" | "failed" | "pending";
      /** @description The comment's or reply's id on the network. */
      id?: string;
      /**
       * Format: uri
       * @description A link to the comment, where the network has one.
       */
      url?: string;
      /** @description Why the comment failed, prefixed with the network id. */
      error?: string;
      /**
       * @description Additive, on a failed comment: why, for programs (reauth, unconfirmed, gave_up, rate_limited, forbidden, refused); decide by it, not by `error`. Absent on comments failed before it existed.
       * @enum {string}
       */
      kind?: "reauth" | "unconfirmed" | "gave_up" | "rate_limited" | "forbidden" | "refused";
      /** @description Additive: how many times the comment was tried. */
      attempts?: number;
      /**
       * Format: date-time
       * @description When the comment was last attempted (UTC).
       */
      attempted_at: string;
      /**
       * Format: date-time
       * @description On a failed comment whose failure was transient (rate limit, 5xx, timeout): when it is tried again automatically (UTC). Absent once the retries are spent or the failure is permanent.
       */
      retry_at?: string;
    };
    PlatformResult: {
      platform: string;
      success: boolean;
      error?: string;
      remote_post_id?: string;
      remote_publish_id?: string;
      remote_permalink?: string;
      first_comment?: components["schemas"]["FirstCommentResult"];
    };
    Post: {
      /** Format: uuid */
      id: string;
      title: string | null;
      caption: string | null;
      platforms: string[];
      /** @enum {string} */
      status: "draft" | "scheduled" | "queued" | "published" | "partial_published" | "failed";
      scheduled_at: string | null;
      published_at: string | null;
      media_urls: string[];
      media_type: ("image" | "video") | null;
      /** @description Alt text per entry of media_urls ("": none) */
      media_alt_texts: string[];
      /** @description The post's UTM override; null: the workspace setting applies */
      utm: components["schemas"]["PostUtm"] | null;
      /** @description Notes for the team, never sent to any network; null: none */
      notes: string | null;
      connected_account_id: string | null;
      platform_results: components["schemas"]["PlatformResult"][];
      /** Format: date-time */
      created_at: string;
      /** @description Queued rows only: when the row entered `queued` */
      queued_since?: string;
      /** @description Queued rows only: publish attempts so far */
      attempts?: number;
      /** @description Queued rows only: when the next attempt is due */
      next_attempt_at?: string | null;
      approval: components["schemas"]["PostApproval"];
    };
    /** @description Overrides the workspace's UTM setting: published links get utm_source=<network>&utm_medium=social&utm_campaign=<campaign> unless they carry a utm_ parameter. */
    PostUtm: {
      /** @description true tags the links, false leaves them as written. */
      enabled: boolean;
      /** @description utm_campaign; omitted: the workspace's campaign. */
      campaign?: string;
    };
    /** @description Only sent fields change. Allowed while the post is draft or scheduled. `mediaType: null` clears it (mixed media). */
    UpdatePostRequest: {
      /** @description Internal title, at most 500 characters. */
      title?: string;
      /** @description The shared caption (each network's length limit applies when publishing). */
      caption?: string;
      /** @description Hashtags without #, at most 100; replaces the list. */
      hashtags?: string[];
      /** @description Public media URLs; replaces the list ([] removes all media). */
      mediaUrls?: string[];
      /** @description image or video; null clears it (mixed media). */
      mediaType?: ("image" | "video") | null;
      /** @description Replaces the alt texts (by position in mediaUrls). Sending mediaUrls without it clears them. */
      mediaAltTexts?: string[];
      /** @description Replaces the post's UTM override; null: the workspace setting applies. */
      utm?: components["schemas"]["PostUtm"] | null;
      /**
       * @description post, reel or story where a network has several kinds.
       * @enum {string}
       */
      postType?: "post" | "reel" | "story";
      /** @description Single-channel form: the platform ids, with connectedAccountId. Prefer accountMappings. */
      platforms?: (
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest"
      )[];
      /** @description Single-channel form: the account id (from list_accounts / GET /accounts) for platforms. */
      connectedAccountId?: string;
      /** @description Replaces the per-network options (see PlatformOptions). */
      platformOptions?: components["schemas"]["PlatformOptions"];
      /**
       * @description draft or scheduled (scheduled needs scheduledAt, sent now or stored already). To publish now use publish_post.
       * @enum {string}
       */
      status?: "draft" | "scheduled";
      /**
       * Format: date-time
       * @description When to publish: an ISO 8601 instant in the future, e.g. 2026-12-01T09:00:00Z.
       */
      scheduledAt?: string;
      /** @description Replaces the channel selection, as in CreatePostRequest (not together with platforms or connectedAccountId). */
      accountMappings?: components["schemas"]["AccountMapping"][];
      /** @description Replaces the per-platform captions. */
      platformCaptions?: {
        [key: string]: string;
      };
      /** @description Replaces the notes for the team (never published); "" clears them. */
      notes?: string;
    };
    ValidatePostResult: {
      /** @description True when there are no problems: the post can be created and every network would accept it. */
      valid: boolean;
      problems: components["schemas"]["ValidationProblem"][];
      /** @description Not problems (valid stays true): things worth fixing, e.g. an image without alt text on a network that takes it. */
      warnings: components["schemas"]["ValidationProblem"][];
    };
    ValidationProblem: {
      /** @description The network concerned; null for a problem of the whole post (e.g. `scheduledAt`). */
      platform:
        | ("instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest")
        | null;
      /** @description The mapping's account (as resolved, else as sent); null when none applies. */
      accountId: string | null;
      /** @description The request field at fault: `caption`, `platformCaptions.bluesky`, `mediaUrls`, `platformOptions.youtube.title`, `accountMappings[0].accountId` … */
      field: string;
      message: string;
      /**
       * @description What kind of rule the problem breaks; never renamed once published. `required`: Something needed is missing: a caption or media, a required option, an account. `too_long`: A text or value is over its length limit. `too_many`: More items than allowed: media, hashtags, thread parts, tags. `unsupported`: The network does not take this here: a media kind, a post type, a first comment, a mix. `invalid`: A value has the wrong type, format or is not one of the allowed values. `account`: The mapped account cannot publish: unknown, of another network, disconnected, or to be reconnected. `schedule`: The time is missing or not in the future. `advice`: Not a rule: something worth fixing, such as an image without alt text (warnings only).
       * @enum {string}
       */
      kind: "required" | "too_long" | "too_many" | "unsupported" | "invalid" | "account" | "schedule" | "advice";
    };
    AnalyticsResult: {
      /** @enum {string} */
      period: "7d" | "30d" | "90d" | "all";
      summary: {
        totals: {
          [key: string]: number;
        };
        byPlatform: {
          [key: string]: {
            [key: string]: number;
          };
        };
      };
      posts: {
        /** Format: uuid */
        postId: string;
        caption: string | null;
        publishedAt: string | null;
        platform: string;
        views: number | null;
        likes: number | null;
        comments: number | null;
        shares: number | null;
        reach: number | null;
        saves: number | null;
        impressions: number | null;
        reposts: number | null;
        totalInteractions: number | null;
        fetchedAt: string | null;
        error: string | null;
        notes?: string | null;
      }[];
      /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
      nextCursor: string | null;
    };
    MediaAsset: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @enum {string} */
      kind: "image" | "video";
      contentType: string;
      sizeBytes: number;
      width: number | null;
      height: number | null;
      durationMs: number | null;
      /**
       * Format: uri
       * @description The address to use in a post's mediaUrls.
       */
      url: string;
      /** @description A small WebP picture of the file; null while none was made. */
      thumbnailUrl: string | null;
      tags: string[];
      /** @description Additive. The alt text last saved with the file in a post, offered again when it is reused; null when none. */
      altText: string | null;
      /** @description Who uploaded it: the person, and the API key when one was used. */
      uploadedBy: {
        userId: string | null;
        apiKeyId: string | null;
        name: string | null;
      };
      /** Format: date-time */
      createdAt: string;
      /** @description Posts (not deleted) whose media or thread parts use the file, and how many of them are scheduled or queued. */
      usedBy: {
        posts: number;
        scheduledPosts: number;
      };
    };
    /** @description `type` and that type's fields. `position` (0 = first) is optional: without it the block goes last. link: label, url (http(s)), thumbnailUrl, startsAt/endsAt (shown only within the window). header: text. text: text. social: accountIds (default: every connected account). posts: count (1–12, default 6), postLinks (post id → URL each tile opens). embed: url (YouTube or Spotify). */
    CreateLinkBlockRequest:
      | {
          label: string;
          url: string;
          thumbnailUrl?: string | null;
          startsAt?: string | null;
          endsAt?: string | null;
          /** @constant */
          type: "link";
          position?: number;
        }
      | {
          text: string;
          /** @constant */
          type: "header";
          position?: number;
        }
      | {
          text: string;
          /** @constant */
          type: "text";
          position?: number;
        }
      | {
          accountIds?: string[] | null;
          /** @constant */
          type: "social";
          position?: number;
        }
      | {
          count?: number;
          postLinks?: {
            [key: string]: string;
          };
          /** @constant */
          type: "posts";
          position?: number;
        }
      | {
          url: string;
          /** @constant */
          type: "embed";
          position?: number;
        };
    /** @description A new draft page. `slug` is lower-cased; unknown fields are a 400; a slug in use is a 409. */
    CreateLinkPageRequest: {
      /** @description The page's address, /l/{slug}: 3 to 40 characters: lowercase letters, digits and single hyphens, starting and ending with a letter or digit; lower-cased; must be free (409 otherwise). */
      slug: string;
      /** @description The page's heading, 1 to 100 characters. */
      title: string;
      /** @description A line under the heading, at most 300 characters; omitted or null: none. */
      bio?: string | null;
      /** @description An https image URL shown above the heading; omitted or null: none. */
      avatarUrl?: string | null;
      /**
       * @description One of light, dark, sand, forest, ocean, rose; omitted: light.
       * @enum {string}
       */
      theme?: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      /** @description Buttons' colour as #rrggbb; omitted or null: the theme's own. */
      accentColor?: string | null;
    };
    /** @description Unique visitors are counted per day (the hash salt changes daily); over a period they are the sum of the days. */
    LinkAnalytics: {
      /** @enum {string} */
      period: "7d" | "30d" | "90d" | "all";
      /** @description First UTC day (YYYY-MM-DD) */
      from: string;
      /** @description Last UTC day (today) */
      to: string;
      totals: {
        views: number;
        uniqueVisitors: number;
        clicks: number;
        /** @description clicks / views; null without views */
        clickThroughRate: number | null;
      };
      days: {
        date: string;
        views: number;
        uniqueVisitors: number;
        clicks: number;
      }[];
      blocks: {
        /** Format: uuid */
        blockId: string;
        /** @description null for a block deleted since */
        type: string | null;
        label: string | null;
        clicks: number;
        clickThroughRate: number | null;
        days: {
          date: string;
          clicks: number;
        }[];
      }[];
      referrers: {
        domain: string;
        views: number;
      }[];
    };
    /** @description `id`, `type`, `position` and the fields of that type. */
    LinkBlock: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      type: "link" | "header" | "text" | "social" | "posts" | "embed";
      position: number;
      label?: string;
      /** @description The address as entered; it may hold non-ASCII characters (an IRI). */
      url?: string;
      thumbnailUrl?: string | null;
      startsAt?: string | null;
      endsAt?: string | null;
      text?: string;
      accountIds?: string[] | null;
      count?: number;
      postLinks?: {
        [key: string]: string;
      };
    };
    LinkPage: {
      /** Format: uuid */
      id: string;
      slug: string;
      /** Format: uri */
      publicUrl: string;
      title: string;
      bio: string | null;
      avatarUrl: string | null;
      /** @enum {string} */
      theme: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      accentColor: string | null;
      /** @enum {string} */
      status: "draft" | "published";
      hasUnpublishedChanges: boolean;
      publishedVersion: number | null;
      publishedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      blocks: components["schemas"]["LinkBlock"][];
    };
    LinkPageSummary: {
      /** Format: uuid */
      id: string;
      slug: string;
      /** Format: uri */
      publicUrl: string;
      title: string;
      bio: string | null;
      avatarUrl: string | null;
      /** @enum {string} */
      theme: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      accentColor: string | null;
      /** @enum {string} */
      status: "draft" | "published";
      hasUnpublishedChanges: boolean;
      publishedVersion: number | null;
      publishedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      blockCount: number;
      /** @description All time */
      totals: {
        views: number;
        uniqueVisitors: number;
        clicks: number;
      };
    };
    /** @description Every block id of the page, exactly once, in the new order. */
    ReorderLinkBlocksRequest: {
      blockIds: string[];
    };
    /** @description Fields of the block's own type (its `type` cannot change); only sent fields change, null clears an optional field. */
    UpdateLinkBlockRequest: {
      [key: string]: unknown;
    };
    /** @description Only sent fields change (null clears bio, avatarUrl, accentColor). Changes stay in the draft until published; `status: draft` takes the public page down. */
    UpdateLinkPageRequest: {
      slug?: string;
      title?: string;
      bio?: string | null;
      avatarUrl?: string | null;
      /** @enum {string} */
      theme?: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      accentColor?: string | null;
      /** @constant */
      status?: "draft";
    };
    /**
     * @description Unknown fields are rejected with 400.
     * @example {
     *       "url": "https://hooks.example.com/postlane",
     *       "events": [
     *         "post.published",
     *         "post.failed"
     *       ],
     *       "description": "Zapier: outcomes to Slack"
     *     }
     */
    CreateWebhookRequest: {
      /** Format: uri */
      url: string;
      /** @description Event types, or ["*"] for every event (including types added later) */
      events: (
        | "post.created"
        | "post.updated"
        | "post.deleted"
        | "post.scheduled"
        | "post.published"
        | "post.partial_published"
        | "post.failed"
        | "post.approval_requested"
        | "post.approved"
        | "post.changes_requested"
        | "account.connected"
        | "account.disconnected"
        | "account.requires_reauth"
        | "idea.created"
        | "idea.moved"
        | "link_page.published"
        | "*"
      )[];
      description?: string;
    };
    /** @description How long the previous secret keeps signing beside the new one (default 24; 0 stops it at once). */
    RotateWebhookSecretRequest: {
      overlapHours?: number;
    };
    /**
     * @description Only sent fields change; unknown fields are rejected with 400. The secret is changed by rotate-secret only.
     * @example {
     *       "enabled": true
     *     }
     * @example {
     *       "url": "https://hooks.example.com/v2",
     *       "events": [
     *         "post.published"
     *       ],
     *       "description": null
     *     }
     */
    UpdateWebhookRequest: {
      /** Format: uri */
      url?: string;
      /** @description Replaces the subscribed event types */
      events?: (
        | "post.created"
        | "post.updated"
        | "post.deleted"
        | "post.scheduled"
        | "post.published"
        | "post.partial_published"
        | "post.failed"
        | "post.approval_requested"
        | "post.approved"
        | "post.changes_requested"
        | "account.connected"
        | "account.disconnected"
        | "account.requires_reauth"
        | "idea.created"
        | "idea.moved"
        | "link_page.published"
        | "*"
      )[];
      /** @description null clears it */
      description?: string | null;
      /** @description true re-enables a disabled endpoint (with a fresh failure streak); false disables it and drops its unsent deliveries */
      enabled?: boolean;
    };
    WebhookDelivery: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description The webhook-id header of every attempt
       */
      eventId: string;
      eventType: string;
      /** @enum {string} */
      status: "pending" | "succeeded" | "failed";
      attempts: number;
      responseStatus: number | null;
      latencyMs: number | null;
      /** @description First KiB of the endpoint's answer, or why none came */
      responseExcerpt: string | null;
      lastAttemptAt: string | null;
      nextAttemptAt: string | null;
      deliveredAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    Webhook: {
      /** Format: uuid */
      id: string;
      /** Format: uri */
      url: string;
      description: string | null;
      /** @description Event types, or ["*"]: every event */
      events: (
        | "post.created"
        | "post.updated"
        | "post.deleted"
        | "post.scheduled"
        | "post.published"
        | "post.partial_published"
        | "post.failed"
        | "post.approval_requested"
        | "post.approved"
        | "post.changes_requested"
        | "account.connected"
        | "account.disconnected"
        | "account.requires_reauth"
        | "idea.created"
        | "idea.moved"
        | "link_page.published"
        | "*"
      )[];
      enabled: boolean;
      disabledAt: string | null;
      disabledReason: string | null;
      /** @description First failed delivery with no success since; 5 days of this disables the endpoint */
      failingSince: string | null;
      /** @description While set, secrets replaced by rotations also sign; the last of them stops then */
      previousSecretExpiresAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    WebhookWithSecret: {
      webhook: components["schemas"]["Webhook"];
      /** @description whsec_… signing secret; shown only in this response */
      secret: string;
    };
    /** @description A CreatePostRequest without `status` and `scheduledAt`: the post is scheduled at the next free slot. */
    AddToQueueRequest: {
      /** @description Where to post: one { platform, accountId } per channel. Required unless platforms + accountId is used. */
      accountMappings?: components["schemas"]["AccountMapping"][];
      /** @description Internal title; also the video title where a network takes one and platformOptions gives none. */
      title?: string;
      /** @description The text on channels without a platformCaptions entry; validate_post checks each network's length limit. */
      caption?: string;
      /** @description Single-channel form: one platform id with accountId; prefer accountMappings. */
      platforms?: (
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest"
      )[];
      /** @description Single-channel form: the account id for platforms. */
      accountId?: string;
      /** @description Public https URLs of images or videos (or from create_upload_url); omitted: text only. */
      mediaUrls?: string[];
      /**
       * @description What mediaUrls hold; omitted: inferred from the files.
       * @enum {string}
       */
      mediaType?: "image" | "video";
      /** @description Alt texts by position in mediaUrls ("" for none); validate_post checks each network's limit. Omitted: none. */
      mediaAltTexts?: string[];
      /** @description UTM tags (PostUtm); omitted or null: the workspace setting applies. */
      utm?: components["schemas"]["PostUtm"] | null;
      /**
       * @description Where a network has several kinds (feed, reel, story); omitted: an ordinary post.
       * @enum {string}
       */
      postType?: "post" | "reel" | "story";
      /** @description Hashtags without '#', appended to the caption on networks that use them. */
      hashtags?: string[];
      /** @description A caption per platform id replacing caption on that network (e.g. shorter for X). */
      platformCaptions?: {
        [key: string]: string;
      };
      /** @description Per-network options keyed by platform id. Some networks require some of them (YouTube title, categoryId, madeForKids; TikTok's privacy and interaction flags; Pinterest boardId): see the PlatformOptions schemas. */
      platformOptions?: components["schemas"]["PlatformOptions"];
      /**
       * Format: uuid
       * @description The idea this post comes from (GET /ideas); its board card then links to the post.
       */
      ideaId?: string;
      /** @description Notes for the team, never published. Omitted: none, or with ideaId the idea's notes. */
      notes?: string;
    };
    AddToQueueResult: {
      postIds: string[];
      /** @constant */
      status: "scheduled";
      /** Format: date-time */
      scheduledAt: string;
      /**
       * Format: date-time
       * @deprecated
       * @description Deprecated since 2026-11-29: read `scheduledAt` (the same value)
       */
      scheduled_at: string;
    };
    PostingSchedule: {
      /** Format: uuid */
      accountId: string;
      platform: string;
      platformUsername: string;
      /** @description null until a schedule is set */
      timeZone: string | null;
      slots: components["schemas"]["PostingSlot"][];
      /**
       * Format: uuid
       * @deprecated
       * @description Deprecated since 2026-11-29: read `accountId` (the same value)
       */
      account_id: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `platformUsername` (the same value)
       */
      platform_username: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `timeZone` (the same value)
       */
      time_zone: string | null;
    };
    /** @description A weekly posting time: ISO weekday (1 = Monday) and HH:MM in the schedule's time zone. */
    PostingSlot: {
      /** @description ISO weekday: 1 = Monday … 7 = Sunday. */
      day: number;
      /** @description Time of day as HH:MM, 24-hour (00:00 to 23:59), in the schedule's time zone. */
      time: string;
    };
    QueueEntry: {
      /** @description The slot's instant (ISO 8601, UTC) */
      at: string;
      /** @description Accounts whose schedules have this slot; empty for a post set for another time */
      slotAccountIds: string[];
      posts: {
        /** Format: uuid */
        id: string;
        title: string | null;
        caption: string | null;
        /** Format: date-time */
        scheduledAt: string;
        accountIds: string[];
        /** @description A draft awaiting approval at the time its author asked for (it is scheduled once approved) */
        awaitingApproval: boolean;
        /**
         * Format: date-time
         * @deprecated
         * @description Deprecated since 2026-11-29: read `scheduledAt` (the same value)
         */
        scheduled_at: string;
        /**
         * @deprecated
         * @description Deprecated since 2026-11-29: read `accountIds` (the same value)
         */
        account_ids: string[];
        /**
         * @deprecated
         * @description Deprecated since 2026-11-29: read `awaitingApproval` (the same value)
         */
        awaiting_approval: boolean;
      }[];
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `slotAccountIds` (the same value)
       */
      slot_account_ids: string[];
    };
    /** @description Replaces the account's posting times; repeats are dropped and the slots sorted. */
    SetPostingScheduleRequest: {
      timeZone: string;
      slots: components["schemas"]["PostingSlot"][];
    };
    ImportPostsResult: {
      dryRun: boolean;
      /** @enum {string} */
      mode: "draft" | "scheduled" | "queue";
      /** @description Additive: the zone dates naming none were read in (the `timezone` parameter, else the workspace's). */
      timeZone: string;
      rows: components["schemas"]["ImportRowReport"][];
      summary: {
        total: number;
        ready: number;
        created: number;
        alreadyImported: number;
        invalid: number;
        failed: number;
      };
    };
    ImportRowReport: {
      /** @description The row number a spreadsheet shows: the header is row 1, the first post row 2. */
      row: number;
      /**
       * @description ready: would be created (dry run); created: became the post postId; already_imported: an earlier import created it (same content), nothing new; invalid: has problems, nothing created; failed: passed the checks but could not be created (quota, no free queue slot): import again once fixed.
       * @enum {string}
       */
      status: "ready" | "invalid" | "already_imported" | "created" | "failed";
      problems: {
        /** @description The column's header (normalised: `caption_x`), or null for the whole row. */
        column: string | null;
        /** @description What to change, in the words the web app shows. */
        message: string;
      }[];
      /**
       * Format: uuid
       * @description The post the row became (status created).
       */
      postId?: string;
      /**
       * Format: date-time
       * @description Additive: the instant (UTC) the row's date was read as, when it has one and the mode is not the queue's.
       */
      scheduledAt?: string;
    };
    CreateReviewLinkRequest: {
      /** @description What the client reads as the page's heading; default "Posts for review (N)". */
      title?: string;
      /** @description The posts to review (live posts of the workspace, at most 100); or `range`. */
      postIds?: string[];
      /** @description Every draft and scheduled post of these accounts scheduled in [from, to), fixed now; or `postIds`. */
      range?: {
        /** Format: date-time */
        from: string;
        /** Format: date-time */
        to: string;
        accountIds: string[];
      };
      /** @description How long the link works, 1–90 days; default 14. */
      expiresInDays?: number;
      /** @description A passcode the client types before seeing the posts (tries are rate-limited); stored hashed. */
      passcode?: string;
    };
    CreatedReviewLink: {
      reviewLink: components["schemas"]["ReviewLink"];
      /**
       * Format: uri
       * @description The link to send the client: shown only in this answer.
       */
      url: string;
    };
    /** @description A client review link, without its token (shown once, as `url`, when it is made). */
    ReviewLink: {
      /** Format: uuid */
      id: string;
      title: string;
      /**
       * @description `active` opens; `expired` and `revoked` open nothing and decide nothing.
       * @enum {string}
       */
      state: "active" | "expired" | "revoked";
      /** Format: date-time */
      expiresAt: string;
      revokedAt: string | null;
      /** @description When the client last opened it; null: never. */
      lastOpenedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description The name (or email) of who made it; a key's link is its creator's. */
      createdBy: string;
      hasPasscode: boolean;
      postCount: number;
      /** @description Approvals and requests for changes made through it. */
      decisionCount: number;
    };
    WebhookPostData: {
      /** @description The post exactly as GET /posts/{id} answers it (for post.deleted: as it was) */
      post: components["schemas"]["Post"];
      /** Format: uuid */
      workspace_id: string;
      /**
       * @description The mode of the key (or web session) the post was made with
       * @enum {string}
       */
      mode: "live" | "test";
      /** @description The posts made together by one request share it */
      group_id: string | null;
      /** @description post.failed: why */
      error?: string;
      /**
       * Format: date-time
       * @description post.deleted: when
       */
      deleted_at?: string | null;
      /**
       * Format: uuid
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.id`
       */
      id: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.title`
       */
      title: string | null;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.caption`
       */
      caption: string | null;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.platforms`
       */
      platforms: string[];
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.status`
       */
      status: string;
      /**
       * Format: date-time
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.scheduled_at`
       */
      scheduled_at: string | null;
      /**
       * Format: date-time
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.published_at`
       */
      published_at: string | null;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.media_urls`
       */
      media_urls: string[];
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.media_type`
       */
      media_type: string | null;
      /**
       * Format: uuid
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.connected_account_id`
       */
      connected_account_id: string | null;
      /**
       * Format: date-time
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.created_at`
       */
      created_at: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.platform_results`
       */
      platform_results?: {
        platform?: string;
        success?: boolean;
        error?: string | null;
      }[];
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `post.approval`
       */
      approval?: Record<string, never>;
    };
    WebhookIdeaData: {
      /** @description The idea exactly as the ideas API answers it */
      idea: components["schemas"]["Idea"];
      /** Format: uuid */
      workspace_id: string;
      /** @description idea.moved: the column it left */
      previous_status?: string;
      /**
       * Format: uuid
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.id`
       */
      id: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.title`
       */
      title: string | null;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.caption`
       */
      caption: string | null;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.tags`
       */
      tags: string[];
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.mediaUrls`
       */
      media_urls: string[];
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.mediaType`
       */
      media_type: string | null;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.status`
       */
      status: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `idea.position`
       */
      position: number;
    };
    WebhookAccountData: {
      /** @description The account exactly as GET /accounts answers it */
      account: components["schemas"]["Account"];
      /** Format: uuid */
      workspace_id: string;
      /** @description account.connected: the same network account was connected before */
      reconnected?: boolean;
      /** @description account.requires_reauth: why the network refused the account's access */
      reason?: string;
      /**
       * Format: date-time
       * @description account.requires_reauth sent ahead of a token's end: when it runs out
       */
      reconnect_by?: string;
      /**
       * Format: uuid
       * @deprecated
       * @description Deprecated since 2026-11-29: read `account.id`
       */
      id: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `account.platform`
       */
      platform: string;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `account.platform_username`
       */
      username: string | null;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `account.is_connected`
       */
      is_connected?: boolean;
      /**
       * @deprecated
       * @description Deprecated since 2026-11-29: read `account.requires_reauth`
       * @constant
       */
      requires_reauth?: true;
    };
    WebhookLinkPageData: {
      /** Format: uuid */
      id: string;
      slug: string;
      /** Format: uri */
      public_url: string;
      version: number;
      /** Format: date-time */
      published_at: string;
    };
    WebhookTestData: {
      /** Format: uuid */
      workspace_id: string;
      /** Format: uuid */
      endpoint_id: string;
      message: string;
    };
  };
  responses: {
    /** @description An error: 404 for an unknown path, 405 for a method the path does not take (see `Allow`), 500 naming the request id */
    Error: {
      headers: {
        "X-Request-Id": components["headers"]["X-Request-Id"];
        Allow: components["headers"]["Allow"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The request's id (the caller's own `X-Request-Id` when it is sane, else a new one); quote it when reporting a problem */
    "X-Request-Id": string;
    /** @description Requests per minute allowed for this key */
    "RateLimit-Limit": number;
    /** @description Requests left in the current window */
    "RateLimit-Remaining": number;
    /** @description Seconds until the window resets */
    "RateLimit-Reset": number;
    /** @description Seconds to wait before trying again */
    "Retry-After": number;
    /** @description On a 405: the methods the path takes */
    Allow: string;
    /** @description RFC 9745: the answer still carries field names kept beside their replacements (marked `deprecated` in its schema), deprecated since this instant (`@<unix seconds>`) */
    Deprecation: string;
    /** @description With `Deprecation`: `<…/docs/api#deprecated-names>; rel="deprecation"`, where the replacements are listed */
    Link: string;
    /** @description `true` when this is the stored first response to the same `Idempotency-Key` and body, replayed; absent otherwise */
    "Idempotent-Replayed": "true";
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listAccounts: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 200, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            accounts: components["schemas"]["Account"][];
            /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  disconnectAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role is below manager */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listPinterestBoards: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            boards: components["schemas"]["PinterestBoard"][];
          };
        };
      };
      /** @description The account is not a Pinterest account */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such account in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The account is disconnected, or Pinterest no longer accepts its access (reconnect it) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded, or Pinterest is rate limiting the account (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Pinterest failed or could not be reached; try again */
      502: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listWorkspaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            workspaces: components["schemas"]["Workspace"][];
            /**
             * @description The calling key's mode (an OAuth token is live).
             * @enum {string}
             */
            mode: "live" | "test";
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            workspace: components["schemas"]["WorkspaceDetail"];
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  updateWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme Bakery",
         *       "color": "#d97706"
         *     }
         */
        "application/json": components["schemas"]["UpdateWorkspaceRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            workspace: components["schemas"]["WorkspaceDetail"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks posts:write; or its creator is below admin (name, color, logoMediaId) or below manager (utm); or it is drafts-only (utm) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listIdeas: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 200, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            ideas: components["schemas"]["Idea"][];
            /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  createIdea: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "title": "Spring collection teaser",
         *       "caption": "Something fresh is coming on Monday",
         *       "tags": [
         *         "spring",
         *         "launch"
         *       ],
         *       "mediaUrls": [
         *         "https://cdn.example.com/teaser.jpg"
         *       ],
         *       "mediaType": "image",
         *       "notes": "Ask Lea for the fabric swatches; keep the launch date out until Friday.",
         *       "status": "todo"
         *     }
         */
        "application/json": components["schemas"]["IdeaInput"];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            idea: components["schemas"]["Idea"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  deleteIdea: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Deleted"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  updateIdea: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "in_progress",
         *       "tags": [
         *         "spring",
         *         "launch",
         *         "reel"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["IdeaInput"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            idea: components["schemas"]["Idea"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listPosts: {
    parameters: {
      query?: {
        status?: "draft" | "scheduled" | "queued" | "published" | "partial_published" | "failed";
        /** @description Additive: only posts in this approval state (`pending`: the posts awaiting approval) */
        approval?: "none" | "pending" | "approved" | "changes_requested";
        /** @description Additive: search. Each word must appear in the title or caption, start a hashtag (`#sale` or `sale`), or name a network (`bluesky`) or part of an account's handle (`@ada`). Works with `status`, `approval` and the cursor. */
        q?: string;
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 50, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            posts: components["schemas"]["Post"][];
            /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  createPost: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Spring collection launch",
         *       "caption": "Our spring collection is live: light layers for longer days.",
         *       "accountMappings": [
         *         {
         *           "platform": "instagram",
         *           "accountId": "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b"
         *         },
         *         {
         *           "platform": "youtube",
         *           "accountId": "2b7e9d10-5c4a-4e3f-9b8a-7d6c5e4f3a21"
         *         },
         *         {
         *           "platform": "tiktok",
         *           "accountId": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f"
         *         }
         *       ],
         *       "platformCaptions": {
         *         "youtube": "A first look at the spring collection, piece by piece.",
         *         "tiktok": "Spring fits in 30 seconds #spring"
         *       },
         *       "mediaUrls": [
         *         "https://cdn.example.com/media/spring-launch.mp4"
         *       ],
         *       "mediaType": "video",
         *       "postType": "reel",
         *       "hashtags": [
         *         "spring",
         *         "newcollection"
         *       ],
         *       "platformOptions": {
         *         "youtube": {
         *           "title": "Spring collection 2027: first look",
         *           "categoryId": "22",
         *           "madeForKids": false,
         *           "privacyStatus": "public"
         *         },
         *         "tiktok": {
         *           "privacyLevel": "PUBLIC_TO_EVERYONE",
         *           "disableComment": false,
         *           "brandContentToggle": false,
         *           "brandOrganicToggle": true,
         *           "isAigc": false
         *         }
         *       },
         *       "status": "scheduled",
         *       "scheduledAt": "2027-03-01T09:00:00Z"
         *     }
         */
        "application/json": components["schemas"]["CreatePostRequest"];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          /** @description Monthly post quota of the workspace owner */
          "X-Quota-Limit"?: number;
          /** @description Posts left this UTC month */
          "X-Quota-Remaining"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatePostResult"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Monthly post quota of the workspace owner reached */
      402: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, its creator's role cannot write, or "Posts need approval" is on and its creator is a member: submit the post for approval instead */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Idempotency-Key already used with a different request */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  validatePost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "caption": "Doors open at 9 on Saturday. See you there!",
         *       "accountMappings": [
         *         {
         *           "platform": "bluesky"
         *         },
         *         {
         *           "platform": "twitter",
         *           "accountId": "8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d"
         *         }
         *       ],
         *       "platformCaptions": {
         *         "twitter": "Doors open at 9 on Saturday. See you there! #popupshop"
         *       },
         *       "status": "scheduled",
         *       "scheduledAt": "2027-03-05T17:30:00+01:00"
         *     }
         */
        "application/json": components["schemas"]["CreatePostRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidatePostResult"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  importPosts: {
    parameters: {
      query?: {
        mode?: "draft" | "scheduled" | "queue";
        dryRun?: "true" | "false";
        /** @description The IANA zone (`America/Los_Angeles`) a `date` with neither an offset nor a `timezone` cell is read in. Default: the workspace's time zone. An unknown name is a 400 naming it. */
        timezone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example date,timezone,caption,accounts
         *     2027-03-01 09:00,Europe/Berlin,Spring is here,bluesky:@ada.bsky.social mastodon
         */
        "text/csv": string;
      };
    };
    responses: {
      /** @description Dry run: every row checked, nothing created */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ImportPostsResult"];
        };
      };
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ImportPostsResult"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Monthly post quota of the workspace owner reached */
      402: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description File larger than 8 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            post: components["schemas"]["Post"];
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  deletePost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Deleted"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  updatePost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "caption": "Our spring collection is live: now with linen shirts.",
         *       "hashtags": [
         *         "spring",
         *         "linen"
         *       ],
         *       "scheduledAt": "2027-03-02T10:00:00Z"
         *     }
         */
        "application/json": components["schemas"]["UpdatePostRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            post: components["schemas"]["Post"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Adding account mappings charges one unit of the monthly post quota per new mapping, and the quota is used up */
      402: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, its creator's role cannot write, or "Posts need approval" is on and its creator is a member: submit the post for approval instead */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  retryPost: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatePostResult"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Idempotency-Key already used with a different request */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  retryComment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            post: components["schemas"]["Post"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Idempotency-Key already used with a different request */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  duplicatePost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            post: components["schemas"]["Post"];
            /**
             * Format: uuid
             * @description The id of the post it was copied from
             */
            duplicateOf: string;
            /** @description Networks of the original left out (account disconnected or gone) */
            skippedChannels: string[];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Monthly post quota of the workspace owner reached */
      402: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  publishPost: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatePostResult"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, its creator's role cannot write, or "Posts need approval" is on and its creator is a member: submit the post for approval instead */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Idempotency-Key already used with a different request */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  submitPostForApproval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "scheduledAt": "2027-03-01T09:00:00Z"
         *     }
         */
        "application/json": components["schemas"]["SubmitForApprovalRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            post: components["schemas"]["Post"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The post is not in a state this step applies to (already scheduled or published, or not awaiting approval) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  approvePost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "comment": "Looks great, ship it."
         *     }
         */
        "application/json": components["schemas"]["ApprovePostRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            post: components["schemas"]["Post"];
            postIds: string[];
            dispatchDeferred: boolean;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The post is not in a state this step applies to (already scheduled or published, or not awaiting approval) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  requestPostChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "comment": "Please mention the free shipping weekend in the first line."
         *     }
         */
        "application/json": components["schemas"]["RequestChangesRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            post: components["schemas"]["Post"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The post is not in a state this step applies to (already scheduled or published, or not awaiting approval) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listReviewLinks: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 200, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            reviewLinks: components["schemas"]["ReviewLink"][];
            /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  createReviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "December posts for Acme",
         *       "postIds": [
         *         "7f3c1a52-9d0e-4a51-8a47-2f6b1e0c9d11"
         *       ],
         *       "expiresInDays": 14
         *     }
         */
        "application/json": components["schemas"]["CreateReviewLinkRequest"];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedReviewLink"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getReviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            reviewLink: components["schemas"]["ReviewLink"];
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  revokeReviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            reviewLink: components["schemas"]["ReviewLink"];
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getAnalytics: {
    parameters: {
      query?: {
        period?: "7d" | "30d" | "90d" | "all";
        platform?:
          "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest";
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 200, maximum 500; larger values are clamped to 500, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AnalyticsResult"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  exportAnalytics: {
    parameters: {
      query: {
        format: "csv" | "pdf";
        period?: "7d" | "30d" | "90d" | "all";
        platform?:
          "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          /** @description `attachment; filename="analytics-<workspace>-<period>-<date>.csv"` (or `.pdf`) */
          "Content-Disposition"?: string;
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
          "application/pdf": string;
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listLinkPages: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 200, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            links: components["schemas"]["LinkPageSummary"][];
            /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  createLinkPage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "slug": "acme-studio",
         *       "title": "Acme Studio",
         *       "bio": "Handmade ceramics from Lisbon",
         *       "avatarUrl": "https://cdn.example.com/acme-avatar.png",
         *       "theme": "sand",
         *       "accentColor": "#c2410c"
         *     }
         */
        "application/json": components["schemas"]["CreateLinkPageRequest"];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            link: components["schemas"]["LinkPage"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getLinkPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            link: components["schemas"]["LinkPage"];
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  deleteLinkPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Deleted"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  updateLinkPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Acme Studio: ceramics",
         *       "bio": null,
         *       "theme": "forest"
         *     }
         */
        "application/json": components["schemas"]["UpdateLinkPageRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            link: components["schemas"]["LinkPage"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  addLinkBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "link",
         *       "label": "Shop the spring collection",
         *       "url": "https://shop.example.com/spring",
         *       "startsAt": "2027-03-01T00:00:00Z",
         *       "endsAt": "2027-03-31T23:59:59Z",
         *       "position": 0
         *     }
         */
        "application/json": components["schemas"]["CreateLinkBlockRequest"];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            block: components["schemas"]["LinkBlock"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  reorderLinkBlocks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "blockIds": [
         *         "0b6f3c2e-8d1a-4f5b-9c7e-2a4d6f8b0c1e",
         *         "5e2d9a71-3c4b-4d8e-a1f0-6b7c8d9e0f12",
         *         "9f8e7d6c-5b4a-4321-8fed-cba987654321"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["ReorderLinkBlocksRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            blocks: components["schemas"]["LinkBlock"][];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  deleteLinkBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        blockId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Deleted"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  updateLinkBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        blockId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "label": "Shop the summer collection",
         *       "url": "https://shop.example.com/summer",
         *       "endsAt": null
         *     }
         */
        "application/json": components["schemas"]["UpdateLinkBlockRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            block: components["schemas"]["LinkBlock"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  publishLinkPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            link: components["schemas"]["LinkPage"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getLinkAnalytics: {
    parameters: {
      query?: {
        period?: "7d" | "30d" | "90d" | "all";
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LinkAnalytics"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  createUploadUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "filename": "spring-launch.mp4",
         *       "contentType": "video/mp4",
         *       "sizeBytes": 48234567,
         *       "prefix": "campaigns/spring"
         *     }
         */
        "application/json": {
          /** @description The file's name, at most 255 characters; its extension gives the type when contentType is omitted. */
          filename?: string;
          /** @description The file's media type (image/jpeg, video/mp4 …); send the same Content-Type with the PUT. Omitted: read from the file's bytes. */
          contentType?: string;
          /** @description The file's size in bytes: checked against the type's limit now (400 when too large), and the upload must be exactly this size. Omitted: any size up to the type's limit. */
          sizeBytes?: number;
          /** @description A folder-like prefix for the stored object's key, at most 256 characters; omitted: none. */
          prefix?: string;
          /** @description Additive. The file's SHA-256 (hex). When the workspace's library already holds a file with these bytes, nothing is uploaded: the answer (200) names that file instead of an upload URL. */
          sha256?: string;
        };
      };
    };
    responses: {
      /** @description The library already holds a file with this `sha256`: nothing to upload, use its `publicUrl` */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @description The library already holds this file: use `publicUrl` as it is, upload nothing.
             * @constant
             */
            reused: true;
            /** Format: uri */
            publicUrl: string;
            /**
             * Format: uuid
             * @description The library file (GET /media/{id}).
             */
            mediaId: string;
            /** @description The alt text last saved with the file in a post, to offer again; null when none. */
            altText: string | null;
          };
        };
      };
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: uri */
            uploadUrl: string;
            /** Format: uri */
            publicUrl: string;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listMedia: {
    parameters: {
      query?: {
        q?: string;
        kind?: "image" | "video";
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 50, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            media: components["schemas"]["MediaAsset"][];
            nextCursor: string | null;
            /** @description Every file of the workspace's library. */
            storage: {
              files: number;
              bytes: number;
            };
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            media: components["schemas"]["MediaAsset"];
            posts: {
              /** Format: uuid */
              id: string;
              title: string | null;
              status: string;
              scheduledAt: string | null;
            }[];
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  deleteMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Deleted"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A scheduled or queued post uses the file: the message says how many */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listWebhooks: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 200, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            webhooks: components["schemas"]["Webhook"][];
            /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://hooks.example.com/postlane",
         *       "events": [
         *         "post.published",
         *         "post.failed"
         *       ],
         *       "description": "Zapier: outcomes to Slack"
         *     }
         */
        "application/json": components["schemas"]["CreateWebhookRequest"];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookWithSecret"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            webhook: components["schemas"]["Webhook"];
            deliveries: components["schemas"]["WebhookDelivery"][];
            /** @description The `cursor` of the next page of GET /webhooks/{id}/deliveries; null on the last. */
            deliveriesNextCursor: string | null;
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Deleted"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "events": [
         *         "post.published",
         *         "post.partial_published",
         *         "post.failed"
         *       ],
         *       "description": "Zapier: every outcome to Slack"
         *     }
         */
        "application/json": components["schemas"]["UpdateWebhookRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            webhook: components["schemas"]["Webhook"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`. */
        cursor?: string;
        /** @description Rows per page: default 50, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400. */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            deliveries: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "overlapHours": 48
         *     }
         */
        "application/json": components["schemas"]["RotateWebhookSecretRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookWithSecret"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  sendTestWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            delivery: components["schemas"]["WebhookDelivery"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  resendWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            delivery: components["schemas"]["WebhookDelivery"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getPostingSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          Deprecation: components["headers"]["Deprecation"];
          Link: components["headers"]["Link"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            schedule: components["schemas"]["PostingSchedule"];
          };
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  setPostingSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "timeZone": "Europe/Lisbon",
         *       "slots": [
         *         {
         *           "day": 1,
         *           "time": "09:00"
         *         },
         *         {
         *           "day": 3,
         *           "time": "12:30"
         *         },
         *         {
         *           "day": 5,
         *           "time": "17:45"
         *         }
         *       ]
         *     }
         */
        "application/json": components["schemas"]["SetPostingScheduleRequest"];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          Deprecation: components["headers"]["Deprecation"];
          Link: components["headers"]["Link"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            schedule: components["schemas"]["PostingSchedule"];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found, not in the key's workspace, or a malformed id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listQueue: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          Deprecation: components["headers"]["Deprecation"];
          Link: components["headers"]["Link"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            queue: components["schemas"]["QueueEntry"][];
          };
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  addToQueue: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "caption": "Tip of the week: glaze thin, fire slow.",
         *       "accountMappings": [
         *         {
         *           "platform": "instagram",
         *           "accountId": "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b"
         *         },
         *         {
         *           "platform": "threads"
         *         }
         *       ],
         *       "platformCaptions": {
         *         "threads": "Tip of the week: glaze thin, fire slow. What's yours?"
         *       },
         *       "mediaUrls": [
         *         "https://cdn.example.com/media/glaze-tip.jpg"
         *       ],
         *       "mediaType": "image"
         *     }
         */
        "application/json": components["schemas"]["AddToQueueRequest"];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          /** @description Monthly post quota of the workspace owner */
          "X-Quota-Limit"?: number;
          /** @description Posts left this UTC month */
          "X-Quota-Remaining"?: number;
          Deprecation: components["headers"]["Deprecation"];
          Link: components["headers"]["Link"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AddToQueueResult"];
        };
      };
      /** @description Invalid request: the message names the field and the rule */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Monthly post quota of the workspace owner reached */
      402: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The key lacks the scope, or its creator's role cannot write */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Request body larger than 1 MiB */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Idempotency-Key already used with a different request */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Rate limit of the key exceeded (see Retry-After) */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Retry-After": components["headers"]["Retry-After"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  postCreatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.created";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postUpdatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.updated";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postDeletedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.deleted";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postScheduledEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.scheduled";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postPublishedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.published";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postPartialPublishedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.partial_published";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postFailedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.failed";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postApprovalRequestedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.approval_requested";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postApprovedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.approved";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postChangesRequestedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "post.changes_requested";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookPostData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  accountConnectedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "account.connected";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookAccountData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  accountDisconnectedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "account.disconnected";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookAccountData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  accountRequiresReauthEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "account.requires_reauth";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookAccountData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ideaCreatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "idea.created";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookIdeaData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ideaMovedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "idea.moved";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookIdeaData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  linkPagePublishedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "link_page.published";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookLinkPageData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookTestEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every retry and resend (deduplicate on it) */
        "webhook-id": string;
        /** @description Unix seconds when this attempt was signed */
        "webhook-timestamp": string;
        /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          type: "webhook.test";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["WebhookTestData"];
        };
      };
    };
    responses: {
      /** @description Delivered: any 2xx answer within the timeout acknowledges the event */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
