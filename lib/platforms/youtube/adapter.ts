// YouTube Data API v3. prepare: resumable session with the metadata, and every chunk but the last; publish:
// the last chunk (the video exists only once it arrives), then the optional thumbnail; findExisting asks the
// session where it stands, so a lost answer to the last chunk never becomes a second video.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import { refreshWithConfig } from "../oauth/refresh-grant";
import { downloadMedia, mediaTypesFor } from "../media-download";
import { PlatformInvalidContentError, PlatformRetryableError } from "../errors";
import type { PhaseContext, PlatformAdapter, PostMetrics, PrepareResult, PublishInput } from "../types";
import { throwYoutubeError } from "./errors";
import { GOOGLE_API_ORIGIN, youtubeOAuth } from "./oauth";
import { CHUNK_BYTES, createUploadSession, queryUpload, uploadRange } from "./resumable-upload";
import { validateYoutube } from "./validate";
import { youtubeFirstComment } from "./first-comment";

/** Videos are held in memory while uploading; larger files need a streaming upload (not built yet). */
const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024 - 1;
const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;

const youtubeOptions = z.looseObject({
  title: z.string(),
  categoryId: z.string(),
  madeForKids: z.boolean(),
  privacyStatus: z.enum(["public", "unlisted", "private"]).default("private"),
  tags: z.array(z.string()).optional(),
  defaultLanguage: z.string().optional(),
  containsSyntheticMedia: z.boolean().optional(),
  embeddable: z.boolean().optional(),
  publicStatsViewable: z.boolean().optional(),
  license: z.enum(["youtube", "creativeCommon"]).optional(),
  thumbnailUrl: z.string().optional(),
});

const statistics = z.object({
  items: z
    .array(
      z.object({
        statistics: z.object({ viewCount: z.string().optional(), likeCount: z.string().optional(), commentCount: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

function options(input: PublishInput) {
  const parsed = youtubeOptions.safeParse(input.options);
  if (!parsed.success)
    throw new PlatformInvalidContentError("the YouTube options are incomplete: title, categoryId and madeForKids are required", {
      field: "platformOptions.youtube",
    });
  return parsed.data;
}

/** The videos.insert body: snippet and status from the options, description from the caption. */
export function videoMetadata(input: PublishInput) {
  const o = options(input);
  const tags = o.tags ?? input.hashtags;
  return {
    snippet: {
      title: o.title,
      description: input.text,
      categoryId: o.categoryId,
      ...(tags.length > 0 ? { tags } : {}),
      ...(o.defaultLanguage ? { defaultLanguage: o.defaultLanguage } : {}),
    },
    status: {
      privacyStatus: o.privacyStatus,
      selfDeclaredMadeForKids: o.madeForKids,
      ...(o.containsSyntheticMedia === undefined ? {} : { containsSyntheticMedia: o.containsSyntheticMedia }),
      ...(o.embeddable === undefined ? {} : { embeddable: o.embeddable }),
      ...(o.publicStatsViewable === undefined ? {} : { publicStatsViewable: o.publicStatsViewable }),
      ...(o.license ? { license: o.license } : {}),
    },
  };
}

function sessionOf(ctx: PhaseContext): { sessionUri: string; totalBytes: number } | null {
  const { sessionUri, totalBytes } = ctx.state;
  return typeof sessionUri === "string" && typeof totalBytes === "number" ? { sessionUri, totalBytes } : null;
}

/** Where the last chunk starts: every byte before it is uploaded in prepare. */
function finalChunkStart(totalBytes: number): number {
  return Math.max(0, Math.floor((totalBytes - 1) / CHUNK_BYTES) * CHUNK_BYTES);
}

const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

async function download(ctx: PhaseContext) {
  return downloadMedia(ctx.input.media[0].url, { maxBytes: MAX_VIDEO_BYTES, field: "mediaUrls[0]", accept: mediaTypesFor("video"), signal: ctx.signal });
}

async function setThumbnail(ctx: PhaseContext, videoId: string, url: string): Promise<string | null> {
  try {
    const image = await downloadMedia(url, {
      maxBytes: MAX_THUMBNAIL_BYTES,
      field: "platformOptions.youtube.thumbnailUrl",
      accept: ["image/jpeg", "image/png"],
      signal: ctx.signal,
    });
    const response = await fetchNetwork(networkUrl("youtube", GOOGLE_API_ORIGIN, `/upload/youtube/v3/thumbnails/set?videoId=${encodeURIComponent(videoId)}`), {
      method: "POST",
      headers: { authorization: bearer(ctx.account.credentials.accessToken), "content-type": image.contentType },
      body: new Uint8Array(image.bytes),
      signal: ctx.signal,
    });
    if (!response.ok) throwYoutubeError(response, await readJson(response), "setting the thumbnail");
    return null;
  } catch (error) {
    // The video is public already; a thumbnail problem is reported, not retried into a second upload.
    return error instanceof Error ? error.message : String(error);
  }
}

export const youtubeAdapter: PlatformAdapter = {
  platform: "youtube",

  validate: validateYoutube,

  async prepare(ctx): Promise<PrepareResult> {
    const token = ctx.account.credentials.accessToken;
    const file = await download(ctx);
    let session = sessionOf(ctx);
    let offset = 0;
    if (session && session.totalBytes === file.bytes.length) {
      const progress = await queryUpload(session.sessionUri, session.totalBytes, token, ctx.signal);
      if (progress.status === "done") return { state: { ...session, videoId: progress.videoId } };
      if (progress.status === "incomplete") offset = progress.offset;
      else session = null; // expired: nothing was created, start a new session
    } else session = null;
    if (!session) {
      const contentType = file.contentType.startsWith("video/") ? file.contentType : "video/*";
      session = {
        sessionUri: await createUploadSession({ metadata: videoMetadata(ctx.input), totalBytes: file.bytes.length, contentType }, token, ctx.signal),
        totalBytes: file.bytes.length,
      };
    }
    const stop = finalChunkStart(file.bytes.length);
    if (offset < stop) await uploadRange(session.sessionUri, file.bytes, offset, stop, token, ctx.signal);
    return { state: { sessionUri: session.sessionUri, totalBytes: session.totalBytes } };
  },

  async poll() {
    return { status: "ready" };
  },

  async publish(ctx) {
    const session = sessionOf(ctx);
    if (!session) throw new PlatformRetryableError("the upload session is missing; preparing again", { notApplied: true });
    const token = ctx.account.credentials.accessToken;
    const file = await download(ctx);
    if (file.bytes.length !== session.totalBytes)
      throw new PlatformInvalidContentError("the video file changed while it was being uploaded; upload it again", { field: "mediaUrls[0]" });
    const current = await queryUpload(session.sessionUri, session.totalBytes, token, ctx.signal);
    if (current.status === "expired")
      throw new PlatformRetryableError("the YouTube upload session expired before it finished; will upload again", { notApplied: true });
    const progress =
      current.status === "done" ? current : await uploadRange(session.sessionUri, file.bytes, current.offset, file.bytes.length, token, ctx.signal);
    if (progress.status !== "done") throw new PlatformRetryableError("YouTube did not confirm the end of the upload; will check again");
    const thumbnailUrl = options(ctx.input).thumbnailUrl;
    const thumbnailError = thumbnailUrl ? await setThumbnail(ctx, progress.videoId, thumbnailUrl) : null;
    return {
      item: { remotePostId: progress.videoId, remotePublishId: session.sessionUri, remotePermalink: watchUrl(progress.videoId) },
      more: false,
      state: { videoId: progress.videoId, ...(thumbnailError ? { thumbnailError } : {}) },
    };
  },

  async findExisting(ctx) {
    const session = sessionOf(ctx);
    if (!session) return { status: "absent" };
    try {
      const progress = await queryUpload(session.sessionUri, session.totalBytes, ctx.account.credentials.accessToken, ctx.signal);
      if (progress.status === "done") {
        return {
          status: "found",
          item: { remotePostId: progress.videoId, remotePublishId: session.sessionUri, remotePermalink: watchUrl(progress.videoId) },
          more: false,
        };
      }
      if (progress.status === "incomplete") return { status: "absent" };
      return { status: "unknown", reason: "the YouTube upload session expired, so whether the video was created cannot be checked; look in YouTube Studio" };
    } catch (error) {
      return { status: "unknown", reason: `YouTube could not be asked about the upload: ${(error as Error).message}` };
    }
  },

  async fetchMetrics(ref, account, signal): Promise<PostMetrics> {
    const response = await fetchNetwork(
      networkUrl("youtube", GOOGLE_API_ORIGIN, `/youtube/v3/videos?part=statistics&id=${encodeURIComponent(ref.remotePostId)}`),
      {
        headers: { authorization: bearer(account.credentials.accessToken) },
        signal,
      },
    );
    const json = await readJson(response);
    if (!response.ok) throwYoutubeError(response, json, "reading video statistics");
    const stats = parseResponse(statistics, json, "GET /youtube/v3/videos").items[0]?.statistics;
    const num = (v: string | undefined) => (v === undefined ? null : Number(v));
    return {
      views: num(stats?.viewCount),
      likes: num(stats?.likeCount),
      comments: num(stats?.commentCount),
      shares: null,
      reach: null,
      saves: null,
      impressions: null,
      reposts: null,
    };
  },

  refreshToken(account, signal) {
    return refreshWithConfig(youtubeOAuth, account, signal);
  },

  firstComment: youtubeFirstComment,
};
