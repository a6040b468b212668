// Instagram content publishing on the fake: containers (POST /{ig-user}/media), status reads, media_publish,
// the media and stories edges, media fields and insights — with Graph's checks and error bodies.
import { GraphError, type GraphRequest, invalidParameter, ok, pick, type Reply, required, type RouteContext, bool, unknownObject } from "./http";
import { allowedMetrics, insightsAnswer } from "./insights-metrics";
import { checkPermissions, NEEDS } from "./permissions";
import type { Container, PublishedMedia } from "./store";

function parseJson(name: string, value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw invalidParameter(`Param ${name} must be a JSON array`);
  }
}

function checkUserTags(value: string | undefined, positioned: boolean): void {
  const tags = parseJson("user_tags", value);
  if (tags === undefined) return;
  if (!Array.isArray(tags)) throw invalidParameter("Param user_tags must be an array");
  for (const tag of tags as Record<string, unknown>[]) {
    if (typeof tag?.username !== "string") throw invalidParameter("Each user tag needs a username");
    if (positioned && (typeof tag.x !== "number" || typeof tag.y !== "number" || tag.x < 0 || tag.x > 1 || tag.y < 0 || tag.y > 1)) {
      throw invalidParameter("Image user tags need x and y between 0 and 1");
    }
  }
}

async function requireReachable(ctx: RouteContext, url: string, kind: "image" | "video"): Promise<boolean> {
  const media = await ctx.checkMedia(url);
  if (!media.reachable) {
    if (kind === "image")
      throw new GraphError(400, 9004, "Media download has failed. The media URI doesn't meet our requirements.", 2207052, "OAuthException", {
        is_transient: false,
        error_user_title: "Media download failed",
      });
    return false;
  }
  if (kind === "image" && media.contentType !== "image/jpeg") {
    throw new GraphError(400, 9004, "The media format is not supported. Only JPEG images are supported.", 2207005);
  }
  return true;
}

async function createContainer(ctx: RouteContext, igUserId: string, params: Record<string, string>): Promise<Reply> {
  const mediaType = params.media_type ?? "IMAGE";
  const isCarouselItem = bool(params.is_carousel_item) ?? false;
  const caption = params.caption ?? "";
  if ([...caption].length > 2200) throw new GraphError(400, 100, "(#100) The caption is too long. Captions can be at most 2200 characters.", 2207010);
  const collaborators = parseJson("collaborators", params.collaborators);
  if (collaborators !== undefined && (!Array.isArray(collaborators) || collaborators.length > 3))
    throw invalidParameter("collaborators must be a list of at most 3 usernames");
  bool(params.share_to_feed);
  bool(params.is_ai_generated);
  if (isCarouselItem && params.is_ai_generated !== undefined) throw invalidParameter("is_ai_generated can only be set on the carousel container");
  if (params.thumb_offset !== undefined && !/^\d+$/.test(params.thumb_offset)) throw invalidParameter("thumb_offset must be a number of milliseconds");
  // alt_text is for images: feed images and carousel images, not reels, videos or stories
  // (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media, alt_text).
  if (params.alt_text !== undefined && mediaType !== "IMAGE") throw invalidParameter("alt_text is only supported for image posts");
  const trial = parseJson("trial_params", params.trial_params) as { graduation_strategy?: string } | undefined;
  if (trial !== undefined && !["MANUAL", "SS_PERFORMANCE"].includes(trial?.graduation_strategy ?? ""))
    throw invalidParameter("trial_params.graduation_strategy must be MANUAL or SS_PERFORMANCE");
  if (trial !== undefined && mediaType !== "REELS") throw invalidParameter("trial_params only applies to REELS");

  let kind: "image" | "video" | "carousel";
  let url: string | undefined;
  switch (mediaType) {
    case "IMAGE":
      url = required(params, "image_url");
      kind = "image";
      checkUserTags(params.user_tags, true);
      break;
    case "VIDEO":
      if (!isCarouselItem) throw invalidParameter("The VIDEO media type is only supported for carousel items; use REELS", 2207023);
      url = required(params, "video_url");
      kind = "video";
      break;
    case "REELS":
      url = required(params, "video_url");
      kind = "video";
      checkUserTags(params.user_tags, false);
      if (params.cover_url !== undefined && !(await ctx.checkMedia(params.cover_url)).reachable) {
        throw new GraphError(400, 9004, "Media download has failed. The cover URI doesn't meet our requirements.", 2207052);
      }
      break;
    case "STORIES":
      url = params.image_url ?? params.video_url;
      if (!url) throw invalidParameter("The parameter image_url or video_url is required");
      kind = params.image_url ? "image" : "video";
      break;
    case "CAROUSEL": {
      kind = "carousel";
      const children = required(params, "children").split(",").filter(Boolean);
      if (children.length < 2 || children.length > 10) throw new GraphError(400, 100, "(#100) A carousel needs 2 to 10 children", 2207028);
      for (const childId of children) {
        const child = ctx.store.containers.get(childId);
        if (!child || child.ownerId !== igUserId || !child.isCarouselItem)
          throw invalidParameter(`Child ${childId} is not a carousel item container of this account`);
        if (child.status === "IN_PROGRESS") throw new GraphError(400, 9007, "The media is not ready for publishing, please wait for a moment", 2207027);
        if (child.status !== "FINISHED") throw invalidParameter(`Child ${childId} is ${child.status}`);
      }
      break;
    }
    default:
      throw invalidParameter(`media_type must be one of IMAGE, VIDEO, REELS, STORIES, CAROUSEL (got ${mediaType})`);
  }

  const reachable = url ? await requireReachable(ctx, url, kind === "image" ? "image" : "video") : true;
  const injected = ctx.nextContainerOutcome();
  const container: Container = {
    id: ctx.store.nextId(),
    product: "instagram",
    ownerId: igUserId,
    params,
    mediaType,
    status: "IN_PROGRESS",
    pollsLeft: injected?.polls ?? (kind === "video" ? ctx.options.videoProcessingPolls : ctx.options.imageProcessingPolls),
    settlesAs: reachable ? (injected?.settlesAs ?? "FINISHED") : "ERROR",
    errorDetail: reachable ? injected?.detail : "ERROR: Media download has failed. The media URI doesn't meet our requirements. (2207052)",
    isCarouselItem,
  };
  if (container.pollsLeft <= 0) container.status = container.settlesAs;
  ctx.store.containers.set(container.id, container);
  return ok({ id: container.id });
}

function readContainer(container: Container, fields: string | undefined): Reply {
  if (container.status === "IN_PROGRESS") {
    container.pollsLeft--;
    if (container.pollsLeft <= 0) container.status = container.settlesAs;
  }
  const status =
    container.status === "ERROR"
      ? (container.errorDetail ?? "ERROR")
      : container.status === "IN_PROGRESS"
        ? "In Progress"
        : container.status === "FINISHED"
          ? "Finished"
          : container.status;
  return ok(pick({ id: container.id, status_code: container.status, status }, fields, ["status_code"]));
}

function publish(ctx: RouteContext, igUserId: string, params: Record<string, string>): Reply {
  const creationId = required(params, "creation_id");
  const container = ctx.store.containers.get(creationId);
  if (!container || container.ownerId !== igUserId || container.product !== "instagram") throw invalidParameter(`Invalid creation_id ${creationId}`);
  if (container.isCarouselItem) throw invalidParameter("A carousel item cannot be published on its own");
  if (container.status === "IN_PROGRESS") throw new GraphError(400, 9007, "The media is not ready for publishing, please wait for a moment", 2207027);
  if (container.status === "PUBLISHED") throw invalidParameter("This media container has already been published");
  if (container.status === "EXPIRED") throw new GraphError(400, 9004, "The media container has expired", 2207008);
  if (container.status === "ERROR") throw invalidParameter("The media container failed processing and cannot be published");
  const published = [...ctx.store.media.values()].filter((m) => m.ownerId === igUserId).length;
  if (published >= ctx.options.publishLimit)
    throw new GraphError(400, 9, "Application request limit reached", 2207042, "OAuthException", { error_user_title: "Maximum number of posts reached" });

  const id = ctx.store.nextId();
  const shortcode = Buffer.from(id).toString("base64url").slice(0, 11);
  const productType = container.mediaType === "STORIES" ? "STORY" : container.mediaType === "REELS" ? "REELS" : "FEED";
  const media: PublishedMedia = {
    id,
    product: "instagram",
    ownerId: igUserId,
    containerId: container.id,
    text: container.params.caption ?? "",
    mediaType:
      container.mediaType === "CAROUSEL" ? "CAROUSEL_ALBUM" : container.mediaType === "REELS" ? "VIDEO" : container.params.video_url ? "VIDEO" : "IMAGE",
    productType,
    timestamp: new Date().toISOString().replace(/\.\d+Z$/, "+0000"),
    permalink:
      productType === "STORY"
        ? `https://www.instagram.com/stories/${ctx.store.igUsers.get(igUserId)?.username}/${id}/`
        : `https://www.instagram.com/${productType === "REELS" ? "reel" : "p"}/${shortcode}/`,
    insights: { views: 0, reach: 0, saved: 0, likes: 0, comments: 0, shares: 0, replies: 0 },
    params: container.params,
  };
  ctx.store.media.set(id, media);
  container.status = "PUBLISHED";
  container.publishedMediaId = id;
  return ok({ id });
}

function listMedia(ctx: RouteContext, igUserId: string, params: Record<string, string>, stories: boolean): Reply {
  const limit = Number(params.limit ?? 25);
  const data = [...ctx.store.media.values()]
    .filter((m) => m.product === "instagram" && m.ownerId === igUserId && (m.productType === "STORY") === stories)
    .reverse()
    .slice(0, limit)
    .map((m) => pick(mediaFields(m), params.fields, ["id"]));
  return ok({ data, paging: { cursors: { before: "QVFI", after: "QVFI" } } });
}

function mediaFields(m: PublishedMedia): Record<string, unknown> {
  return {
    id: m.id,
    caption: m.text || undefined,
    media_type: m.mediaType,
    media_product_type: m.productType,
    permalink: m.permalink,
    timestamp: m.timestamp,
    is_ai_generated: m.params.is_ai_generated === "true",
  };
}

export async function instagramRoute(ctx: RouteContext, req: GraphRequest): Promise<Reply | undefined> {
  const [id, edge, extra] = req.segments;
  if (!id || extra !== undefined) return undefined;
  const { store } = ctx;

  if (store.igUsers.has(id)) {
    const token = ctx.authorize(id);
    checkPermissions("instagram", token, req.method === "POST" ? NEEDS.igPublish : edge === "stories" ? NEEDS.igInsights : NEEDS.igRead);
    if (req.method === "POST" && edge === "media") return createContainer(ctx, id, req.params);
    if (req.method === "POST" && edge === "media_publish") return publish(ctx, id, req.params);
    if (req.method === "GET" && edge === "media") return listMedia(ctx, id, req.params, false);
    if (req.method === "GET" && edge === "stories") return listMedia(ctx, id, req.params, true);
    if (req.method === "GET" && edge === undefined) {
      const user = store.igUsers.get(id)!;
      return ok(pick({ id, username: user.username, name: user.username }, req.params.fields, ["id"]));
    }
    throw unknownObject(`${id}/${edge}`);
  }

  const container = store.containers.get(id);
  if (container?.product === "instagram") {
    checkPermissions("instagram", ctx.authorize(container.ownerId), NEEDS.igPublish);
    if (req.method === "GET" && edge === undefined) return readContainer(container, req.params.fields);
    throw unknownObject(`${id}/${edge}`);
  }

  const media = store.media.get(id);
  if (media?.product === "instagram") {
    checkPermissions("instagram", ctx.authorize(media.ownerId), edge === "insights" ? NEEDS.igInsights : NEEDS.igRead);
    if (req.method === "GET" && edge === undefined) return ok(pick(mediaFields(media), req.params.fields, ["id"]));
    if (req.method === "GET" && edge === "insights") {
      const allowed = allowedMetrics({ product: "instagram", productType: media.productType }, req.version);
      return insightsAnswer(media.id, required(req.params, "metric"), allowed, store.retiredMetrics, media.insights);
    }
    throw unknownObject(`${id}/${edge}`);
  }
  return undefined;
}
