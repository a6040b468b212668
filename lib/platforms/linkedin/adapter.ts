// LinkedIn Posts API for members: media uploaded in prepare (images, or one video), polled until AVAILABLE,
// then POST /rest/posts (the post URN comes back in x-restli-id). findExisting lists the author's recent
// posts and matches the uploaded media URN or the commentary. The first comment is first-comment.ts.
import { z } from "zod";
import { parseResponse } from "../http";
import { refreshWithConfig } from "../oauth/refresh-grant";
import { downloadMedia, mediaTypesFor } from "../media-download";
import { PlatformPermanentError, PlatformRetryableError } from "../errors";
import { EMPTY_METRICS, type AdapterState, type MeasuredMetrics, type PlatformAdapter, type ResolvedMedia } from "../types";
import { linkedinJson } from "./client";
import { toLittleText } from "./little-text";
import { authorUrn, SOCIAL_ACTIONS_SCOPE } from "./author";
import { linkedinFirstComment } from "./first-comment";
import { assetReady, LINKEDIN_MAX_IMAGE_BYTES, uploadImage, uploadVideo } from "./media-upload";
import { linkedinOAuth } from "./oauth";
import { validateLinkedin } from "./validate";

const NOT_AVAILABLE =
  "LinkedIn metrics are not available for this account: reading likes and comments needs the r_member_social permission, which LinkedIn grants only to approved partners";
const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
// Finding a member's posts (GET /rest/posts?q=author) needs r_member_social as well
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api, "Permissions").
// Without it a lost publish answer cannot be checked: the row must not be published again, nor called failed
// as if nothing went out.
const CANNOT_LOOK_UP =
  "LinkedIn does not let this app read the member's posts (that needs the r_member_social permission, which LinkedIn grants only to approved partners), so whether the post went out cannot be checked: look at the LinkedIn profile before publishing it again";

const postList = z.object({
  elements: z
    .array(
      z.looseObject({
        id: z.string(),
        commentary: z.string().optional(),
        content: z
          .object({ media: z.object({ id: z.string() }).optional(), multiImage: z.object({ images: z.array(z.object({ id: z.string() })) }).optional() })
          .optional(),
      }),
    )
    .default([]),
});
const socialActions = z.looseObject({
  likesSummary: z.object({ totalLikes: z.number().optional() }).optional(),
  commentsSummary: z.object({ aggregatedTotalComments: z.number().optional(), totalFirstLevelComments: z.number().optional() }).optional(),
});

function mediaUrns(state: AdapterState): string[] {
  return Array.isArray(state.mediaUrns) ? state.mediaUrns.filter((v): v is string => typeof v === "string") : [];
}

function permalink(urn: string): string {
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

/** The Posts API's content: one media (with its altText) or a multiImage whose images each carry theirs
 *  (https://learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api, Media / MultiImage). */
function postContent(urns: string[], media: ResolvedMedia[]): Record<string, unknown> {
  const alt = (index: number) => (media[index]?.kind === "image" && media[index].altText ? { altText: media[index].altText } : {});
  if (urns.length === 1) return { media: { id: urns[0], ...alt(0) } };
  return { multiImage: { images: urns.map((id, index) => ({ id, ...alt(index) })) } };
}

function postBody(author: string, text: string, urns: string[], media: ResolvedMedia[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    author,
    commentary: toLittleText(text),
    visibility: "PUBLIC",
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: "PUBLISHED",
    isReshareDisabledByAuthor: false,
  };
  if (urns.length > 0) body.content = postContent(urns, media);
  return body;
}

export const linkedinAdapter: PlatformAdapter = {
  platform: "linkedin",

  validate: validateLinkedin,

  async prepare(ctx) {
    const urns = mediaUrns(ctx.state);
    const owner = authorUrn(ctx.account);
    for (let index = urns.length; index < ctx.input.media.length; index++) {
      const media = ctx.input.media[index];
      const file = await downloadMedia(media.url, {
        maxBytes: media.kind === "video" ? MAX_VIDEO_BYTES : LINKEDIN_MAX_IMAGE_BYTES,
        field: `mediaUrls[${index}]`,
        accept: mediaTypesFor(media.kind),
        signal: ctx.signal,
      });
      const token = ctx.account.credentials.accessToken;
      urns.push(media.kind === "video" ? await uploadVideo(owner, file.bytes, token, ctx.signal) : await uploadImage(owner, file.bytes, token, ctx.signal));
    }
    return { state: { mediaUrns: urns } };
  },

  async poll(ctx) {
    for (const urn of mediaUrns(ctx.state)) {
      if ((await assetReady(urn, ctx.account.credentials.accessToken, ctx.signal)) === "pending") return { status: "pending", checkAfterMs: 3000 };
    }
    return { status: "ready" };
  },

  async publish(ctx) {
    const urns = mediaUrns(ctx.state);
    const { response } = await linkedinJson("/rest/posts", {
      accessToken: ctx.account.credentials.accessToken,
      method: "POST",
      body: postBody(authorUrn(ctx.account), ctx.input.text, urns, ctx.input.media),
      what: "creating the post",
      signal: ctx.signal,
    });
    const urn = response.headers.get("x-restli-id");
    if (!urn) throw new PlatformRetryableError("LinkedIn created the post but did not say its id (no x-restli-id header)");
    return { item: { remotePostId: urn, remotePublishId: urns.length > 0 ? urns.join(",") : null, remotePermalink: permalink(urn) }, more: false };
  },

  async findExisting(ctx) {
    const scopes = ctx.account.grantedScopes ?? [];
    if (scopes.length > 0 && !scopes.includes(SOCIAL_ACTIONS_SCOPE)) return { status: "unknown", reason: CANNOT_LOOK_UP };
    const author = authorUrn(ctx.account);
    let json: unknown;
    try {
      ({ json } = await linkedinJson(`/rest/posts?author=${encodeURIComponent(author)}&q=author&count=20&sortBy=LAST_MODIFIED`, {
        accessToken: ctx.account.credentials.accessToken,
        what: "listing recent posts",
        signal: ctx.signal,
        headers: { "x-restli-method": "FINDER" },
      }));
    } catch (error) {
      if (error instanceof PlatformPermanentError && error.status === 403) return { status: "unknown", reason: CANNOT_LOOK_UP };
      return { status: "unknown", reason: `LinkedIn could not be asked whether the post exists: ${(error as Error).message}` };
    }
    const parsed = postList.safeParse(json);
    if (!parsed.success) return { status: "unknown", reason: "LinkedIn answered the post lookup with an unexpected shape" };
    const urns = mediaUrns(ctx.state);
    const commentary = toLittleText(ctx.input.text);
    const match = parsed.data.elements.find((post) => {
      if (urns.length > 0) {
        const ids = [post.content?.media?.id, ...(post.content?.multiImage?.images.map((i) => i.id) ?? [])];
        return ids.includes(urns[0]);
      }
      return post.commentary === commentary;
    });
    if (!match) return { status: "absent" };
    return {
      status: "found",
      item: { remotePostId: match.id, remotePublishId: urns.length > 0 ? urns.join(",") : null, remotePermalink: permalink(match.id) },
      more: false,
    };
  },

  async fetchMetrics(ref, account, signal): Promise<MeasuredMetrics> {
    // socialActions (likes, comments) needs r_member_social, a permission LinkedIn grants only to approved
    // partners (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/network-update-social-actions);
    // impressions and reach need r_member_postAnalytics. Without them there is nothing to read: say so once per
    // snapshot instead of spending a call on a 403 every hour.
    const scopes = account.grantedScopes ?? [];
    if (scopes.length > 0 && !scopes.includes(SOCIAL_ACTIONS_SCOPE)) return { ...EMPTY_METRICS, notes: [NOT_AVAILABLE] };
    let json: unknown;
    try {
      ({ json } = await linkedinJson(`/rest/socialActions/${encodeURIComponent(ref.remotePostId)}`, {
        accessToken: account.credentials.accessToken,
        what: "reading post metrics",
        signal,
      }));
    } catch (error) {
      if (error instanceof PlatformPermanentError && error.status === 403) return { ...EMPTY_METRICS, notes: [NOT_AVAILABLE] };
      throw error;
    }
    const data = parseResponse(socialActions, json, "GET /rest/socialActions");
    return {
      ...EMPTY_METRICS,
      likes: data.likesSummary?.totalLikes ?? null,
      comments: data.commentsSummary?.aggregatedTotalComments ?? data.commentsSummary?.totalFirstLevelComments ?? null,
    };
  },

  refreshToken(account, signal) {
    return refreshWithConfig(linkedinOAuth, account, signal);
  },

  // The first comment, with its image: first-comment.ts.
  firstComment: linkedinFirstComment,
};
