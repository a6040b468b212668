// Threads (graph.threads.net). platformAccountId is the Threads user id; the token a long-lived user token
// that refreshes itself (th_refresh_token).
//
// Item 0 is the post; options.chainItems follow as a reply chain, one item per publish() call (more: true).
// The root container is made in prepare (a carousel's container in poll once its children are FINISHED); a
// reply's container can only be made once its parent is published, so publish() of item k makes it (or uses
// the one pre-made right after item k-1 was published), waits briefly for FINISHED, then publishes it.
import { z } from "zod";
import { PlatformInvalidContentError, PlatformRetryableError } from "../errors";
import { InsightsNotReadyError } from "../meta/graph-errors";
import type { GraphClient } from "../meta/graph-client";
import { createdId, waitForContainer } from "../meta/containers";
import { readInsights } from "../meta/insights";
import {
  accessTokenOf,
  createContainers,
  graphClientFor,
  isContainerPublished,
  permalinkOf,
  pollContainers,
  publishContainer as publishOnce,
  requireContainer,
  toAdapterState,
  type ContainerFlowState,
} from "../meta/container-flow";
import { refreshThreadsToken } from "../meta/token-exchange";
import type {
  AccountContext,
  AdapterState,
  FindExistingResult,
  PhaseContext,
  PlatformAdapter,
  PostMetrics,
  PrepareResult,
  PublishCallResult,
  PublishedItem,
} from "../types";
import { EMPTY_METRICS } from "../types";
import { validateThreads } from "./validate";
import { readThreadsOptions, type ThreadsChainItem } from "./options";
import { carouselChildParams, carouselParams, replyParams, rootContainerParams, threadsKind, type ThreadsKind } from "./containers";

const WHO = "the Threads account";

/** Media insights of Threads v1.0 (https://developers.facebook.com/docs/threads/insights). */
export const THREADS_METRICS = ["views", "likes", "replies", "reposts", "quotes", "shares"];

interface ThreadsState extends ContainerFlowState {
  kind?: ThreadsKind;
  /** Reply containers made ahead of time, by item index ("1", "2" …). */
  replyContainers?: Record<string, string>;
}

export interface ThreadsAdapterOptions {
  /** Between status reads while a reply's container processes. */
  replyPollMs?: number;
  /** How long publish() waits for a reply container before handing back to the pipeline to retry. */
  replyMaxWaitMs?: number;
}

const threadsList = z.object({
  data: z.array(z.object({ id: z.string(), text: z.string().optional(), permalink: z.string().optional(), timestamp: z.string().optional() })),
});

function readState(state: AdapterState): ThreadsState {
  return state as ThreadsState;
}

function clientFor(account: AccountContext, signal: AbortSignal): GraphClient {
  return graphClientFor("threads", account, signal, WHO);
}

function threadsEdge(ctx: PhaseContext, client: GraphClient) {
  return { client, path: `${ctx.account.platformAccountId}/threads` };
}

function chainOf(ctx: PhaseContext): ThreadsChainItem[] {
  return readThreadsOptions(ctx.input.options).chainItems;
}

/** Makes the container of reply `index` (1-based item index) under `parentId`; a failure is left to publish(). */
async function premakeReply(client: GraphClient, ctx: PhaseContext, index: number, parentId: string): Promise<string | null> {
  const chain = chainOf(ctx);
  const item = chain[index - 1];
  if (!item) return null;
  try {
    return (await client.post(`${ctx.account.platformAccountId}/threads`, replyParams(item, parentId), createdId)).id;
  } catch {
    return null;
  }
}

function recentMatch(list: z.infer<typeof threadsList>, text: string, since: number) {
  return list.data.find((media) => (!media.timestamp || Date.parse(media.timestamp) >= since) && (media.text ?? "") === text);
}

export function createThreadsAdapter(settings: ThreadsAdapterOptions = {}): PlatformAdapter {
  const replyPollMs = settings.replyPollMs ?? 2_000;
  // Well inside the pipeline's per-call bound (60 s), so a slow reply hands back instead of being cut off.
  const replyMaxWaitMs = settings.replyMaxWaitMs ?? 30_000;

  /** Publishes container `containerId` as item `index`, then readies the next reply's container. */
  async function publishContainer(ctx: PhaseContext, client: GraphClient, containerId: string, index: number, state: ThreadsState): Promise<PublishCallResult> {
    const postId = await publishOnce(client, `${ctx.account.platformAccountId}/threads_publish`, containerId);
    const item: PublishedItem = { remotePostId: postId, remotePublishId: containerId, remotePermalink: await permalinkOf(client, postId) };
    const more = index < chainOf(ctx).length;
    if (!more) return { item, more };
    const next = await premakeReply(client, ctx, index + 1, postId);
    const replyContainers = { ...(state.replyContainers ?? {}) };
    if (next) replyContainers[String(index + 1)] = next;
    return { item, more, state: toAdapterState({ replyContainers }) };
  }

  return {
    platform: "threads",

    validate: validateThreads,

    async prepare(ctx): Promise<PrepareResult> {
      const state = readState(ctx.state);
      if (state.containerId) return {};
      const options = readThreadsOptions(ctx.input.options);
      const kind = threadsKind(ctx.input);
      const made = await createContainers(
        threadsEdge(ctx, clientFor(ctx.account, ctx.signal)),
        state,
        kind === "CAROUSEL"
          ? { carousel: true, childParams: ctx.input.media.map(carouselChildParams) }
          : { carousel: false, params: rootContainerParams(ctx.input, options, kind) },
      );
      return { state: toAdapterState({ kind, ...made }) };
    },

    async poll(ctx) {
      const state = readState(ctx.state);
      const options = readThreadsOptions(ctx.input.options);
      return pollContainers(
        threadsEdge(ctx, clientFor(ctx.account, ctx.signal)),
        ctx,
        { ...state, carousel: state.kind === "CAROUSEL", network: "Threads" },
        (childIds) => carouselParams(ctx.input, options, childIds),
      );
    },

    async publish(ctx) {
      const state = readState(ctx.state);
      const client = clientFor(ctx.account, ctx.signal);
      const index = ctx.items.length;
      if (index === 0) return publishContainer(ctx, client, requireContainer(state, "Threads"), 0, state);

      const item = chainOf(ctx)[index - 1];
      if (!item) throw new PlatformInvalidContentError(`Threads reply ${index} is not in chainItems any more; nothing left to publish`);
      const parentId = ctx.items[index - 1].remotePostId;
      const containerId =
        state.replyContainers?.[String(index)] ?? (await client.post(`${ctx.account.platformAccountId}/threads`, replyParams(item, parentId), createdId)).id;
      const ready = await waitForContainer(client, containerId, { intervalMs: replyPollMs, maxWaitMs: replyMaxWaitMs, signal: ctx.signal });
      if (!ready) throw new PlatformRetryableError(`Threads is still processing the media of reply ${index}; will try again`, { notApplied: true });
      return publishContainer(ctx, client, containerId, index, state);
    },

    async findExisting(ctx): Promise<FindExistingResult> {
      const state = readState(ctx.state);
      const client = clientFor(ctx.account, ctx.signal);
      const index = ctx.items.length;
      const more = index < chainOf(ctx).length;
      const since = state.preparedAt ? Date.parse(state.preparedAt) - 60_000 : 0;

      if (index === 0) {
        if (!state.containerId || !(await isContainerPublished(client, state.containerId))) return { status: "absent" };
        const list = await client.get(`${ctx.account.platformAccountId}/threads`, { fields: "id,text,permalink,timestamp", limit: 25 }, threadsList);
        const match = recentMatch(list, ctx.input.text, since);
        if (!match) {
          return {
            status: "unknown",
            reason: `Threads reports container ${state.containerId} as published, but the post was not found on the profile; check it before publishing again`,
          };
        }
        return { status: "found", item: { remotePostId: match.id, remotePublishId: state.containerId, remotePermalink: match.permalink ?? null }, more };
      }

      const item = chainOf(ctx)[index - 1];
      if (!item) return { status: "absent" };
      const knownContainer = state.replyContainers?.[String(index)];
      if (knownContainer && !(await isContainerPublished(client, knownContainer))) return { status: "absent" };
      // Replies are found under their parent: the same text by this account.
      const parentId = ctx.items[index - 1].remotePostId;
      const replies = await client.get(`${parentId}/replies`, { fields: "id,text,permalink,timestamp" }, threadsList);
      const match = recentMatch(replies, item.text, since);
      if (match)
        return { status: "found", item: { remotePostId: match.id, remotePublishId: knownContainer ?? null, remotePermalink: match.permalink ?? null }, more };
      return knownContainer
        ? {
            status: "unknown",
            reason: `Threads reports reply ${index} as published, but it was not found under its parent; check the thread before publishing again`,
          }
        : { status: "absent" };
    },

    async fetchMetrics(ref, account, signal): Promise<PostMetrics> {
      const client = clientFor(account, signal);
      const notes: string[] = [];
      let values: Map<string, number>;
      try {
        values = await readInsights(client, `${ref.remotePostId}/insights`, THREADS_METRICS, "Threads", notes);
      } catch (error) {
        if (error instanceof InsightsNotReadyError) return { ...EMPTY_METRICS };
        throw error;
      }
      const pick = (name: string) => values.get(name) ?? null;
      const reposts = pick("reposts");
      const quotes = pick("quotes");
      return {
        ...EMPTY_METRICS,
        views: pick("views"),
        likes: pick("likes"),
        comments: pick("replies"),
        shares: pick("shares"),
        // A quote is a repost with words: both spread the post.
        reposts: reposts === null && quotes === null ? null : (reposts ?? 0) + (quotes ?? 0),
        ...(notes.length ? { notes } : {}),
      };
    },

    async refreshToken(account, signal) {
      return refreshThreadsToken(accessTokenOf(account, WHO), signal);
    },

    // The first comment: a text reply to the post (a container with reply_to_id, then threads_publish:
    // https://developers.facebook.com/docs/threads/retrieve-and-manage-replies/create-replies). Found again among
    // the post's replies by its text, since it was armed.
    firstComment: {
      async publish(ctx) {
        const client = clientFor(ctx.account, ctx.signal);
        // One image at most (first-comment-media.ts): the reply container is then an IMAGE with image_url.
        const image = ctx.comment.media[0];
        const params = replyParams(
          { text: ctx.comment.text, ...(image ? { mediaUrl: image.url, mediaType: "image" as const, altText: image.altText } : {}) },
          ctx.items[0].remotePostId,
        );
        const containerId = (await client.post(`${ctx.account.platformAccountId}/threads`, params, createdId)).id;
        const ready = await waitForContainer(client, containerId, { intervalMs: replyPollMs, maxWaitMs: replyMaxWaitMs, signal: ctx.signal });
        if (!ready) throw new PlatformRetryableError("Threads is still processing the first comment; try it again", { notApplied: true });
        const replyId = await publishOnce(client, `${ctx.account.platformAccountId}/threads_publish`, containerId);
        return { remotePostId: replyId, remotePublishId: containerId, remotePermalink: await permalinkOf(client, replyId) };
      },
      async findExisting(ctx) {
        const client = clientFor(ctx.account, ctx.signal);
        const replies = await client.get(`${ctx.items[0].remotePostId}/replies`, { fields: "id,text,permalink,timestamp" }, threadsList);
        const match = recentMatch(replies, ctx.comment.text, Date.parse(ctx.comment.armedAt) - 60_000);
        return match
          ? { status: "found", item: { remotePostId: match.id, remotePublishId: null, remotePermalink: match.permalink ?? null } }
          : { status: "absent" };
      },
    },
  };
}

export const threadsAdapter = createThreadsAdapter();
