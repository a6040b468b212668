// The first comment under one's own YouTube video: commentThreads.insert (a new top-level comment) with
// snippet.channelId, snippet.videoId and snippet.topLevelComment.snippet.textOriginal, the three properties the
// reference requires (https://developers.google.com/youtube/v3/docs/commentThreads/insert). It needs the
// youtube.force-ssl scope, asked for at connect since first comments exist: a channel connected before lacks it
// and must reconnect. YouTube has no idempotency key, so an armed comment is looked for among the video's latest
// comment threads (commentThreads.list videoId, newest first), by our channel and the same text.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import { PlatformPermanentError } from "../errors";
import type { CommentContext, FirstCommentSupport, PublishedItem } from "../types";
import { throwYoutubeError } from "./errors";
import { GOOGLE_API_ORIGIN } from "./oauth";

/** The one scope commentThreads.insert lists under Authorization. */
export const YOUTUBE_COMMENT_SCOPE = "https://www.googleapis.com/auth/youtube.force-ssl";

const RECONNECT = "the YouTube channel was connected without permission to comment; reconnect it on the Accounts page, then retry the comment";

const thread = z.object({
  id: z.string(),
  snippet: z.object({
    videoId: z.string().optional(),
    topLevelComment: z.object({
      id: z.string(),
      snippet: z.object({
        textOriginal: z.string().optional(),
        textDisplay: z.string().optional(),
        authorChannelId: z.object({ value: z.string() }).optional(),
        publishedAt: z.string().optional(),
      }),
    }),
  }),
});
const threadList = z.object({ items: z.array(thread).default([]) });

function url(path: string): string {
  return networkUrl("youtube", GOOGLE_API_ORIGIN, path);
}

function item(videoId: string, threadId: string): PublishedItem {
  // lc= opens the watch page with that comment highlighted.
  return { remotePostId: threadId, remotePublishId: null, remotePermalink: `https://www.youtube.com/watch?v=${videoId}&lc=${threadId}` };
}

function check(response: Response, body: unknown, doing: string): void {
  if (response.ok) return;
  const reason = (body as { error?: { errors?: { reason?: string }[] } } | null)?.error?.errors?.[0]?.reason;
  // A grant without force-ssl: only the comment needs it, so the channel is not marked for reconnecting (its
  // uploads still work); the comment error says what to do.
  if (response.status === 403 && reason === "insufficientPermissions") throw new PlatformPermanentError(RECONNECT, { status: 403 });
  throwYoutubeError(response, body, doing);
}

function channelOf(ctx: CommentContext): string {
  const fromSettings = ctx.account.settings.channelId;
  return typeof fromSettings === "string" && fromSettings !== "" ? fromSettings : ctx.account.platformAccountId;
}

export const youtubeFirstComment: FirstCommentSupport = {
  async publish(ctx) {
    if (ctx.account.grantedScopes && !ctx.account.grantedScopes.includes(YOUTUBE_COMMENT_SCOPE)) throw new PlatformPermanentError(RECONNECT);
    const videoId = ctx.items[0].remotePostId;
    const response = await fetchNetwork(url("/youtube/v3/commentThreads?part=snippet"), {
      method: "POST",
      headers: { authorization: bearer(ctx.account.credentials.accessToken), "content-type": "application/json" },
      body: JSON.stringify({ snippet: { channelId: channelOf(ctx), videoId, topLevelComment: { snippet: { textOriginal: ctx.comment.text } } } }),
      signal: ctx.signal,
    });
    const json = await readJson(response);
    check(response, json, "posting the first comment");
    return item(videoId, parseResponse(thread, json, "POST /youtube/v3/commentThreads").id);
  },

  async findExisting(ctx) {
    const videoId = ctx.items[0].remotePostId;
    const query = new URLSearchParams({ part: "snippet", videoId, maxResults: "100", order: "time", textFormat: "plainText" });
    let response: Response;
    try {
      response = await fetchNetwork(url(`/youtube/v3/commentThreads?${query}`), {
        headers: { authorization: bearer(ctx.account.credentials.accessToken) },
        signal: ctx.signal,
      });
    } catch (error) {
      return { status: "unknown", reason: `YouTube could not be asked whether the comment exists: ${(error as Error).message}` };
    }
    const json = await readJson(response);
    if (!response.ok) return { status: "unknown", reason: `YouTube could not be asked whether the comment exists (HTTP ${response.status})` };
    const { items } = parseResponse(threadList, json, "GET /youtube/v3/commentThreads");
    const since = Date.parse(ctx.comment.armedAt) - 60_000;
    const channel = channelOf(ctx);
    const ours = items.find(({ snippet: { topLevelComment: c } }) => {
      const at = Date.parse(c.snippet.publishedAt ?? "");
      const text = (c.snippet.textOriginal ?? c.snippet.textDisplay ?? "").trim();
      return c.snippet.authorChannelId?.value === channel && text === ctx.comment.text && (Number.isNaN(at) || at >= since);
    });
    if (ours) return { status: "found", item: item(videoId, ours.id) };
    // Newest first: fewer than a full page, or an oldest one from before the arm, means ours would have been seen.
    const oldest = Date.parse(items.at(-1)?.snippet.topLevelComment.snippet.publishedAt ?? "");
    if (items.length < 100 || (!Number.isNaN(oldest) && oldest < since)) return { status: "absent" };
    return { status: "unknown", reason: "the video has too many new comments to tell whether ours was posted" };
  },
};
