// Bluesky (AT Protocol) through @atproto/api. Publishing exactly once: prepare() picks the record key (a TID)
// and createdAt, uploads the images or the video (or builds a link card) and builds the whole record; publish() writes it with putRecord and
// swapRecord null ("must not exist yet"), which the PDS treats as a no-op when the identical record is already
// there. findExisting() reads that rkey back. So a crash or timeout around the write never makes a second post.
//
// A thread (options.chainItems) works the same way per part: prepare() picks every part's rkey and createdAt and
// uploads its media up front; publish() of item k writes part k with `reply: { root, parent }` (root = the post,
// parent = item k-1, each as { uri, cid }: https://docs.bsky.app/docs/advanced-guides/posts#replies). The cids
// come from the state (kept as each item is written) or from getRecord, so a retried part sends the same
// bytes, and findExisting() of item k reads part k's reserved rkey.
import { TID } from "@atproto/common-web";
import { XRPCError } from "@atproto/api";
import { readChainItems } from "../chain-items";
import { readFirstComment } from "../first-comment";
import { readFirstCommentMedia } from "../first-comment-media";
import { PlatformAuthExpiredError, PlatformPermanentError } from "../errors";
import type {
  AccountContext,
  AdapterState,
  FindExistingResult,
  JsonValue,
  PhaseContext,
  PlatformAdapter,
  PrepareResult,
  PostMetrics,
  PublishedItem,
} from "../types";
import { EMPTY_METRICS } from "../types";
import { blueskyAgent } from "./agent";
import { preparePartRecord, preparePostRecord, type PostRecord } from "./prepare-record";
import { POST_COLLECTION, postPermalink, postUri, rkeyOf } from "./record";
import { blueskyServiceUrl } from "./service-url";
import { refreshBlueskySession } from "./session";
import { validateBluesky } from "./validate";
import { blueskyError } from "./xrpc-errors";
import { logger } from "../../observability/logger";

/** A thread part ready to write: its reserved record key and the record without its reply reference. */
interface PreparedPart {
  rkey: string;
  createdAt: string;
  record: PostRecord;
}

export const blueskyAdapter: PlatformAdapter = {
  platform: "bluesky",
  validate: validateBluesky,

  async prepare(ctx): Promise<PrepareResult> {
    const rkey = typeof ctx.state.rkey === "string" ? ctx.state.rkey : TID.nextStr();
    const createdAt = typeof ctx.state.createdAt === "string" ? ctx.state.createdAt : new Date().toISOString();
    const chain = readChainItems(ctx.input.options);
    const parts = preparedParts(ctx.state);
    const commentText = readFirstComment(ctx.input.options);
    const commentReady = !commentText || preparedComment(ctx.state) !== null;
    if (isRecord(ctx.state.record) && parts.length >= chain.length && commentReady) return { state: { rkey, createdAt } };
    const { agent } = blueskyAgent(ctx.account, ctx.signal);
    const record = isRecord(ctx.state.record) ? ctx.state.record : await preparePostRecord(agent, ctx.input, createdAt, ctx.signal);
    // Resume: parts prepared in an earlier attempt keep their rkey (nothing public was written with it yet).
    for (let index = parts.length; index < chain.length; index++) {
      // One millisecond apart, so the parts sort in thread order by createdAt as well as by rkey.
      const partCreatedAt = new Date(Date.parse(createdAt) + index + 1).toISOString();
      parts.push({
        rkey: TID.nextStr(),
        createdAt: partCreatedAt,
        record: await preparePartRecord(agent, ctx.input, chain[index], index, partCreatedAt, ctx.signal),
      });
    }
    // The first comment is a reply written the same way: its rkey reserved now, its record (facets, link card) built now.
    let comment = preparedComment(ctx.state);
    if (commentText && !comment) {
      const commentCreatedAt = new Date(Date.parse(createdAt) + chain.length + 1).toISOString();
      // Its images (firstCommentMedia) are uploaded here too and embedded like a post's (app.bsky.embed.images).
      const commentMedia = readFirstCommentMedia(ctx.input.options);
      const commentInput = {
        ...ctx.input,
        text: commentText,
        hashtags: [],
        media: commentMedia,
        mediaType: commentMedia.length > 0 ? ("image" as const) : null,
        options: { langs: ctx.input.options.langs },
      };
      comment = {
        rkey: TID.nextStr(),
        createdAt: commentCreatedAt,
        record: await preparePostRecord(agent, commentInput, commentCreatedAt, ctx.signal, (index) => `platformOptions.bluesky.firstCommentMedia[${index}]`),
      };
    }
    return {
      state: {
        rkey,
        createdAt,
        record,
        ...(parts.length > 0 ? { parts: parts as unknown as JsonValue } : {}),
        ...(comment ? { comment: comment as unknown as JsonValue } : {}),
      },
    };
  },

  async poll() {
    return { status: "ready" };
  },

  async publish(ctx) {
    const { agent, did } = blueskyAgent(ctx.account, ctx.signal);
    const index = ctx.items.length;
    const { rkey, record } = index === 0 ? preparedRecord(ctx) : await replyRecord(ctx, index);
    try {
      const { data } = await agent.com.atproto.repo.putRecord({ repo: did, collection: POST_COLLECTION, rkey, record, swapRecord: null });
      return { item: item(did, rkey), more: moreAfter(ctx, index), state: cidState(ctx, index, data.cid) };
    } catch (error) {
      // InvalidSwap: something is already at our rkey. Only this row writes that key, so it is our post from an
      // earlier attempt whose answer was lost: report it instead of failing.
      if (error instanceof XRPCError && error.error === "InvalidSwap") {
        const existing = await findRecord(ctx, did, rkey);
        if (existing.status === "found") return { item: existing.item, more: existing.more, state: existing.state };
      }
      throw blueskyError(error, index === 0 ? "publishing the post" : `publishing part ${index + 1} of the thread`);
    }
  },

  async findExisting(ctx) {
    const index = ctx.items.length;
    const { rkey } = index === 0 ? preparedRecord(ctx) : preparedPart(ctx, index);
    return findRecord(ctx, blueskyAgent(ctx.account, ctx.signal).did, rkey);
  },

  async fetchMetrics(ref, account, signal) {
    const { agent } = blueskyAgent(account, signal);
    try {
      const { data } = await agent.app.bsky.feed.getPosts({ uris: [ref.remotePostId] });
      const post = data.posts[0];
      if (!post) return { ...EMPTY_METRICS };
      return countsToMetrics(post);
    } catch (error) {
      // getPosts is answered by an AppView the PDS proxies to. A PDS without one (self-hosted, or the local test
      // network) has no counts to give: that is "no metrics", not a failure of the post.
      if (error instanceof XRPCError && NO_APPVIEW.has(error.status as number)) {
        logger().warn(
          { network: "bluesky", service: blueskyServiceUrl(account.settings), reason: error.error },
          "no AppView behind the service; metrics left empty",
        );
        return { ...EMPTY_METRICS };
      }
      throw blueskyError(error, "reading metrics");
    }
  },

  // The first comment: a reply to the post (root = parent = the post: https://docs.bsky.app/docs/advanced-guides/posts#replies)
  // at the rkey reserved in prepare(), written with swapRecord null like the post, and looked up by that rkey.
  firstComment: {
    async publish(ctx) {
      const { agent, did } = blueskyAgent(ctx.account, ctx.signal);
      const comment = preparedComment(ctx.state);
      if (!comment) throw new PlatformPermanentError("the first comment was not prepared (no record key); publish the post again");
      const root = { uri: ctx.items[0].remotePostId, cid: await cidOf(ctx, 0) };
      try {
        await agent.com.atproto.repo.putRecord({
          repo: did,
          collection: POST_COLLECTION,
          rkey: comment.rkey,
          record: { ...comment.record, reply: { root, parent: root } },
          swapRecord: null,
        });
        return item(did, comment.rkey);
      } catch (error) {
        if (error instanceof XRPCError && error.error === "InvalidSwap") return item(did, comment.rkey);
        throw blueskyError(error, "publishing the first comment");
      }
    },
    async findExisting(ctx) {
      const comment = preparedComment(ctx.state);
      if (!comment) return { status: "absent" };
      const { did } = blueskyAgent(ctx.account, ctx.signal);
      const found = await findRecord({ ...ctx, items: [] }, did, comment.rkey);
      return found.status === "found" ? { status: "found", item: found.item } : found;
    },
  },

  async refreshToken(account: AccountContext, signal: AbortSignal) {
    if (!account.credentials.refreshToken) {
      throw new PlatformAuthExpiredError("the Bluesky session cannot be renewed: reconnect with a new app password");
    }
    const session = await refreshBlueskySession(blueskyServiceUrl(account.settings), account.credentials.refreshToken, signal);
    return { accessToken: session.accessJwt, refreshToken: session.refreshJwt, expiresAt: session.accessExpiresAt };
  },
};

/** Statuses a PDS answers with when no AppView is configured or reachable behind it. */
const NO_APPVIEW = new Set([404, 501, 502]);

function countsToMetrics(post: { likeCount?: number; repostCount?: number; replyCount?: number; quoteCount?: number }): PostMetrics {
  return {
    ...EMPTY_METRICS,
    likes: post.likeCount ?? null,
    comments: post.replyCount ?? null,
    reposts: post.repostCount === undefined && post.quoteCount === undefined ? null : (post.repostCount ?? 0) + (post.quoteCount ?? 0),
  };
}

function isRecord(value: unknown): value is PostRecord {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

function preparedRecord(ctx: PhaseContext): { rkey: string; record: PostRecord } {
  const { rkey, record } = ctx.state;
  if (typeof rkey !== "string" || !isRecord(record)) {
    throw new PlatformPermanentError("the post was not prepared (no record key); publish it again");
  }
  return { rkey, record };
}

function preparedComment(state: AdapterState): PreparedPart | null {
  const comment = state.comment;
  return isRecord(comment) && typeof comment.rkey === "string" && isRecord(comment.record) ? (comment as unknown as PreparedPart) : null;
}

function preparedParts(state: AdapterState): PreparedPart[] {
  const parts = Array.isArray(state.parts) ? state.parts : [];
  return parts.filter((p) => isRecord(p) && typeof p.rkey === "string" && isRecord(p.record)) as unknown as PreparedPart[];
}

/** Item `index` (≥ 1) is part chainItems[index-1]. */
function preparedPart(ctx: PhaseContext, index: number): PreparedPart {
  const part = preparedParts(ctx.state)[index - 1];
  if (!part) throw new PlatformPermanentError(`part ${index + 1} of the thread was not prepared (no record key); publish it again`);
  return part;
}

function moreAfter(ctx: PhaseContext, index: number): boolean {
  return index < preparedParts(ctx.state).length;
}

/** The cids of written items: the post's as `cid` (as before threads), each part's under `cids[index]`. */
function cidState(ctx: PhaseContext, index: number, cid: string | undefined): AdapterState {
  if (!cid) return {};
  if (index === 0) return { cid };
  const known = isRecord(ctx.state.cids) ? ctx.state.cids : {};
  return { cids: { ...known, [String(index)]: cid } };
}

/** Part `index` with its reply reference: root = the post, parent = the item before it. */
async function replyRecord(ctx: PhaseContext, index: number): Promise<{ rkey: string; record: PostRecord }> {
  const part = preparedPart(ctx, index);
  const root = { uri: ctx.items[0].remotePostId, cid: await cidOf(ctx, 0) };
  const parent = index === 1 ? root : { uri: ctx.items[index - 1].remotePostId, cid: await cidOf(ctx, index - 1) };
  return { rkey: part.rkey, record: { ...part.record, reply: { root, parent } } };
}

/** The cid of written item `index`: from the state, else read back from the PDS. */
async function cidOf(ctx: PhaseContext, index: number): Promise<string> {
  const stored = index === 0 ? ctx.state.cid : isRecord(ctx.state.cids) ? ctx.state.cids[String(index)] : undefined;
  if (typeof stored === "string") return stored;
  const { agent, did } = blueskyAgent(ctx.account, ctx.signal);
  try {
    const { data } = await agent.com.atproto.repo.getRecord({ repo: did, collection: POST_COLLECTION, rkey: rkeyOf(ctx.items[index].remotePostId) });
    if (data.cid) return data.cid;
  } catch (error) {
    throw blueskyError(error, `reading part ${index + 1} of the thread to reply to it`);
  }
  throw new PlatformPermanentError(`part ${index + 1} of the thread has no cid to reply to`);
}

function item(did: string, rkey: string): PublishedItem {
  return { remotePostId: postUri(did, rkey), remotePublishId: null, remotePermalink: postPermalink(did, rkey) };
}

async function findRecord(ctx: PhaseContext, did: string, rkey: string): Promise<FindExistingResult> {
  const { agent } = blueskyAgent(ctx.account, ctx.signal);
  const index = ctx.items.length;
  try {
    const { data } = await agent.com.atproto.repo.getRecord({ repo: did, collection: POST_COLLECTION, rkey });
    return { status: "found", item: item(did, rkeyOf(data.uri)), more: moreAfter(ctx, index), state: cidState(ctx, index, data.cid) };
  } catch (error) {
    if (error instanceof XRPCError && (error.error === "RecordNotFound" || /could not locate record/i.test(error.message))) {
      return { status: "absent" };
    }
    throw blueskyError(error, "checking whether the post exists");
  }
}
