// Bluesky (AT Protocol) through @atproto/api. Publishing exactly once: prepare() picks the record key (a TID)
// and createdAt, uploads the images or the video (or builds a link card) and builds the whole record; publish() writes it with putRecord and
// swapRecord null ("must not exist yet"), which the PDS treats as a no-op when the identical record is already
// there. findExisting() reads that rkey back. So a crash or timeout around the write never makes a second post.
import { TID } from "@atproto/common-web";
import { XRPCError } from "@atproto/api";
import { PlatformAuthExpiredError, PlatformPermanentError } from "../errors";
import type { AccountContext, FindExistingResult, PhaseContext, PlatformAdapter, PrepareResult, PostMetrics, PublishedItem } from "../types";
import { EMPTY_METRICS } from "../types";
import { blueskyAgent } from "./agent";
import { uploadImagesEmbed } from "./images";
import { firstLinkUri, linkCardEmbed } from "./link-card";
import { buildPostRecord, detectFacets, POST_COLLECTION, postPermalink, postUri, rkeyOf } from "./record";
import { blueskyServiceUrl } from "./service-url";
import { refreshBlueskySession } from "./session";
import { validateBluesky } from "./validate";
import { uploadVideoEmbed } from "./video";
import { blueskyError } from "./xrpc-errors";

export const blueskyAdapter: PlatformAdapter = {
  platform: "bluesky",
  validate: validateBluesky,

  async prepare(ctx): Promise<PrepareResult> {
    const rkey = typeof ctx.state.rkey === "string" ? ctx.state.rkey : TID.nextStr();
    const createdAt = typeof ctx.state.createdAt === "string" ? ctx.state.createdAt : new Date().toISOString();
    if (ctx.state.record) return { state: { rkey, createdAt } };
    const { agent } = blueskyAgent(ctx.account, ctx.signal);
    let facets;
    try {
      facets = await detectFacets(agent, ctx.input.text);
    } catch (error) {
      throw blueskyError(error, "resolving mentions");
    }
    // One embed per post: images, else the video, else a card for the first link.
    let embed = (await uploadImagesEmbed(agent, ctx.input, ctx.signal)) ?? (await uploadVideoEmbed(agent, ctx.input, ctx.signal));
    const link = embed ? undefined : firstLinkUri(facets);
    if (link) embed = await linkCardEmbed(agent, link, ctx.signal);
    return { state: { rkey, createdAt, record: buildPostRecord(ctx.input, { createdAt, facets, embed }) } };
  },

  async poll() {
    return { status: "ready" };
  },

  async publish(ctx) {
    const { rkey, record } = preparedRecord(ctx);
    const { agent, did } = blueskyAgent(ctx.account, ctx.signal);
    try {
      const { data } = await agent.com.atproto.repo.putRecord({ repo: did, collection: POST_COLLECTION, rkey, record, swapRecord: null });
      return { item: item(did, rkey), more: false, state: { cid: data.cid } };
    } catch (error) {
      // InvalidSwap: something is already at our rkey. Only this row writes that key, so it is our post from an
      // earlier attempt whose answer was lost: report it instead of failing.
      if (error instanceof XRPCError && error.error === "InvalidSwap") {
        const existing = await findRecord(ctx, did, rkey);
        if (existing.status === "found") return { item: existing.item, more: false, state: existing.state };
      }
      throw blueskyError(error, "publishing the post");
    }
  },

  async findExisting(ctx) {
    const { rkey } = preparedRecord(ctx);
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
        console.warn(`[postlane] bluesky: no AppView behind ${blueskyServiceUrl(account.settings)} (${error.error}); metrics left empty`);
        return { ...EMPTY_METRICS };
      }
      throw blueskyError(error, "reading metrics");
    }
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

function preparedRecord(ctx: PhaseContext): { rkey: string; record: { [key: string]: unknown } } {
  const { rkey, record } = ctx.state;
  if (typeof rkey !== "string" || !record || typeof record !== "object" || Array.isArray(record)) {
    throw new PlatformPermanentError("the post was not prepared (no record key); publish it again");
  }
  return { rkey, record };
}

function item(did: string, rkey: string): PublishedItem {
  return { remotePostId: postUri(did, rkey), remotePublishId: null, remotePermalink: postPermalink(did, rkey) };
}

async function findRecord(ctx: PhaseContext, did: string, rkey: string): Promise<FindExistingResult> {
  const { agent } = blueskyAgent(ctx.account, ctx.signal);
  try {
    const { data } = await agent.com.atproto.repo.getRecord({ repo: did, collection: POST_COLLECTION, rkey });
    return { status: "found", item: item(did, rkeyOf(data.uri)), more: false, state: data.cid ? { cid: data.cid } : {} };
  } catch (error) {
    if (error instanceof XRPCError && (error.error === "RecordNotFound" || /could not locate record/i.test(error.message))) {
      return { status: "absent" };
    }
    throw blueskyError(error, "checking whether the post exists");
  }
}
