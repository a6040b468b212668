// Facebook Pages (Graph API, Page access token). platformAccountId is the page id; credentials.accessToken the
// Page token and credentials.refreshToken the long-lived user token it was taken from (used to mint a new
// Page token when the old one is revoked).
//
// Each kind makes the public object in exactly one call, and everything before it creates nothing public:
//   text / link   publish: POST /{page}/feed                  findExisting: the page feed, same message
//   photos        prepare: unpublished photos                  publish: POST /{page}/feed with attached_media
//   video         prepare: Resumable Upload API → file handle  publish: POST /{page}/videos with the handle
//                 findExisting: the page's videos, same description (./video-upload.ts)
//   reel          prepare: video_reels start + upload          publish: video_reels finish (video_state=PUBLISHED)
//   story         prepare: unpublished photo / video_stories start + upload; publish: photo_stories / finish
import { z } from "zod";
import { PlatformAuthExpiredError, PlatformInvalidContentError } from "../errors";
import { networkSetting } from "../../env";
import { InsightsNotReadyError } from "../meta/graph-errors";
import { graphRootUrl } from "../meta/base-url";
import { GraphClient } from "../meta/graph-client";
import { graphClientFor, toAdapterState } from "../meta/container-flow";
import { graphFirstComment } from "../meta/first-comment";
import { createdId } from "../meta/containers";
import { exchangeFacebookUserToken } from "../meta/token-exchange";
import type { AccountContext, AdapterState, FindExistingResult, PhaseContext, PlatformAdapter, PostMetrics, PrepareResult, PublishedItem } from "../types";
import { EMPTY_METRICS } from "../types";
import { validateFacebook } from "./validate";
import { facebookKind, type FacebookKind, firstLink } from "./kind";
import { facebookMetrics } from "./metrics";
import { uploadPageVideo } from "./video-upload";

const VIDEO_POLL_MS = 10_000;

interface FacebookState {
  kind?: FacebookKind;
  photoIds?: string[];
  videoId?: string;
  /** The Resumable Upload API's handle of a feed video's file (kind "video"). */
  videoHandle?: string;
  uploadUrl?: string;
  uploaded?: boolean;
  preparedAt?: string;
}

function readState(state: AdapterState): FacebookState {
  return state as FacebookState;
}

function clientFor(account: AccountContext, signal: AbortSignal): GraphClient {
  return graphClientFor("facebook", account, signal, "the Facebook page");
}

const uploadSession = z.object({ video_id: z.string().min(1), upload_url: z.string().min(1) });
const success = z.object({ success: z.boolean() });
const storyAnswer = z.object({ success: z.boolean().optional(), post_id: z.string().optional() });
const videoStatus = z.object({
  id: z.string().optional(),
  published: z.boolean().optional(),
  permalink_url: z.string().optional(),
  status: z
    .object({
      video_status: z.string().optional(),
      uploading_phase: z.object({ status: z.string() }).optional(),
      processing_phase: z.object({ status: z.string() }).optional(),
      publishing_phase: z.object({ status: z.string() }).optional(),
    })
    .optional(),
});
const permalinkAnswer = z.object({ id: z.string(), permalink_url: z.string().optional() });
const videoList = z.object({
  data: z.array(z.object({ id: z.string(), description: z.string().optional(), created_time: z.string().optional(), permalink_url: z.string().optional() })),
});
const feedList = z.object({
  data: z.array(z.object({ id: z.string(), message: z.string().optional(), created_time: z.string().optional(), permalink_url: z.string().optional() })),
});
const storiesList = z.object({ data: z.array(z.object({ post_id: z.string(), media_id: z.string().optional(), url: z.string().optional() })) });

function requireState<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new PlatformInvalidContentError(`Facebook has no ${what} for this post; publish it again`);
  return value;
}

async function permalinkOf(client: GraphClient, id: string): Promise<string | null> {
  try {
    return (await client.get(id, { fields: "id,permalink_url" }, permalinkAnswer)).permalink_url ?? null;
  } catch {
    return null;
  }
}

function absolute(permalink: string | null | undefined): string | null {
  if (!permalink) return null;
  return permalink.startsWith("http") ? permalink : `https://www.facebook.com${permalink.startsWith("/") ? "" : "/"}${permalink}`;
}

/** The rupload.facebook.com URL Graph handed out, moved onto FACEBOOK_API_BASE_URL's host when that is set. */
function uploadTarget(uploadUrl: string): string {
  if (!networkSetting("facebook", "API_BASE_URL")) return uploadUrl;
  const url = new URL(uploadUrl);
  return `${graphRootUrl("facebook")}${url.pathname}${url.search}`;
}

/** start → upload from the public URL (rupload with a file_url header); resumes after a crash. */
async function startAndUpload(client: GraphClient, ctx: PhaseContext, edge: "video_reels" | "video_stories", state: FacebookState): Promise<FacebookState> {
  let { videoId, uploadUrl } = state;
  if (!videoId || !uploadUrl) {
    const session = await client.post(`${ctx.account.platformAccountId}/${edge}`, { upload_phase: "start" }, uploadSession);
    videoId = session.video_id;
    uploadUrl = session.upload_url;
  }
  if (!state.uploaded) await client.postAbsolute(uploadTarget(uploadUrl), { file_url: ctx.input.media[0].url }, success);
  return { ...state, videoId, uploadUrl, uploaded: true };
}

async function readVideo(client: GraphClient, videoId: string) {
  return client.get(videoId, { fields: "id,published,permalink_url,status" }, videoStatus);
}

function checkVideoUsable(video: z.infer<typeof videoStatus>): void {
  if (video.status?.video_status === "error" || video.status?.processing_phase?.status === "error") {
    throw new PlatformInvalidContentError("Facebook could not process the video; use an MP4 (H.264) at a public URL");
  }
}

/**
 * A feed video has no id before POST /{page}/videos answers, so a lost answer is looked up among the page's
 * videos (GET /{page}/videos lists id, description and times:
 * https://developers.facebook.com/documentation/video-api/guides/get-videos): the same description since prepare.
 */
async function findFeedVideo(client: GraphClient, text: string, pageId: string, state: FacebookState): Promise<FindExistingResult> {
  if (!state.videoHandle) return { status: "absent" }; // never uploaded, so never published
  if (text.trim() === "") {
    return {
      status: "unknown",
      reason: "a Facebook video without a description cannot be matched on the page; check the page's videos before publishing again",
    };
  }
  const videos = await client.get(`${pageId}/videos`, { fields: "id,description,created_time,permalink_url", limit: 10 }, videoList);
  const since = state.preparedAt ? Date.parse(state.preparedAt) - 60_000 : 0;
  const video = videos.data.find((entry) => entry.description === text && (!entry.created_time || Date.parse(entry.created_time) >= since));
  if (!video) return { status: "absent" };
  return { status: "found", item: { remotePostId: video.id, remotePublishId: video.id, remotePermalink: absolute(video.permalink_url) }, more: false };
}

export const facebookAdapter: PlatformAdapter = {
  platform: "facebook",

  validate: validateFacebook,

  async prepare(ctx): Promise<PrepareResult> {
    const state = readState(ctx.state);
    const kind = facebookKind(ctx.input);
    const pageId = ctx.account.platformAccountId;
    const preparedAt = state.preparedAt ?? new Date().toISOString();
    const client = clientFor(ctx.account, ctx.signal);

    switch (kind) {
      case "text":
        return { state: toAdapterState({ kind, preparedAt }) };
      case "photos":
      case "photo_story": {
        const photoIds = [...(state.photoIds ?? [])];
        for (let index = photoIds.length; index < ctx.input.media.length; index++) {
          const { url, altText } = ctx.input.media[index];
          // alt_text_custom replaces Facebook's generated alt text (https://developers.facebook.com/docs/graph-api/reference/page/photos/).
          const photo = await client.post(`${pageId}/photos`, { url, published: false, ...(altText ? { alt_text_custom: altText } : {}) }, createdId);
          photoIds.push(photo.id);
        }
        return { state: toAdapterState({ kind, photoIds, preparedAt }) };
      }
      case "video": {
        if (state.videoHandle) return {};
        return { state: toAdapterState({ kind, videoHandle: await uploadPageVideo(ctx), preparedAt }) };
      }
      case "reel":
        return { state: toAdapterState(await startAndUpload(client, ctx, "video_reels", { ...state, kind, preparedAt })) };
      case "video_story":
        return { state: toAdapterState(await startAndUpload(client, ctx, "video_stories", { ...state, kind, preparedAt })) };
    }
  },

  async poll(ctx) {
    const state = readState(ctx.state);
    // A feed video has no video object before publish (Meta processes it after): nothing to wait for.
    if (state.kind !== "reel" && state.kind !== "video_story") return { status: "ready" };
    const client = clientFor(ctx.account, ctx.signal);
    const video = await readVideo(client, requireState(state.videoId, "uploaded video"));
    checkVideoUsable(video);
    const ready =
      video.status?.uploading_phase?.status === "complete" || video.status?.video_status === "upload_complete" || video.status?.video_status === "ready";
    return ready ? { status: "ready" } : { status: "pending", checkAfterMs: VIDEO_POLL_MS };
  },

  async publish(ctx) {
    const state = readState(ctx.state);
    const pageId = ctx.account.platformAccountId;
    const client = clientFor(ctx.account, ctx.signal);
    let item: PublishedItem;

    switch (state.kind) {
      case "photos": {
        const photoIds = requireState(state.photoIds, "uploaded photos");
        const attached = Object.fromEntries(photoIds.map((id, index) => [`attached_media[${index}]`, { media_fbid: id }]));
        const post = await client.post(`${pageId}/feed`, { message: ctx.input.text || undefined, ...attached, published: true }, createdId);
        item = { remotePostId: post.id, remotePublishId: null, remotePermalink: absolute(await permalinkOf(client, post.id)) };
        break;
      }
      case "video": {
        // https://developers.facebook.com/docs/video-api/guides/publishing: POST /{page}/videos with
        // fbuploader_video_file_chunk=<handle> (and title/description) → { id: <video id> }; the video is public.
        const handle = requireState(state.videoHandle, "uploaded video");
        const video = await client.post(`${pageId}/videos`, { fbuploader_video_file_chunk: handle, description: ctx.input.text || undefined }, createdId);
        item = { remotePostId: video.id, remotePublishId: video.id, remotePermalink: absolute(await permalinkOf(client, video.id)) };
        break;
      }
      case "reel": {
        const videoId = requireState(state.videoId, "uploaded reel");
        await client.post(
          `${pageId}/video_reels`,
          { upload_phase: "finish", video_id: videoId, video_state: "PUBLISHED", description: ctx.input.text },
          success,
        );
        item = { remotePostId: videoId, remotePublishId: videoId, remotePermalink: `https://www.facebook.com/reel/${videoId}` };
        break;
      }
      case "photo_story": {
        const photoId = requireState(state.photoIds?.[0], "uploaded photo");
        const story = await client.post(`${pageId}/photo_stories`, { photo_id: photoId }, storyAnswer);
        const postId = story.post_id ?? photoId;
        item = { remotePostId: postId, remotePublishId: photoId, remotePermalink: `https://www.facebook.com/stories/${postId}` };
        break;
      }
      case "video_story": {
        const videoId = requireState(state.videoId, "uploaded video");
        const story = await client.post(`${pageId}/video_stories`, { upload_phase: "finish", video_id: videoId }, storyAnswer);
        const postId = story.post_id ?? videoId;
        item = { remotePostId: postId, remotePublishId: videoId, remotePermalink: `https://www.facebook.com/stories/${postId}` };
        break;
      }
      default: {
        const link = firstLink(ctx.input.text);
        const post = await client.post(`${pageId}/feed`, { message: ctx.input.text, link, published: true }, createdId);
        item = { remotePostId: post.id, remotePublishId: null, remotePermalink: absolute(await permalinkOf(client, post.id)) };
      }
    }
    return { item, more: false };
  },

  async findExisting(ctx): Promise<FindExistingResult> {
    const state = readState(ctx.state);
    const pageId = ctx.account.platformAccountId;
    const client = clientFor(ctx.account, ctx.signal);

    if (state.kind === "video") return findFeedVideo(client, ctx.input.text, pageId, state);

    if (state.kind === "reel") {
      if (!state.videoId) return { status: "absent" };
      const video = await readVideo(client, state.videoId);
      if (!["complete", "in_progress"].includes(video.status?.publishing_phase?.status ?? "")) return { status: "absent" };
      return {
        status: "found",
        item: { remotePostId: state.videoId, remotePublishId: state.videoId, remotePermalink: `https://www.facebook.com/reel/${state.videoId}` },
        more: false,
      };
    }

    if (state.kind === "photo_story" || state.kind === "video_story") {
      const mediaId = state.kind === "photo_story" ? state.photoIds?.[0] : state.videoId;
      if (!mediaId) return { status: "absent" };
      const stories = await client.get(`${pageId}/stories`, { fields: "post_id,media_id,url" }, storiesList);
      const story = stories.data.find((entry) => entry.media_id === mediaId);
      if (!story) return { status: "absent" };
      return {
        status: "found",
        item: { remotePostId: story.post_id, remotePublishId: mediaId, remotePermalink: story.url ?? `https://www.facebook.com/stories/${story.post_id}` },
        more: false,
      };
    }

    // Feed posts have no id before they exist: look for the same message on the page since prepare.
    if (ctx.input.text.trim() === "") {
      return { status: "unknown", reason: "a Facebook post without text cannot be matched on the page; check the page before publishing again" };
    }
    const feed = await client.get(`${pageId}/feed`, { fields: "id,message,created_time,permalink_url", limit: 10 }, feedList);
    const since = state.preparedAt ? Date.parse(state.preparedAt) - 60_000 : 0;
    const post = feed.data.find((entry) => entry.message === ctx.input.text && (!entry.created_time || Date.parse(entry.created_time) >= since));
    if (!post) return { status: "absent" };
    return { status: "found", item: { remotePostId: post.id, remotePublishId: null, remotePermalink: absolute(post.permalink_url) }, more: false };
  },

  async fetchMetrics(ref, account, signal): Promise<PostMetrics> {
    const kind = readState(ref.state).kind;
    if (kind === "photo_story" || kind === "video_story") return { ...EMPTY_METRICS };
    const client = clientFor(account, signal);
    try {
      return await facebookMetrics(client, ref.remotePostId, kind === "video" || kind === "reel");
    } catch (error) {
      if (error instanceof InsightsNotReadyError) return { ...EMPTY_METRICS };
      throw error;
    }
  },

  async refreshToken(account, signal) {
    const userToken = account.credentials.refreshToken;
    if (!userToken)
      throw new PlatformAuthExpiredError("the Facebook page token is no longer valid and no user token is stored to renew it; reconnect the page");
    // A fresh long-lived user token, then the page token it grants (page tokens from it do not expire).
    const user = await exchangeFacebookUserToken("facebook", userToken, signal);
    const client = new GraphClient({ product: "facebook", accessToken: user.accessToken, signal });
    const page = await client.get(account.platformAccountId, { fields: "id,access_token" }, z.object({ id: z.string(), access_token: z.string().min(1) }));
    return { accessToken: page.access_token, refreshToken: user.accessToken, expiresAt: null };
  },

  // The first comment, as the Page (its token), under the post or video.
  firstComment: graphFirstComment({
    product: "facebook",
    who: "the Facebook page",
    scope: "pages_manage_engagement",
    fields: { text: "message", time: "created_time" },
    link: (ctx, id) =>
      ctx.items[0].remotePermalink
        ? `${ctx.items[0].remotePermalink}${ctx.items[0].remotePermalink.includes("?") ? "&" : "?"}comment_id=${id.split("_").pop()}`
        : null,
  }),
};
