// Facebook Pages on the fake: feed posts (text, link, attached unpublished photos), photos, feed videos (the
// Resumable Upload API's session and bytes, then one POST /{page}/videos with the file handle), reels and video
// stories (start → rupload with file_url → finish), photo stories, the page's feed, videos and stories,
// post/video fields and insights.
// Only the documented video requests are served: POST /{video-id} with published=true (an undocumented way to
// publish an unpublished upload) is refused, and /{page}/videos takes no file_url
// (https://developers.facebook.com/docs/video-api/guides/publishing, https://developers.facebook.com/docs/graph-api/guides/upload).
import { fieldNames, GraphError, type GraphRequest, invalidParameter, ok, pick, type Reply, required, type RouteContext, bool, unknownObject } from "./http";
import { allowedMetrics } from "./insights-metrics";
import { checkPermissions, NEEDS } from "./permissions";
import type { PagePost, PageVideo } from "./store";

function now(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, "+0000");
}

function createPost(ctx: RouteContext, pageId: string, params: Record<string, string>): Reply {
  const message = params.message ?? "";
  if ([...message].length > 63206) throw invalidParameter("The message is too long (at most 63206 characters)");
  const photoIds: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (!/^attached_media\[\d+\]$/.test(key)) continue;
    let fbid: unknown;
    try {
      fbid = (JSON.parse(value) as { media_fbid?: unknown }).media_fbid;
    } catch {
      throw invalidParameter(`${key} must be {"media_fbid": "<id>"}`);
    }
    const photo = ctx.store.photos.get(String(fbid));
    if (!photo || photo.pageId !== pageId) throw invalidParameter(`${key}: unknown photo ${String(fbid)}`);
    if (photo.published || photo.attachedTo) throw new GraphError(400, 100, "(#100) The photo is already published and cannot be attached", 1366051);
    photoIds.push(photo.id);
  }
  if (message.trim() === "" && !params.link && photoIds.length === 0) throw invalidParameter("Missing message or attachment");
  if (params.link !== undefined && !/^https?:\/\//.test(params.link)) throw new GraphError(400, 100, "(#100) The link is not valid", 2061006);
  const postNumber = ctx.store.nextId();
  const post: PagePost = {
    id: `${pageId}_${postNumber}`,
    pageId,
    message,
    link: params.link,
    photoIds,
    createdTime: now(),
    permalinkUrl: `https://www.facebook.com/${pageId}/posts/${postNumber}`,
    reactions: 0,
    comments: 0,
    shares: 0,
    insights: { post_media_view: 0, post_total_media_view_unique: 0 },
  };
  for (const photoId of photoIds) ctx.store.photos.get(photoId)!.attachedTo = post.id;
  ctx.store.posts.set(post.id, post);
  return ok({ id: post.id });
}

async function createPhoto(ctx: RouteContext, pageId: string, params: Record<string, string>): Promise<Reply> {
  const url = required(params, "url");
  const media = await ctx.checkMedia(url);
  if (!media.reachable || !media.contentType.startsWith("image/"))
    throw new GraphError(400, 324, "(#324) Missing or invalid image file", undefined, "OAuthException");
  const published = bool(params.published) ?? true;
  const id = ctx.store.nextId();
  // alt_text_custom: "Accessible alt text for the photo" (https://developers.facebook.com/docs/graph-api/reference/page/photos/#Creating);
  // only that name is read, so an adapter sending Instagram's alt_text here would lose it, as on Facebook.
  const altText = params.alt_text_custom;
  ctx.store.photos.set(id, { id, pageId, url, published, ...(altText !== undefined ? { altText } : {}) });
  if (!published) return ok({ id });
  const post = createPost(ctx, pageId, { message: params.caption ?? params.message ?? "", "attached_media[0]": JSON.stringify({ media_fbid: id }) });
  return ok({ id, post_id: (post.body as { id: string }).id });
}

function newVideo(ctx: RouteContext, pageId: string, kind: PageVideo["kind"], description: string): PageVideo {
  const video: PageVideo = {
    id: ctx.store.nextId(),
    pageId,
    kind,
    description,
    published: false,
    uploaded: false,
    processingPollsLeft: ctx.options.videoProcessingPolls,
    failed: false,
    publishingPhase: "not_started",
    likes: 0,
    comments: 0,
    insights: { total_video_views: 0, total_video_views_unique: 0 },
    createdTime: now(),
  };
  ctx.store.videos.set(video.id, video);
  return video;
}

/** POST /{page}/videos with fbuploader_video_file_chunk=<handle>: the video is created and public at once. */
function createVideo(ctx: RouteContext, pageId: string, params: Record<string, string>): Reply {
  if (params.file_url !== undefined || params.upload_phase !== undefined) {
    throw invalidParameter("Upload the file with the Resumable Upload API and pass its handle as fbuploader_video_file_chunk");
  }
  const handle = required(params, "fbuploader_video_file_chunk");
  const session = [...ctx.store.uploads.values()].find((u) => u.handle === handle);
  if (!session) throw invalidParameter("fbuploader_video_file_chunk is not a valid uploaded file handle");
  if (!session.fileType.startsWith("video/")) throw new GraphError(400, 352, "(#352) Sorry, the video file you selected is in a format that we don't support.");
  if (bool(params.published) === false) throw invalidParameter("This fake publishes page videos only (published=false is for ads)");
  const video = newVideo(ctx, pageId, "video", params.description ?? "");
  video.fileHandle = handle;
  video.uploaded = true;
  video.published = true;
  video.publishingPhase = "complete";
  return ok({ id: video.id });
}

/** POST /{app-id}/uploads (User token): a Resumable Upload API session. */
function startUpload(ctx: RouteContext, params: Record<string, string>): Reply {
  const token = ctx.authorize();
  if (token.kind !== "user") throw new GraphError(400, 190, "(#190) This method must be called with a User access token");
  const fileLength = Number(required(params, "file_length"));
  if (!Number.isInteger(fileLength) || fileLength <= 0) throw invalidParameter("file_length must be a positive integer");
  const fileType = required(params, "file_type");
  if (!["application/pdf", "image/jpeg", "image/jpg", "image/png", "video/mp4"].includes(fileType))
    throw invalidParameter(`file_type ${fileType} is not supported`);
  required(params, "file_name");
  const id = `upload:${ctx.store.nextId()}`;
  ctx.store.uploads.set(id, { id, userId: token.subject, fileLength, fileType, received: 0 });
  return ok({ id });
}

/** POST /upload:<session> (header OAuth token and file_offset, the bytes as the body) → { h }; GET → { id, file_offset }. */
function uploadBytes(ctx: RouteContext, req: GraphRequest, sessionId: string): Reply {
  const session = ctx.store.uploads.get(sessionId);
  if (!session) throw unknownObject(sessionId);
  const token = ctx.authorize();
  if (token.kind !== "user" || token.subject !== session.userId) throw new GraphError(403, 200, "(#200) This upload session belongs to another user");
  if (req.method === "GET") return ok({ id: session.id, file_offset: session.received });
  const offset = Number(req.headers["file_offset"]);
  if (offset !== session.received) throw invalidParameter(`file_offset must be ${session.received}`);
  const bytes = req.bytes ?? Buffer.alloc(0);
  if (bytes.length === 0 || offset + bytes.length > session.fileLength) throw invalidParameter("The uploaded bytes do not fit the session's file_length");
  session.received += bytes.length;
  if (session.received < session.fileLength) return ok({ id: session.id, file_offset: session.received });
  session.handle ??= `4:${Buffer.from(session.id).toString("base64")}`;
  return ok({ h: session.handle });
}

/** video_reels and video_stories: upload_phase start | finish. */
function uploadPhases(ctx: RouteContext, pageId: string, kind: "reel" | "video_story", params: Record<string, string>, origin: string, version: string): Reply {
  const phase = required(params, "upload_phase");
  if (phase === "start") {
    const video = newVideo(ctx, pageId, kind, "");
    return ok({ video_id: video.id, upload_url: `${origin}/video-upload/${version}/${video.id}` });
  }
  if (phase !== "finish") throw invalidParameter("upload_phase must be start or finish");
  const video = ctx.store.videos.get(required(params, "video_id"));
  if (!video || video.pageId !== pageId || video.kind !== kind) throw invalidParameter("Invalid video_id");
  if (!video.uploaded) throw new GraphError(400, 6000, "There was a problem uploading your video file: the upload has not completed");
  if (video.publishingPhase === "complete") throw invalidParameter("This video has already been published");
  if (kind === "reel") {
    if (required(params, "video_state") !== "PUBLISHED" && params.video_state !== "DRAFT" && params.video_state !== "SCHEDULED")
      throw invalidParameter("video_state must be PUBLISHED, DRAFT or SCHEDULED");
    video.description = params.description ?? "";
  }
  video.publishingPhase = "complete";
  video.published = true;
  if (kind === "video_story") {
    const postId = ctx.store.nextId();
    ctx.store.stories.set(postId, { postId, pageId, mediaId: video.id, mediaType: "video", creationTime: now() });
    return ok({ success: true, post_id: postId });
  }
  return ok({ success: true });
}

function videoFields(video: PageVideo): Record<string, unknown> {
  const processing = video.failed ? "error" : video.processingPollsLeft > 0 ? "in_progress" : "complete";
  return {
    id: video.id,
    description: video.description,
    published: video.published,
    permalink_url: `/${video.pageId}/videos/${video.id}/`,
    status: {
      video_status: video.failed
        ? "error"
        : !video.uploaded
          ? "upload_pending"
          : processing === "complete"
            ? "ready"
            : video.kind === "video"
              ? "processing"
              : "upload_complete",
      uploading_phase: { status: video.uploaded ? "complete" : "not_started" },
      processing_phase: { status: processing },
      publishing_phase: { status: video.publishingPhase },
    },
    likes: { data: [], summary: { total_count: video.likes } },
    comments: { data: [], summary: { total_count: video.comments } },
  };
}

/** Facebook's invalid-metric refusal; a metric the object has no figure for is refused too (not enough data). */
function insightsReply(ctx: RouteContext, id: string, insights: Record<string, number>, metricParam: string, version: string | null): Reply {
  const metrics = metricParam.split(",");
  const allowed = allowedMetrics({ product: "facebook" }, version);
  for (const metric of metrics) {
    if (!allowed.includes(metric) || ctx.store.retiredMetrics.has(metric) || !(metric in insights))
      throw invalidParameter(`The value must be a valid insights metric (got ${metric})`);
  }
  return ok({
    data: metrics.map((name) => ({
      name,
      period: "lifetime",
      values: [{ value: insights[name] }],
      title: name,
      description: name,
      id: `${id}/insights/${name}/lifetime`,
    })),
  });
}

export async function facebookRoute(ctx: RouteContext, req: GraphRequest): Promise<Reply | undefined> {
  const [id, edge, extra] = req.segments;
  if (!id || extra !== undefined) return undefined;
  const { store } = ctx;
  if (id.startsWith("upload:") && edge === undefined) return uploadBytes(ctx, req, id);
  if (id === ctx.options.app.clientId && edge === "uploads" && req.method === "POST") return startUpload(ctx, req.params);

  const page = store.pages.get(id);
  if (page) {
    const token = ctx.authorize(id);
    const need = (permissions: readonly string[]) => checkPermissions("facebook", token, permissions);
    if (req.method === "POST") need(NEEDS.pagePublish);
    else if (edge === "videos") need(NEEDS.pageVideosRead);
    else if (edge !== undefined) need(NEEDS.pageRead);
    if (req.method === "POST" && edge === "feed") return createPost(ctx, id, req.params);
    if (req.method === "POST" && edge === "photos") return createPhoto(ctx, id, req.params);
    if (req.method === "POST" && edge === "videos") return createVideo(ctx, id, req.params);
    if (req.method === "POST" && edge === "video_reels") return uploadPhases(ctx, id, "reel", req.params, req.origin, req.version ?? "v23.0");
    if (req.method === "POST" && edge === "video_stories") return uploadPhases(ctx, id, "video_story", req.params, req.origin, req.version ?? "v23.0");
    if (req.method === "POST" && edge === "photo_stories") {
      const photo = store.photos.get(required(req.params, "photo_id"));
      if (!photo || photo.pageId !== id || photo.published) throw invalidParameter("photo_id must be an unpublished photo of this page");
      if ([...store.stories.values()].some((s) => s.mediaId === photo.id)) throw invalidParameter("This photo is already a story");
      const postId = store.nextId();
      store.stories.set(postId, { postId, pageId: id, mediaId: photo.id, mediaType: "photo", creationTime: now() });
      return ok({ success: true, post_id: postId });
    }
    // The feed lists the page's posts only: a video, processing or not, is never found there (stricter than
    // Meta, whose feed shows a video once it is processed and published; our reading). The videos edge lists
    // every published video, the ones still processing too, with their status
    // (https://developers.facebook.com/docs/video-api/guides/get-videos, /docs/graph-api/reference/video-status).
    if (req.method === "GET" && edge === "feed") {
      const limit = Number(req.params.limit ?? 25);
      const data = [...store.posts.values()]
        .filter((p) => p.pageId === id)
        .reverse()
        .slice(0, limit)
        .map((p) =>
          pick({ id: p.id, message: p.message || undefined, created_time: p.createdTime, permalink_url: p.permalinkUrl }, req.params.fields, [
            "message",
            "created_time",
          ]),
        );
      return ok({ data, paging: {} });
    }
    if (req.method === "GET" && edge === "videos") {
      const limit = Number(req.params.limit ?? 25);
      const data = [...store.videos.values()]
        .filter((v) => v.pageId === id && v.published)
        .reverse()
        .slice(0, limit)
        .map((v) =>
          pick(
            {
              id: v.id,
              description: v.description || undefined,
              created_time: v.createdTime,
              updated_time: v.createdTime,
              permalink_url: `/${v.pageId}/videos/${v.id}/`,
              status: videoFields(v).status,
            },
            req.params.fields,
            ["description", "updated_time"],
          ),
        );
      return ok({ data, paging: {} });
    }
    if (req.method === "GET" && edge === "stories") {
      const data = [...store.stories.values()]
        .filter((s) => s.pageId === id)
        .reverse()
        .map((s) => ({
          post_id: s.postId,
          status: "PUBLISHED",
          creation_time: s.creationTime,
          media_type: s.mediaType,
          media_id: s.mediaId,
          url: `https://www.facebook.com/stories/${s.postId}`,
        }));
      return ok({ data });
    }
    if (req.method === "GET" && edge === undefined) {
      const fields: Record<string, unknown> = { id, name: page.name };
      // A page token is handed out only to its admin's user token, which needs pages_show_list for it.
      if (token.kind === "user" && fieldNames(req.params.fields).includes("access_token")) {
        need(NEEDS.pageList);
        fields.access_token = store.livePageToken(page, token);
      }
      if (page.igUserId) fields.instagram_business_account = { id: page.igUserId };
      return ok(pick(fields, req.params.fields, ["name"]));
    }
    throw unknownObject(`${id}/${edge}`);
  }

  const post = store.posts.get(id);
  if (post) {
    const token = ctx.authorize(post.pageId);
    checkPermissions("facebook", token, edge === "insights" ? NEEDS.pageInsights : NEEDS.pageRead);
    if (req.method === "GET" && edge === undefined) {
      return ok(
        pick(
          {
            id,
            message: post.message || undefined,
            created_time: post.createdTime,
            permalink_url: post.permalinkUrl,
            shares: post.shares > 0 ? { count: post.shares } : undefined,
            comments: { data: [], summary: { total_count: post.comments, order: "ranked", can_comment: true } },
            reactions: { data: [], summary: { total_count: post.reactions, viewer_reaction: "NONE" } },
          },
          req.params.fields,
          ["message", "created_time"],
        ),
      );
    }
    if (req.method === "GET" && edge === "insights") return insightsReply(ctx, id, post.insights, required(req.params, "metric"), req.version);
    throw unknownObject(`${id}/${edge}`);
  }

  const video = store.videos.get(id);
  if (video) {
    const token = ctx.authorize(video.pageId);
    checkPermissions("facebook", token, req.method === "POST" ? NEEDS.pagePublish : edge === "video_insights" ? NEEDS.pageInsights : NEEDS.pageRead);
    if (req.method === "GET" && edge === undefined) {
      if (video.uploaded && video.processingPollsLeft > 0) video.processingPollsLeft--;
      return ok(pick(videoFields(video), req.params.fields, ["description"]));
    }
    if (req.method === "POST" && edge === undefined) {
      // Not a documented way to publish: refused, so an adapter going back to it fails its tests.
      if (req.params.published !== undefined) throw invalidParameter("published is not a parameter of a video update; publish through POST /{page-id}/videos");
      if (req.params.description !== undefined) video.description = req.params.description;
      return ok({ success: true });
    }
    if (req.method === "GET" && edge === "video_insights") return insightsReply(ctx, id, video.insights, required(req.params, "metric"), req.version);
    throw unknownObject(`${id}/${edge}`);
  }

  const photo = store.photos.get(id);
  if (photo) {
    checkPermissions("facebook", ctx.authorize(photo.pageId), NEEDS.pageRead);
    if (req.method === "GET" && edge === undefined) return ok(pick({ id, published: photo.published, link: photo.url }, req.params.fields, ["id"]));
    throw unknownObject(`${id}/${edge}`);
  }
  return undefined;
}

/** POST /video-upload/{version}/{video-id} with `Authorization: OAuth <token>` and a `file_url` header. */
export async function ruploadRoute(ctx: RouteContext, videoId: string, headers: GraphRequest["headers"]): Promise<Reply> {
  const video = ctx.store.videos.get(videoId);
  if (!video) throw unknownObject(videoId);
  checkPermissions("facebook", ctx.authorize(video.pageId), NEEDS.pagePublish);
  const fileUrl = headers["file_url"];
  if (typeof fileUrl !== "string" || fileUrl === "") {
    throw new GraphError(400, 100, "(#100) Either a file_url header or the file bytes with offset and file_size headers are required");
  }
  if (!(await ctx.checkMedia(fileUrl)).reachable) {
    throw new GraphError(400, 6000, "There was a problem uploading your video file: it could not be fetched from file_url");
  }
  video.fileUrl = fileUrl;
  video.uploaded = true;
  return ok({ success: true });
}
