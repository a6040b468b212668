// Threads publishing on the fake: POST /{user}/threads containers (TEXT, IMAGE, VIDEO, CAROUSEL, replies,
// quotes), status reads, threads_publish, the user's threads, replies, media fields and insights.
import { GraphError, type GraphRequest, invalidParameter, ok, pick, type Reply, required, type RouteContext, bool, unknownObject } from "./http";
import { allowedMetrics, insightsAnswer } from "./insights-metrics";
import { checkPermissions, NEEDS } from "./permissions";
import type { Container, PublishedMedia } from "./store";

const REPLY_CONTROL = ["everyone", "accounts_you_follow", "mentioned_only", "parent_post_author_only", "followers_only"];
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Threads counts characters, an emoji as its UTF-8 bytes. */
function threadsLength(text: string): number {
  let length = 0;
  for (const { segment } of segmenter.segment(text)) length += /\p{Extended_Pictographic}/u.test(segment) ? Buffer.byteLength(segment) : [...segment].length;
  return length;
}

async function createContainer(ctx: RouteContext, userId: string, params: Record<string, string>): Promise<Reply> {
  const mediaType = required(params, "media_type");
  const isCarouselItem = bool(params.is_carousel_item) ?? false;
  const text = params.text ?? "";
  if (threadsLength(text) > 500) throw new GraphError(400, 100, "(#100) The text must be at most 500 characters long.", 2207010);
  if (params.reply_control !== undefined && !REPLY_CONTROL.includes(params.reply_control))
    throw invalidParameter(`reply_control must be one of ${REPLY_CONTROL.join(", ")}`);
  // alt_text: images and videos only, at most 1,000 characters (https://developers.facebook.com/docs/threads/reference/publishing,
  // POST /{threads-user-id}/threads, alt_text).
  if (params.alt_text !== undefined && mediaType !== "IMAGE" && mediaType !== "VIDEO") throw invalidParameter("alt_text is only supported on IMAGE and VIDEO");
  if (params.alt_text !== undefined && [...params.alt_text].length > 1000) throw invalidParameter("alt_text must be at most 1000 characters");
  if (params.link_attachment !== undefined && mediaType !== "TEXT") throw invalidParameter("link_attachment is only supported on TEXT posts");
  if (params.topic_tag !== undefined && (params.topic_tag.length > 50 || /[.&]/.test(params.topic_tag)))
    throw invalidParameter("topic_tag must be 1-50 characters without periods or ampersands");
  if (params.allowlisted_country_codes !== undefined && !params.allowlisted_country_codes.split(",").every((c) => /^[A-Z]{2}$/.test(c))) {
    throw invalidParameter("allowlisted_country_codes must be ISO 3166-1 alpha-2 codes");
  }
  for (const ref of ["reply_to_id", "quote_post_id"] as const) {
    const target = params[ref];
    if (target !== undefined && store(ctx).media.get(target)?.product !== "threads") throw invalidParameter(`${ref} ${target} is not a published Threads post`);
  }

  let polls = ctx.options.imageProcessingPolls;
  let reachable = true;
  switch (mediaType) {
    case "TEXT":
      if (text.trim() === "") throw invalidParameter("The parameter text is required for TEXT posts");
      polls = 0;
      break;
    case "IMAGE": {
      const media = await ctx.checkMedia(required(params, "image_url"));
      reachable = media.reachable;
      if (reachable && !/^image\/(jpeg|png)$/.test(media.contentType))
        throw new GraphError(400, 9004, "The media format is not supported; use JPEG or PNG", 2207005);
      break;
    }
    case "VIDEO":
      reachable = (await ctx.checkMedia(required(params, "video_url"))).reachable;
      polls = ctx.options.videoProcessingPolls;
      break;
    case "CAROUSEL": {
      const children = required(params, "children").split(",").filter(Boolean);
      if (children.length < 2 || children.length > 20) throw invalidParameter("A carousel needs 2 to 20 children", 2207028);
      for (const childId of children) {
        const child = ctx.store.containers.get(childId);
        if (!child || child.ownerId !== userId || !child.isCarouselItem) throw invalidParameter(`Child ${childId} is not a carousel item of this account`);
        if (child.status !== "FINISHED") throw new GraphError(400, 9007, "The media is not ready for publishing, please wait for a moment", 2207027);
      }
      break;
    }
    default:
      throw invalidParameter(`media_type must be one of TEXT, IMAGE, VIDEO, CAROUSEL (got ${mediaType})`);
  }

  const injected = ctx.nextContainerOutcome();
  const container: Container = {
    id: ctx.store.nextId(),
    product: "threads",
    ownerId: userId,
    params,
    mediaType,
    status: "IN_PROGRESS",
    pollsLeft: injected?.polls ?? polls,
    settlesAs: reachable ? (injected?.settlesAs ?? "FINISHED") : "ERROR",
    errorDetail: reachable ? injected?.detail : "Media could not be fetched from this URI",
    isCarouselItem,
  };
  if (container.pollsLeft <= 0) container.status = container.settlesAs;
  ctx.store.containers.set(container.id, container);
  return ok({ id: container.id });
}

function store(ctx: RouteContext) {
  return ctx.store;
}

function publish(ctx: RouteContext, userId: string, params: Record<string, string>): Reply {
  const creationId = required(params, "creation_id");
  const container = ctx.store.containers.get(creationId);
  if (!container || container.ownerId !== userId || container.product !== "threads") throw invalidParameter(`Invalid creation_id ${creationId}`);
  if (container.status === "IN_PROGRESS") throw new GraphError(400, 9007, "The media is not ready for publishing, please wait for a moment", 2207027);
  if (container.status === "PUBLISHED") throw invalidParameter("This media container has already been published");
  if (container.status !== "FINISHED") throw invalidParameter(`The container is ${container.status} and cannot be published`);
  const count = [...ctx.store.media.values()].filter((m) => m.ownerId === userId).length;
  if (count >= ctx.options.publishLimit) throw new GraphError(400, 9, "You have reached the limit of 250 posts in 24 hours", 2207042);

  const id = ctx.store.nextId();
  const username = ctx.store.threadsUsers.get(userId)?.username ?? "user";
  const media: PublishedMedia = {
    id,
    product: "threads",
    ownerId: userId,
    containerId: container.id,
    text: container.params.text ?? "",
    mediaType: container.mediaType === "CAROUSEL" ? "CAROUSEL_ALBUM" : container.mediaType === "TEXT" ? "TEXT_POST" : container.mediaType,
    productType: "FEED",
    replyToId: container.params.reply_to_id,
    timestamp: new Date().toISOString().replace(/\.\d+Z$/, "+0000"),
    permalink: `https://www.threads.net/@${username}/post/${Buffer.from(id).toString("base64url").slice(0, 11)}`,
    insights: { views: 0, likes: 0, replies: 0, reposts: 0, quotes: 0, shares: 0 },
    params: container.params,
  };
  ctx.store.media.set(id, media);
  container.status = "PUBLISHED";
  container.publishedMediaId = id;
  return ok({ id });
}

function mediaFields(ctx: RouteContext, m: PublishedMedia): Record<string, unknown> {
  return {
    id: m.id,
    text: m.text || undefined,
    media_type: m.mediaType,
    permalink: m.permalink,
    timestamp: m.timestamp,
    username: ctx.store.threadsUsers.get(m.ownerId)?.username,
    is_reply: m.replyToId !== undefined,
    is_quote_post: m.params.quote_post_id !== undefined,
    topic_tag: m.params.topic_tag,
    reply_audience: m.params.reply_control?.toUpperCase(),
  };
}

function list(ctx: RouteContext, items: PublishedMedia[], params: Record<string, string>): Reply {
  const limit = Number(params.limit ?? 25);
  return ok({
    data: items
      .reverse()
      .slice(0, limit)
      .map((m) => pick(mediaFields(ctx, m), params.fields, ["id"])),
    paging: { cursors: { before: "QVFI", after: "QVFI" } },
  });
}

export async function threadsRoute(ctx: RouteContext, req: GraphRequest): Promise<Reply | undefined> {
  const [rawId, edge, extra] = req.segments;
  if (!rawId || extra !== undefined) return undefined;
  const { store: graph } = ctx;
  const id = rawId === "me" && ctx.token?.product === "threads" ? ctx.token.subject : rawId;

  if (graph.threadsUsers.has(id)) {
    const token = ctx.authorize(id);
    const replying = req.method === "POST" && edge === "threads" && req.params.reply_to_id !== undefined;
    checkPermissions("threads", token, replying ? NEEDS.threadsReply : req.method === "POST" ? NEEDS.threadsPublish : NEEDS.threadsRead);
    if (req.method === "POST" && edge === "threads") return createContainer(ctx, id, req.params);
    if (req.method === "POST" && edge === "threads_publish") return publish(ctx, id, req.params);
    if (req.method === "GET" && edge === "threads")
      return list(
        ctx,
        [...graph.media.values()].filter((m) => m.product === "threads" && m.ownerId === id && !m.replyToId),
        req.params,
      );
    if (req.method === "GET" && edge === undefined) {
      const user = graph.threadsUsers.get(id)!;
      return ok(
        pick(
          { id, username: user.username, name: user.username, threads_profile_picture_url: `https://example.test/${user.username}.jpg` },
          req.params.fields,
          ["id"],
        ),
      );
    }
    throw unknownObject(`${id}/${edge}`);
  }

  const container = graph.containers.get(id);
  if (container?.product === "threads") {
    checkPermissions("threads", ctx.authorize(container.ownerId), NEEDS.threadsRead);
    if (req.method !== "GET" || edge !== undefined) throw unknownObject(`${id}/${edge}`);
    if (container.status === "IN_PROGRESS") {
      container.pollsLeft--;
      if (container.pollsLeft <= 0) container.status = container.settlesAs;
    }
    return ok(
      pick({ id, status: container.status, error_message: container.status === "ERROR" ? container.errorDetail : undefined }, req.params.fields, ["status"]),
    );
  }

  const media = graph.media.get(id);
  if (media?.product === "threads") {
    const token = ctx.authorize(media.ownerId);
    checkPermissions("threads", token, edge === "replies" ? NEEDS.threadsReadReplies : edge === "insights" ? NEEDS.threadsInsights : NEEDS.threadsRead);
    if (req.method === "GET" && edge === undefined) return ok(pick(mediaFields(ctx, media), req.params.fields, ["id"]));
    if (req.method === "GET" && edge === "replies")
      return list(
        ctx,
        [...graph.media.values()].filter((m) => m.replyToId === id),
        req.params,
      );
    if (req.method === "GET" && edge === "insights")
      return insightsAnswer(id, required(req.params, "metric"), allowedMetrics({ product: "threads" }, req.version), graph.retiredMetrics, media.insights);
    throw unknownObject(`${id}/${edge}`);
  }
  return undefined;
}
