// Instagram (professional accounts, Instagram API with Facebook Login on graph.facebook.com). The account's
// platformAccountId is the IG user id; its access token a long-lived user token of the page admin.
//
// Phases: prepare creates the container (carousels: the children first), poll waits for FINISHED (and makes
// the carousel container once its children are done: containers are not public, so this is safe to
// repeat), publish calls media_publish once, findExisting reads the container: PUBLISHED means the
// interrupted publish went through.
import { z } from "zod";
import { PlatformAuthExpiredError, PlatformError, PlatformInvalidContentError } from "../errors";
import { GraphClient } from "../meta/graph-client";
import { assertUsable, createdId, insightValues, insightsAnswer, readContainer } from "../meta/containers";
import { exchangeFacebookUserToken } from "../meta/token-exchange";
import type { AccountContext, AdapterState, PrepareResult, FindExistingResult, PhaseContext, PlatformAdapter, PostMetrics, PublishedItem } from "../types";
import { EMPTY_METRICS } from "../types";
import { validateInstagram } from "./validate";
import { readInstagramOptions } from "./options";
import { carouselChildParams, carouselParams, instagramKind, type InstagramKind, reelParams, singleImageParams, storyParams } from "./containers";

/** How long the pipeline waits between polls: images are usually ready at once, videos take a while. */
const IMAGE_POLL_MS = 2_000;
const VIDEO_POLL_MS = 10_000;

interface InstagramState {
  kind?: InstagramKind;
  containerId?: string;
  childIds?: string[];
  /** ISO time prepare() started: recent media newer than this are candidates in findExisting(). */
  preparedAt?: string;
}

function readState(state: AdapterState): InstagramState {
  return state as InstagramState;
}

function toState(state: InstagramState): AdapterState {
  return JSON.parse(JSON.stringify(state)) as AdapterState;
}

function clientFor(account: AccountContext, signal: AbortSignal): GraphClient {
  const token = account.credentials.accessToken;
  if (!token) throw new PlatformAuthExpiredError("the Instagram account has no access token; reconnect it");
  return new GraphClient({ product: "instagram", accessToken: token, signal });
}

const mediaList = z.object({
  data: z.array(z.object({ id: z.string(), caption: z.string().optional(), permalink: z.string().optional(), timestamp: z.string().optional() })),
});
const permalinkAnswer = z.object({ id: z.string(), permalink: z.string().optional() });

async function permalinkOf(client: GraphClient, mediaId: string): Promise<string | null> {
  try {
    return (await client.get(mediaId, { fields: "id,permalink" }, permalinkAnswer)).permalink ?? null;
  } catch {
    // The post exists; a missing permalink is not worth failing a published row over.
    return null;
  }
}

function hasVideo(ctx: PhaseContext): boolean {
  return ctx.input.media.some((m) => m.kind === "video");
}

/** Finds the media an interrupted media_publish created: same caption (or, for a story, the newest story) since prepare. */
async function locatePublishedMedia(client: GraphClient, ctx: PhaseContext, state: InstagramState): Promise<PublishedItem | null> {
  const userId = ctx.account.platformAccountId;
  const edge = state.kind === "story" ? "stories" : "media";
  const list = await client.get(`${userId}/${edge}`, { fields: "id,caption,permalink,timestamp", limit: 25 }, mediaList);
  const since = state.preparedAt ? Date.parse(state.preparedAt) - 60_000 : 0;
  const match = list.data.find((media) => {
    const recent = !media.timestamp || Date.parse(media.timestamp) >= since;
    return recent && (state.kind === "story" || (media.caption ?? "") === ctx.input.text);
  });
  if (!match) return null;
  return { remotePostId: match.id, remotePublishId: state.containerId ?? null, remotePermalink: match.permalink ?? null };
}

export const instagramAdapter: PlatformAdapter = {
  platform: "instagram",

  validate: validateInstagram,

  async prepare(ctx): Promise<PrepareResult> {
    const state = readState(ctx.state);
    if (state.containerId) return {};
    const client = clientFor(ctx.account, ctx.signal);
    const options = readInstagramOptions(ctx.input.options);
    const kind = instagramKind(ctx.input);
    const userId = ctx.account.platformAccountId;
    const preparedAt = state.preparedAt ?? new Date().toISOString();

    if (kind === "carousel") {
      const childIds = [...(state.childIds ?? [])];
      for (let index = childIds.length; index < ctx.input.media.length; index++) {
        const child = await client.post(`${userId}/media`, carouselChildParams(ctx.input.media[index], index, options), createdId);
        childIds.push(child.id);
      }
      return { state: toState({ kind, childIds, preparedAt }) };
    }
    const params = kind === "story" ? storyParams(ctx.input, options) : kind === "reel" ? reelParams(ctx.input, options) : singleImageParams(ctx.input, options);
    const container = await client.post(`${userId}/media`, params, createdId);
    return { state: toState({ kind, containerId: container.id, preparedAt }) };
  },

  async poll(ctx) {
    const state = readState(ctx.state);
    const client = clientFor(ctx.account, ctx.signal);
    const waitMs = hasVideo(ctx) ? VIDEO_POLL_MS : IMAGE_POLL_MS;

    if (!state.containerId) {
      if (state.kind !== "carousel" || !state.childIds) {
        throw new PlatformInvalidContentError("Instagram has no media container for this post; publish it again");
      }
      for (const childId of state.childIds) {
        if (!assertUsable(client, await readContainer(client, childId))) return { status: "pending", checkAfterMs: waitMs };
      }
      const options = readInstagramOptions(ctx.input.options);
      const carousel = await client.post(`${ctx.account.platformAccountId}/media`, carouselParams(ctx.input, options, state.childIds), createdId);
      return { status: "pending", checkAfterMs: IMAGE_POLL_MS, state: { containerId: carousel.id } };
    }

    const reading = await readContainer(client, state.containerId);
    return assertUsable(client, reading) ? { status: "ready" } : { status: "pending", checkAfterMs: waitMs };
  },

  async publish(ctx) {
    const state = readState(ctx.state);
    if (!state.containerId) throw new PlatformInvalidContentError("Instagram has no media container for this post; publish it again");
    const client = clientFor(ctx.account, ctx.signal);
    const published = await client.post(`${ctx.account.platformAccountId}/media_publish`, { creation_id: state.containerId }, createdId);
    const item: PublishedItem = {
      remotePostId: published.id,
      remotePublishId: state.containerId,
      remotePermalink: await permalinkOf(client, published.id),
    };
    return { item, more: false };
  },

  async findExisting(ctx): Promise<FindExistingResult> {
    const state = readState(ctx.state);
    if (!state.containerId) return { status: "absent" };
    const client = clientFor(ctx.account, ctx.signal);
    const reading = await readContainer(client, state.containerId);
    if (reading.state !== "PUBLISHED") return { status: "absent" };
    const item = await locatePublishedMedia(client, ctx, state);
    if (!item) {
      return {
        status: "unknown",
        reason: `Instagram reports container ${state.containerId} as published, but the post was not found among the account's recent media; check the account before publishing again`,
      };
    }
    return { status: "found", item, more: false };
  },

  async fetchMetrics(ref, account, signal): Promise<PostMetrics> {
    const client = clientFor(account, signal);
    const story = readState(ref.state).kind === "story";
    const metric = story ? "views,reach,replies,shares" : "views,reach,saved,likes,comments,shares";
    let values: Map<string, number>;
    try {
      values = insightValues(await client.get(`${ref.remotePostId}/insights`, { metric }, insightsAnswer));
    } catch (error) {
      if (error instanceof PlatformError && /not enough viewers/i.test(error.message)) return { ...EMPTY_METRICS };
      throw error;
    }
    const pick = (name: string) => values.get(name) ?? null;
    return {
      ...EMPTY_METRICS,
      views: pick("views"),
      reach: pick("reach"),
      likes: story ? null : pick("likes"),
      comments: story ? pick("replies") : pick("comments"),
      shares: pick("shares"),
      saves: story ? null : pick("saved"),
    };
  },

  async refreshToken(account, signal) {
    const token = account.credentials.accessToken;
    if (!token) throw new PlatformAuthExpiredError("the Instagram account has no access token; reconnect it");
    return exchangeFacebookUserToken("instagram", token, signal);
  },
};
