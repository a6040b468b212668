// Duplicate a post (POST /posts/{id}/duplicate, the post page's and list's Duplicate; issue 38): a new draft
// with the same words, media and alt texts, campaign tags, options and channels, whatever the original's state
// (a published post is the usual one to reuse). It goes through createPost, so the new draft pays the quota,
// meets the same checks and events as any other. Channels whose account is gone or disconnected are left out
// (a draft keeps the rest); a post whose every channel is gone is a 400 saying so.
import { db } from "../../db";
import { BadRequestError, NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { createPost } from "./create-post";
import { postUtmOf } from "../../serializers/post-utm";
import { postContentSelect } from "./post-content-select";
import { postModeFor } from "./post-mode";
import type { AccountMapping } from "./queue-post-for-publishing";
import { inspectAccountMappings } from "./resolve-account-mappings";

export interface DuplicatePostResult {
  /** The new draft. */
  postId: string;
  /** The id of the post it was copied from. */
  duplicateOf: string;
  /** Channels of the original left out (account gone or disconnected), as "platform". */
  skippedChannels: string[];
}

export async function duplicatePost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string };
}): Promise<DuplicatePostResult> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  await requireWriter(workspaceId, actor, "duplicate posts");
  const post = await db.post.findFirst({
    where: { id: input.id.toLowerCase(), workspaceId, mode: postModeFor(actor), deletedAt: null },
    // A post without account mappings names its channels by platforms and one account (the fallback below).
    select: { ...postContentSelect, platforms: true, connectedAccountId: true },
  });
  if (!post) throw new NotFoundError("Post");

  const stored = ((post.accountMappings ?? []) as unknown as AccountMapping[]).filter((m) => typeof m?.platform === "string");
  const wanted = stored.length > 0 ? stored : post.platforms.map((platform) => ({ platform, accountId: post.connectedAccountId ?? undefined }));
  const outcomes = await inspectAccountMappings(
    workspaceId,
    wanted.map((m, i) => ({ platform: m.platform, accountId: m.accountId, field: `accountMappings[${i}]` })),
  );
  const usable = outcomes.filter((o) => o.problem === null && o.accountId !== null);
  const skippedChannels = outcomes.filter((o) => o.problem !== null || o.accountId === null).map((o) => o.platform);
  if (usable.length === 0) {
    throw new BadRequestError("This post cannot be duplicated: none of its accounts is connected any more; connect one, then try again");
  }

  const utm = postUtmOf(post.utm);
  // Checked again by createPost's own parse, as any request is.
  const request = {
    status: "draft",
    accountMappings: usable.map((o) => ({ platform: o.platform, accountId: o.accountId! })),
    ...(post.title !== null ? { title: post.title } : {}),
    ...(post.caption !== null ? { caption: post.caption } : {}),
    ...(post.hashtags.length > 0 ? { hashtags: post.hashtags } : {}),
    ...(post.mediaUrls.length > 0 ? { mediaUrls: post.mediaUrls, mediaAltTexts: post.mediaAltTexts } : {}),
    ...(post.mediaType !== null ? { mediaType: post.mediaType } : {}),
    ...(utm ? { utm } : {}),
    ...(post.notes !== null ? { notes: post.notes } : {}),
    postType: post.postType,
    platformCaptions: onlyFor(post.platformCaptions, usable),
    platformOptions: onlyFor(post.platformOptions, usable),
  };
  const created = await createPost({ workspaceId, actor, input: request });
  return { postId: created.postIds[0], duplicateOf: post.id, skippedChannels };
}

/** A per-network map kept for the networks the duplicate still has. */
function onlyFor(value: unknown, channels: { platform: string }[]): Record<string, unknown> {
  const networks = new Set(channels.map((c) => c.platform));
  const map = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(map).filter(([network]) => networks.has(network)));
}
