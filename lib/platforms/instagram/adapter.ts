// Instagram (professional accounts, Instagram API with Facebook Login on graph.facebook.com). The account's
// platformAccountId is the IG user id; its access token a long-lived user token of the page admin.
//
// Phases: prepare creates the container (carousels: the children first), poll waits for FINISHED (and makes
// the carousel container once its children are done: containers are not public, so this is safe to
// repeat), publish calls media_publish once, findExisting reads the container: PUBLISHED means the
// interrupted publish went through.
import { z } from "zod";
import { InsightsNotReadyError } from "../meta/graph-errors";
import type { GraphClient } from "../meta/graph-client";
import { readInsights } from "../meta/insights";
import {
  accessTokenOf,
  createContainers,
  graphClientFor,
  isContainerPublished,
  permalinkOf,
  pollContainers,
  publishContainer,
  requireContainer,
  toAdapterState,
  type ContainerFlowState,
} from "../meta/container-flow";
import { graphFirstComment } from "../meta/first-comment";
import { exchangeFacebookUserToken } from "../meta/token-exchange";
import type { AccountContext, AdapterState, PrepareResult, FindExistingResult, PhaseContext, PlatformAdapter, PostMetrics, PublishedItem } from "../types";
import { EMPTY_METRICS } from "../types";
import { validateInstagram } from "./validate";
import { readInstagramOptions } from "./options";
import { carouselChildParams, carouselParams, instagramKind, type InstagramKind, reelParams, singleImageParams, storyParams } from "./containers";

const WHO = "the Instagram account";

/**
 * Media insights of the Graph version in use (v23.0) for feed posts, carousels and reels, and for stories
 * (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights): views replaced
 * impressions and plays, retired from v22.0.
 */
export const INSTAGRAM_MEDIA_METRICS = ["views", "reach", "saved", "likes", "comments", "shares"];
export const INSTAGRAM_STORY_METRICS = ["views", "reach", "replies", "shares"];

interface InstagramState extends ContainerFlowState {
  kind?: InstagramKind;
}

function readState(state: AdapterState): InstagramState {
  return state as InstagramState;
}

function clientFor(account: AccountContext, signal: AbortSignal): GraphClient {
  return graphClientFor("instagram", account, signal, WHO);
}

function mediaEdge(ctx: PhaseContext, client: GraphClient) {
  return { client, path: `${ctx.account.platformAccountId}/media` };
}

const mediaList = z.object({
  data: z.array(z.object({ id: z.string(), caption: z.string().optional(), permalink: z.string().optional(), timestamp: z.string().optional() })),
});

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
    const made = await createContainers(
      mediaEdge(ctx, client),
      state,
      kind === "carousel"
        ? { carousel: true, childParams: ctx.input.media.map((media, index) => carouselChildParams(media, index, options)) }
        : {
            carousel: false,
            params:
              kind === "story" ? storyParams(ctx.input, options) : kind === "reel" ? reelParams(ctx.input, options) : singleImageParams(ctx.input, options),
          },
    );
    return { state: toAdapterState({ kind, ...made }) };
  },

  async poll(ctx) {
    const state = readState(ctx.state);
    const options = readInstagramOptions(ctx.input.options);
    return pollContainers(
      mediaEdge(ctx, clientFor(ctx.account, ctx.signal)),
      ctx,
      { ...state, carousel: state.kind === "carousel", network: "Instagram" },
      (childIds) => carouselParams(ctx.input, options, childIds),
    );
  },

  async publish(ctx) {
    const containerId = requireContainer(readState(ctx.state), "Instagram");
    const client = clientFor(ctx.account, ctx.signal);
    const postId = await publishContainer(client, `${ctx.account.platformAccountId}/media_publish`, containerId);
    const item: PublishedItem = { remotePostId: postId, remotePublishId: containerId, remotePermalink: await permalinkOf(client, postId) };
    return { item, more: false };
  },

  async findExisting(ctx): Promise<FindExistingResult> {
    const state = readState(ctx.state);
    if (!state.containerId) return { status: "absent" };
    const client = clientFor(ctx.account, ctx.signal);
    if (!(await isContainerPublished(client, state.containerId))) return { status: "absent" };
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
    const notes: string[] = [];
    let values: Map<string, number>;
    try {
      values = await readInsights(client, `${ref.remotePostId}/insights`, story ? INSTAGRAM_STORY_METRICS : INSTAGRAM_MEDIA_METRICS, "Instagram", notes);
    } catch (error) {
      if (error instanceof InsightsNotReadyError) return { ...EMPTY_METRICS };
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
      ...(notes.length ? { notes } : {}),
    };
  },

  async refreshToken(account, signal) {
    return exchangeFacebookUserToken("instagram", accessTokenOf(account, WHO), signal);
  },

  // Hashtags and links go in the first comment on Instagram: a comment on the media (no link of its own).
  firstComment: graphFirstComment({
    product: "instagram",
    who: WHO,
    scope: "instagram_manage_comments",
    fields: { text: "text", time: "timestamp" },
    link: () => null,
  }),
};
