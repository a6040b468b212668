// X (Twitter) API v2: media through the chunked upload (prepare), processing checked with STATUS (poll), then
// POST /2/tweets (publish). X has no idempotency key, so findExisting looks for the tweet in the account's
// own timeline since the post was prepared, matching its media key or its text.
//
// A thread (options.chainItems): item 0 is the post, item k part chainItems[k-1], created with
// `reply: { in_reply_to_tweet_id: <item k-1> }` (https://docs.x.com/x-api/posts/create-post). Every part's media
// is uploaded in prepare. findExisting of item k looks for a reply to item k-1 (referenced_tweets replied_to)
// with that part's media or text, so a crash between parts resumes at the next part, never repeats one.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import { refreshWithConfig } from "../oauth/refresh-grant";
import { chainItemField, chainItemMedia, moreAfter, readChainItems } from "../chain-items";
import { downloadMedia, mediaTypesFor } from "../media-download";
import type { AdapterState, FindExistingResult, JsonValue, PhaseContext, PlatformAdapter, PostMetrics, ResolvedMedia } from "../types";
import { throwTwitterError } from "./errors";
import { mediaStatus, setAltText, uploadMedia } from "./media-upload";
import { X_API_ORIGIN, twitterOAuth } from "./oauth";
import { validateTwitter } from "./validate";

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_GIF_BYTES = 15 * 1024 * 1024;
const MAX_VIDEO_BYTES = 512 * 1024 * 1024;

const tweetResponse = z.object({ data: z.object({ id: z.string(), text: z.string().optional() }) });
const timelineResponse = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
        referenced_tweets: z.array(z.object({ type: z.string(), id: z.string() })).optional(),
      }),
    )
    .optional(),
});
type TimelineTweet = NonNullable<z.infer<typeof timelineResponse>["data"]>[number];
const metricsResponse = z.object({
  data: z.object({
    id: z.string(),
    public_metrics: z
      .object({
        impression_count: z.number().optional(),
        like_count: z.number().optional(),
        reply_count: z.number().optional(),
        retweet_count: z.number().optional(),
        quote_count: z.number().optional(),
        bookmark_count: z.number().optional(),
      })
      .optional(),
  }),
});

function url(path: string): string {
  return networkUrl("twitter", X_API_ORIGIN, path);
}

function stringList(state: AdapterState, key: string): string[] {
  const value = state[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function permalink(username: string, id: string): string {
  return `https://x.com/${username}/status/${id}`;
}

/** Text as X echoes it back: links become t.co links and &, <, > come back as entities. */
function comparableText(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/https?:\/\/\S+/g, "<link>")
    .replace(/\s+/g, " ")
    .trim();
}

/** A thread part's uploaded media, by item index ("1" is chainItems[0]). */
type PartMedia = Record<string, { id: string; key: string }>;

function partMediaOf(state: AdapterState): PartMedia {
  const value = state.partMedia;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as unknown as PartMedia) : {};
}

/** What item `index` sends: the post's text and media, or part chainItems[index-1]'s. */
function itemContent(ctx: PhaseContext, index: number): { text: string; mediaIds: string[]; mediaKeys: string[] } {
  if (index === 0) return { text: ctx.input.text, mediaIds: stringList(ctx.state, "mediaIds"), mediaKeys: stringList(ctx.state, "mediaKeys") };
  const part = readChainItems(ctx.input.options)[index - 1];
  const media = partMediaOf(ctx.state)[String(index)];
  return { text: part?.text ?? "", mediaIds: media ? [media.id] : [], mediaKeys: media ? [media.key] : [] };
}

async function upload(ctx: PhaseContext, media: ResolvedMedia, field: string) {
  const maxBytes = media.kind === "video" ? MAX_VIDEO_BYTES : media.url.toLowerCase().endsWith(".gif") ? MAX_GIF_BYTES : MAX_IMAGE_BYTES;
  const file = await downloadMedia(media.url, { maxBytes, field, accept: mediaTypesFor(media.kind), signal: ctx.signal });
  const uploaded = await uploadMedia({ bytes: file.bytes, contentType: file.contentType, kind: media.kind }, ctx.account.credentials.accessToken, ctx.signal);
  if (media.altText && media.kind === "image") await setAltText(uploaded.id, media.altText, ctx.account.credentials.accessToken, ctx.signal);
  return uploaded;
}

export const twitterAdapter: PlatformAdapter = {
  platform: "twitter",
  validate: validateTwitter,

  async prepare(ctx) {
    const mediaIds = stringList(ctx.state, "mediaIds");
    const mediaKeys = stringList(ctx.state, "mediaKeys");
    const pending = stringList(ctx.state, "pendingMediaIds");
    // Resume: media already uploaded in an earlier attempt are kept (their ids are valid for a day or more).
    for (let index = mediaIds.length; index < ctx.input.media.length; index++) {
      const uploaded = await upload(ctx, ctx.input.media[index], `mediaUrls[${index}]`);
      mediaIds.push(uploaded.id);
      mediaKeys.push(uploaded.mediaKey ?? "");
      if (uploaded.processing && uploaded.processing.state !== "succeeded") pending.push(uploaded.id);
    }
    const partMedia = partMediaOf(ctx.state);
    const chain = readChainItems(ctx.input.options);
    for (let part = 0; part < chain.length; part++) {
      const media = chainItemMedia(chain[part]);
      if (!media || partMedia[String(part + 1)]) continue;
      const uploaded = await upload(ctx, media, chainItemField("twitter", part, "mediaUrl"));
      partMedia[String(part + 1)] = { id: uploaded.id, key: uploaded.mediaKey ?? "" };
      if (uploaded.processing && uploaded.processing.state !== "succeeded") pending.push(uploaded.id);
    }
    const preparedAt = typeof ctx.state.preparedAt === "string" ? ctx.state.preparedAt : new Date().toISOString();
    return { state: { mediaIds, mediaKeys, pendingMediaIds: pending, partMedia: partMedia as unknown as JsonValue, preparedAt } };
  },

  async poll(ctx) {
    const stillPending: string[] = [];
    let checkAfterMs = 1000;
    for (const id of stringList(ctx.state, "pendingMediaIds")) {
      const info = await mediaStatus(id, ctx.account.credentials.accessToken, ctx.signal);
      if (info && info.state !== "succeeded") {
        stillPending.push(id);
        checkAfterMs = Math.max(checkAfterMs, (info.check_after_secs ?? 1) * 1000);
      }
    }
    return stillPending.length > 0
      ? { status: "pending", checkAfterMs, state: { pendingMediaIds: stillPending } }
      : { status: "ready", state: { pendingMediaIds: [] } };
  },

  async publish(ctx) {
    const index = ctx.items.length;
    const { text, mediaIds } = itemContent(ctx, index);
    const body: Record<string, unknown> = { text };
    if (mediaIds.length > 0) body.media = { media_ids: mediaIds };
    if (index > 0) body.reply = { in_reply_to_tweet_id: ctx.items[index - 1].remotePostId };
    const response = await fetchNetwork(url("/2/tweets"), {
      method: "POST",
      headers: { authorization: bearer(ctx.account.credentials.accessToken), "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: ctx.signal,
    });
    const json = await readJson(response);
    if (!response.ok) throwTwitterError(response, json, index === 0 ? "creating the post" : `creating part ${index + 1} of the thread`);
    const { id } = parseResponse(tweetResponse, json, "POST /2/tweets").data;
    return {
      item: {
        remotePostId: id,
        remotePublishId: mediaIds.length > 0 ? mediaIds.join(",") : null,
        remotePermalink: permalink(ctx.account.platformUsername, id),
      },
      more: moreAfter(ctx.input, index),
    };
  },

  async findExisting(ctx): Promise<FindExistingResult> {
    const index = ctx.items.length;
    const preparedAt = typeof ctx.state.preparedAt === "string" ? new Date(ctx.state.preparedAt) : new Date(Date.now() - 3600_000);
    // The post is not a reply, so replies are left out; a part is found among them, by the tweet it replies to.
    const parsed = await ownTimeline(ctx, preparedAt, index === 0 ? "replies,retweets" : "retweets");
    if ("reason" in parsed) return { status: "unknown", reason: parsed.reason };
    const { text, mediaIds, mediaKeys } = itemContent(ctx, index);
    const keys = mediaKeys.filter(Boolean);
    const wanted = comparableText(text);
    const parentId = index === 0 ? null : ctx.items[index - 1].remotePostId;
    const repliesTo = (tweet: TimelineTweet) => (tweet.referenced_tweets ?? []).some((ref) => ref.type === "replied_to" && ref.id === parentId);
    const match = (parsed.data ?? []).find(
      (tweet) =>
        (parentId === null || repliesTo(tweet)) &&
        (keys.length > 0 ? (tweet.attachments?.media_keys ?? []).includes(keys[0]) : comparableText(tweet.text) === wanted),
    );
    if (!match) return { status: "absent" };
    return {
      status: "found",
      item: {
        remotePostId: match.id,
        remotePublishId: mediaIds.length > 0 ? mediaIds.join(",") : null,
        remotePermalink: permalink(ctx.account.platformUsername, match.id),
      },
      more: moreAfter(ctx.input, index),
    };
  },

  async fetchMetrics(ref, account, signal): Promise<PostMetrics> {
    const response = await fetchNetwork(url(`/2/tweets/${encodeURIComponent(ref.remotePostId)}?tweet.fields=public_metrics`), {
      headers: { authorization: bearer(account.credentials.accessToken) },
      signal,
    });
    const json = await readJson(response);
    if (!response.ok) throwTwitterError(response, json, "reading post metrics");
    const m = parseResponse(metricsResponse, json, "GET /2/tweets/:id").data.public_metrics ?? {};
    return {
      views: m.impression_count ?? null,
      impressions: m.impression_count ?? null,
      likes: m.like_count ?? null,
      comments: m.reply_count ?? null,
      reposts: m.retweet_count === undefined ? null : m.retweet_count + (m.quote_count ?? 0),
      saves: m.bookmark_count ?? null,
      shares: null,
      reach: null,
    };
  },

  refreshToken(account, signal) {
    return refreshWithConfig(twitterOAuth, account, signal);
  },

  // The first comment: a reply to the post (https://docs.x.com/x-api/posts/create-post, reply.in_reply_to_tweet_id).
  // X has no idempotency key: an armed reply is looked for in the account's timeline since it was armed.
  firstComment: {
    // Its images (firstCommentMedia) are uploaded right before the reply: an upload creates nothing public, so
    // a repeat after a crash only leaves an unused media id.
    async publish(ctx) {
      const mediaIds: string[] = [];
      for (const [index, media] of ctx.comment.media.entries()) {
        mediaIds.push((await upload(ctx, media, `platformOptions.twitter.firstCommentMedia[${index}]`)).id);
      }
      const response = await fetchNetwork(url("/2/tweets"), {
        method: "POST",
        headers: { authorization: bearer(ctx.account.credentials.accessToken), "content-type": "application/json" },
        body: JSON.stringify({
          text: ctx.comment.text,
          reply: { in_reply_to_tweet_id: ctx.items[0].remotePostId },
          ...(mediaIds.length > 0 ? { media: { media_ids: mediaIds } } : {}),
        }),
        signal: ctx.signal,
      });
      const json = await readJson(response);
      if (!response.ok) throwTwitterError(response, json, "creating the first comment");
      const { id } = parseResponse(tweetResponse, json, "POST /2/tweets").data;
      return {
        remotePostId: id,
        remotePublishId: mediaIds.length > 0 ? mediaIds.join(",") : null,
        remotePermalink: permalink(ctx.account.platformUsername, id),
      };
    },
    async findExisting(ctx) {
      const parsed = await ownTimeline(ctx, new Date(ctx.comment.armedAt), "retweets");
      if ("reason" in parsed) return { status: "unknown", reason: parsed.reason };
      const parentId = ctx.items[0].remotePostId;
      const wanted = comparableText(ctx.comment.text);
      const match = (parsed.data ?? []).find(
        (tweet) => (tweet.referenced_tweets ?? []).some((ref) => ref.type === "replied_to" && ref.id === parentId) && comparableText(tweet.text) === wanted,
      );
      if (!match) return { status: "absent" };
      return { status: "found", item: { remotePostId: match.id, remotePublishId: null, remotePermalink: permalink(ctx.account.platformUsername, match.id) } };
    },
  },
};

/** The account's own tweets since a minute before `from` (read-only), or why X could not be asked. */
async function ownTimeline(ctx: PhaseContext, from: Date, exclude: string): Promise<z.infer<typeof timelineResponse> | { reason: string }> {
  const since = new Date(from.getTime() - 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
  const query = new URLSearchParams({ max_results: "100", start_time: since, "tweet.fields": "created_at,attachments,referenced_tweets", exclude });
  let response: Response;
  try {
    response = await fetchNetwork(url(`/2/users/${encodeURIComponent(ctx.account.platformAccountId)}/tweets?${query}`), {
      headers: { authorization: bearer(ctx.account.credentials.accessToken) },
      signal: ctx.signal,
    });
  } catch (error) {
    return { reason: `X could not be asked whether the post exists: ${(error as Error).message}` };
  }
  const json = await readJson(response);
  if (!response.ok) return { reason: `X could not be asked whether the post exists (HTTP ${response.status})` };
  const parsed = timelineResponse.safeParse(json);
  if (!parsed.success) return { reason: "X answered the timeline lookup with an unexpected shape" };
  return parsed.data;
}
