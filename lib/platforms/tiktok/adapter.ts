// TikTok Content Posting API. Videos go up as FILE_UPLOAD: prepare asks creator_info (only offered privacy
// levels are allowed), inits the post and sends every chunk but the last; publish sends the last chunk, which
// is what makes TikTok post it; findExisting reads the publish_id's status. Photos are PULL_FROM_URL from
// Postlane's media host, where the init itself is the irreversible call.
import { z } from "zod";
import { rebaseNetworkUrl } from "../network-url";
import { fetchNetwork, readJson } from "../http";
import { refreshWithConfig } from "../oauth/refresh-grant";
import { downloadMedia, mediaTypesFor } from "../media-download";
import { PlatformInvalidContentError, PlatformRetryableError } from "../errors";
import { EMPTY_METRICS, type AccountContext, type AdapterState, type PhaseContext, type PlatformAdapter, type PostMetrics, type PublishedItem } from "../types";
import { creatorInfo, fetchPublishStatus, tiktokPost, type PublishStatus } from "./client";
import { throwTiktokError } from "./errors";
import { tiktokOAuth } from "./oauth";
import { validateTiktok } from "./validate";

const MAX_VIDEO_BYTES = 4 * 1024 * 1024 * 1024 - 1;
/** TikTok takes chunks of 5–64 MB; the last may be up to twice the chunk size. */
export const TIKTOK_CHUNK_BYTES = 5 * 1024 * 1024;

const tiktokOptions = z.looseObject({
  privacyLevel: z.string(),
  disableComment: z.boolean(),
  brandContentToggle: z.boolean(),
  brandOrganicToggle: z.boolean(),
  isAigc: z.boolean(),
  postMode: z.enum(["DIRECT_POST", "MEDIA_UPLOAD"]).default("DIRECT_POST"),
  disableDuet: z.boolean().default(false),
  disableStitch: z.boolean().default(false),
  videoCoverTimestampMs: z.number().optional(),
  autoAddMusic: z.boolean().default(false),
  photoCoverIndex: z.number().default(0),
  photoTitle: z.string().optional(),
});
type TiktokOptions = z.infer<typeof tiktokOptions>;

const initResponse = z.object({ publish_id: z.string(), upload_url: z.string().optional() });
const videoQuery = z.object({
  videos: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]),
        view_count: z.number().optional(),
        like_count: z.number().optional(),
        comment_count: z.number().optional(),
        share_count: z.number().optional(),
      }),
    )
    .default([]),
});

function options(ctx: PhaseContext): TiktokOptions {
  const parsed = tiktokOptions.safeParse(ctx.input.options);
  if (!parsed.success) {
    throw new PlatformInvalidContentError(
      "the TikTok options are incomplete: privacyLevel, disableComment, brandContentToggle, brandOrganicToggle and isAigc are required",
      {
        field: "platformOptions.tiktok",
      },
    );
  }
  return parsed.data;
}

const isPhotoPost = (ctx: PhaseContext) => ctx.input.media.length > 0 && ctx.input.media.every((m) => m.kind === "image");

/** Chunk layout TikTok expects: floor(size / chunk) chunks, the remainder folded into the last one. */
export function chunkPlan(size: number): { chunkSize: number; totalChunks: number } {
  if (size <= TIKTOK_CHUNK_BYTES) return { chunkSize: size, totalChunks: 1 };
  return { chunkSize: TIKTOK_CHUNK_BYTES, totalChunks: Math.floor(size / TIKTOK_CHUNK_BYTES) };
}

function chunkRange(index: number, size: number, plan: { chunkSize: number; totalChunks: number }): [number, number] {
  const start = index * plan.chunkSize;
  return [start, index === plan.totalChunks - 1 ? size : start + plan.chunkSize];
}

/** The upload's Content-Type is the file's own: TikTok takes MP4, MOV and WebM
 *  (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide). */
const TIKTOK_VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"];

export function tiktokVideoType(contentType: string): string {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (!TIKTOK_VIDEO_TYPES.includes(type)) {
    throw new PlatformInvalidContentError(`TikTok takes MP4, MOV or WebM videos; this file is ${type || "of an unknown type"}`, { field: "mediaUrls[0]" });
  }
  return type;
}

async function putChunk(uploadUrl: string, bytes: Buffer, contentType: string, [start, end]: [number, number], signal: AbortSignal): Promise<number> {
  const response = await fetchNetwork(rebaseNetworkUrl("tiktok", uploadUrl), {
    method: "PUT",
    headers: { "content-type": tiktokVideoType(contentType), "content-range": `bytes ${start}-${end - 1}/${bytes.length}` },
    body: new Uint8Array(bytes.subarray(start, end)),
    signal,
  });
  if (response.status !== 206 && response.status !== 201) throwTiktokError(response, await readJson(response), "uploading the video");
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

function str(state: AdapterState, key: string): string | null {
  const value = state[key];
  return typeof value === "string" ? value : null;
}

function itemFor(publishId: string, status: PublishStatus | null, username: string | null): PublishedItem {
  const postId = status?.publicaly_available_post_id?.[0];
  if (postId === undefined) return { remotePostId: publishId, remotePublishId: publishId, remotePermalink: null };
  return { remotePostId: String(postId), remotePublishId: publishId, remotePermalink: username ? `https://www.tiktok.com/@${username}/video/${postId}` : null };
}

async function checkCreator(ctx: PhaseContext, o: TiktokOptions) {
  const info = await tiktokPost("/v2/post/publish/creator_info/query/", {}, creatorInfo, {
    accessToken: ctx.account.credentials.accessToken,
    what: "reading the creator's posting options",
    signal: ctx.signal,
  });
  if (o.postMode === "DIRECT_POST" && !info.privacy_level_options.includes(o.privacyLevel)) {
    throw new PlatformInvalidContentError(
      `TikTok does not offer privacy level ${o.privacyLevel} to this account; choose one of ${info.privacy_level_options.join(", ")}`,
      {
        field: "platformOptions.tiktok.privacyLevel",
      },
    );
  }
  return info;
}

function username(ctx: PhaseContext): string | null {
  return str(ctx.state, "creatorUsername");
}

export const tiktokAdapter: PlatformAdapter = {
  platform: "tiktok",

  validate: validateTiktok,

  async prepare(ctx) {
    const o = options(ctx);
    const info = await checkCreator(ctx, o);
    const base: AdapterState = { creatorUsername: info.creator_username ?? null };
    if (isPhotoPost(ctx)) return { state: base };

    const file = await downloadMedia(ctx.input.media[0].url, {
      maxBytes: MAX_VIDEO_BYTES,
      field: "mediaUrls[0]",
      accept: mediaTypesFor("video"),
      signal: ctx.signal,
    });
    tiktokVideoType(file.contentType); // a type TikTok does not take fails before any upload session is opened
    const plan = chunkPlan(file.bytes.length);
    let publishId = str(ctx.state, "publishId");
    let uploadUrl = str(ctx.state, "uploadUrl");
    let firstChunk = 0;
    if (publishId && uploadUrl && ctx.state.videoSize === file.bytes.length) {
      // Resume the same upload: TikTok reports how many bytes it has.
      const status = await fetchPublishStatus(publishId, ctx.account.credentials.accessToken, ctx.signal);
      if (status.status !== "PROCESSING_UPLOAD") return { state: base };
      firstChunk = Math.floor((status.uploaded_bytes ?? 0) / plan.chunkSize);
    } else {
      const sourceInfo = { source: "FILE_UPLOAD", video_size: file.bytes.length, chunk_size: plan.chunkSize, total_chunk_count: plan.totalChunks };
      const request =
        o.postMode === "MEDIA_UPLOAD"
          ? { path: "/v2/post/publish/inbox/video/init/", body: { source_info: sourceInfo } }
          : {
              path: "/v2/post/publish/video/init/",
              body: {
                post_info: {
                  title: ctx.input.text,
                  privacy_level: o.privacyLevel,
                  disable_comment: o.disableComment,
                  disable_duet: o.disableDuet,
                  disable_stitch: o.disableStitch,
                  brand_content_toggle: o.brandContentToggle,
                  brand_organic_toggle: o.brandOrganicToggle,
                  is_aigc: o.isAigc,
                  ...(o.videoCoverTimestampMs === undefined ? {} : { video_cover_timestamp_ms: o.videoCoverTimestampMs }),
                },
                source_info: sourceInfo,
              },
            };
      const init = await tiktokPost(request.path, request.body, initResponse, {
        accessToken: ctx.account.credentials.accessToken,
        what: "starting the video upload",
        signal: ctx.signal,
      });
      if (!init.upload_url) throw new PlatformRetryableError("TikTok did not return an upload URL; will try again", { notApplied: true });
      publishId = init.publish_id;
      uploadUrl = init.upload_url;
    }
    for (let index = firstChunk; index < plan.totalChunks - 1; index++) {
      await putChunk(uploadUrl, file.bytes, file.contentType, chunkRange(index, file.bytes.length, plan), ctx.signal);
    }
    return { state: { ...base, publishId, uploadUrl, videoSize: file.bytes.length } };
  },

  async poll() {
    return { status: "ready" };
  },

  async publish(ctx) {
    const o = options(ctx);
    const token = ctx.account.credentials.accessToken;
    if (isPhotoPost(ctx)) {
      const init = await tiktokPost(
        "/v2/post/publish/content/init/",
        {
          media_type: "PHOTO",
          post_mode: o.postMode,
          post_info: {
            ...(o.photoTitle ? { title: o.photoTitle } : {}),
            description: ctx.input.text,
            privacy_level: o.privacyLevel,
            disable_comment: o.disableComment,
            auto_add_music: o.autoAddMusic,
            brand_content_toggle: o.brandContentToggle,
            brand_organic_toggle: o.brandOrganicToggle,
          },
          source_info: { source: "PULL_FROM_URL", photo_images: ctx.input.media.map((m) => m.url), photo_cover_index: o.photoCoverIndex },
        },
        initResponse,
        { accessToken: token, what: "creating the photo post", signal: ctx.signal },
      );
      return { item: itemFor(init.publish_id, null, username(ctx)), more: false, state: { publishId: init.publish_id } };
    }
    const publishId = str(ctx.state, "publishId");
    const uploadUrl = str(ctx.state, "uploadUrl");
    if (!publishId || !uploadUrl) throw new PlatformRetryableError("the TikTok upload was not started; preparing again", { notApplied: true });
    const file = await downloadMedia(ctx.input.media[0].url, {
      maxBytes: MAX_VIDEO_BYTES,
      field: "mediaUrls[0]",
      accept: mediaTypesFor("video"),
      signal: ctx.signal,
    });
    if (file.bytes.length !== ctx.state.videoSize)
      throw new PlatformInvalidContentError("the video file changed while it was being uploaded; upload it again", { field: "mediaUrls[0]" });
    const plan = chunkPlan(file.bytes.length);
    await putChunk(uploadUrl, file.bytes, file.contentType, chunkRange(plan.totalChunks - 1, file.bytes.length, plan), ctx.signal);
    // One status read: moderation often finishes within seconds and gives the public post id.
    const status = await fetchPublishStatus(publishId, token, ctx.signal).catch(() => null);
    if (status?.status === "FAILED")
      throw new PlatformInvalidContentError(`TikTok could not publish the video: ${status.fail_reason ?? "unknown reason"}`, { field: "mediaUrls[0]" });
    return { item: itemFor(publishId, status, username(ctx)), more: false };
  },

  async findExisting(ctx) {
    const publishId = str(ctx.state, "publishId");
    if (isPhotoPost(ctx) || !publishId) {
      return { status: "unknown", reason: "TikTok cannot look up a photo post whose creation answer was lost; check the TikTok app before posting again" };
    }
    let status: PublishStatus;
    try {
      status = await fetchPublishStatus(publishId, ctx.account.credentials.accessToken, ctx.signal);
    } catch (error) {
      return { status: "unknown", reason: `TikTok could not be asked about the upload: ${(error as Error).message}` };
    }
    if (status.status === "PROCESSING_UPLOAD" && (status.uploaded_bytes ?? 0) < Number(ctx.state.videoSize ?? Infinity)) return { status: "absent" };
    if (status.status === "FAILED") return { status: "unknown", reason: `TikTok received the video but failed it: ${status.fail_reason ?? "unknown reason"}` };
    return { status: "found", item: itemFor(publishId, status, username(ctx)), more: false };
  },

  async fetchMetrics(ref, account, signal): Promise<PostMetrics> {
    let postId = ref.remotePostId;
    if (ref.remotePublishId && postId === ref.remotePublishId) {
      // Published before moderation finished: the public id comes from the publish status.
      const status = await fetchPublishStatus(ref.remotePublishId, account.credentials.accessToken, signal);
      const id = status.publicaly_available_post_id?.[0];
      if (id === undefined) return EMPTY_METRICS;
      postId = String(id);
    }
    const data = await tiktokPost(
      "/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count",
      { filters: { video_ids: [postId] } },
      videoQuery,
      { accessToken: account.credentials.accessToken, what: "reading video metrics", signal },
    );
    const video = data.videos[0];
    if (!video) return EMPTY_METRICS;
    return {
      ...EMPTY_METRICS,
      views: video.view_count ?? null,
      likes: video.like_count ?? null,
      comments: video.comment_count ?? null,
      shares: video.share_count ?? null,
    };
  },

  refreshToken(account: AccountContext, signal) {
    return refreshWithConfig(tiktokOAuth, account, signal);
  },
};
