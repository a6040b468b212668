// Creates a post (POST /posts and the composer). Draft and scheduled store one row whatever the number of
// account mappings, in one statement with the quota and the webhook events (insert-unpublished-post.ts);
// published stores it, fans it out (one queued row per mapping) in one transaction and hands the rows to the
// publishing engine after commit. The owner's monthly quota is taken with the row, one unit per mapping.
import { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import { dispatchPublish } from "../../publishing/dispatch";
import { createPostRequest, type CreatePostResult } from "../../schemas/posts";
import { actorUserId } from "../actor";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { reservePostQuota, type QuotaStatus } from "../quota/monthly-quota";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { requireNoApprovalNeeded } from "../approvals/approval-policy";
import { postModeFor } from "./post-mode";
import { queuePostForPublishing } from "./queue-post-for-publishing";
import { requirePinterestBoard } from "./require-pinterest-board";
import { requireAltTextsFit } from "./require-alt-texts-fit";
import { recordPostCreated } from "./record-post-events";
import { postWebhookSelect } from "../../webhooks/payloads";
import { insertUnpublishedPost } from "./insert-unpublished-post";
import { resolveAccountMappings, type MappingToResolve } from "./resolve-account-mappings";
import { logger } from "@/lib/observability/logger";
import { requireIdeaInWorkspace } from "./require-idea-in-workspace";
import { notesOrNull } from "../notes-or-null";

export function requestedMappings(input: {
  accountMappings?: { platform: string; accountId?: string }[];
  platforms?: string[];
  accountId?: string;
}): MappingToResolve[] {
  if (input.accountMappings !== undefined) {
    if (input.accountMappings.length === 0) throw new BadRequestError("accountMappings: must contain at least one { platform, accountId }");
    return input.accountMappings.map((m, i) => ({ platform: m.platform, accountId: m.accountId, field: `accountMappings[${i}].accountId` }));
  }
  if (input.platforms !== undefined) {
    if (input.platforms.length === 0) throw new BadRequestError("platforms: must contain a platform id");
    if (input.accountId !== undefined && input.platforms.length !== 1) {
      throw new BadRequestError("platforms: with accountId give exactly one platform (use accountMappings for several channels)");
    }
    // The single-channel form reports account problems on its top-level accountId field.
    return input.platforms.map((platform) => ({ platform, accountId: input.accountId, field: "accountId" }));
  }
  if (input.accountId !== undefined) throw new BadRequestError("accountId: only valid together with platforms");
  throw new BadRequestError("accountMappings: required (or the single-channel form platforms + accountId)");
}

/** What is wrong with the post's timing ("scheduledAt: must be in the future"), or null. */
export function scheduleProblem(data: { status?: string; scheduledAt?: string }): string | null {
  if (data.scheduledAt && new Date(data.scheduledAt).getTime() <= Date.now()) return "scheduledAt: must be in the future";
  if (data.status === "scheduled" && !data.scheduledAt) return "scheduledAt: required when status is scheduled";
  return null;
}

export async function createPost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: unknown;
}): Promise<CreatePostResult & { quota: QuotaStatus }> {
  const data = parseInput(createPostRequest, input);
  const role = await requireWriter(workspaceId, actor, "create posts");
  const status = data.status ?? "draft";
  if (status !== "draft") {
    const action = status === "scheduled" ? "schedule posts" : "publish posts";
    requireMayPublish(actor, action);
    await requireNoApprovalNeeded(workspaceId, role, action);
  }
  const scheduledAt = data.scheduledAt ? new Date(data.scheduledAt) : null;
  const timing = scheduleProblem(data);
  if (timing) throw new BadRequestError(timing);

  const requested = requestedMappings(data);
  requirePinterestBoard(
    requested.map((m) => m.platform),
    data.platformOptions,
  );
  requireAltTextsFit(
    requested.map((m) => m.platform),
    data.mediaUrls ?? [],
    data.mediaAltTexts ?? [],
  );
  const mappings = await resolveAccountMappings(workspaceId, requested);
  const idea = data.ideaId ? await requireIdeaInWorkspace(workspaceId, data.ideaId) : null;
  const fields = {
    workspaceId,
    mode: postModeFor(actor),
    createdByUserId: actorUserId(actor),
    createdByApiKeyId: actor.kind === "api_key" ? actor.apiKeyId : null,
    title: data.title ?? null,
    caption: data.caption ?? null,
    scheduledAt,
    mediaUrls: data.mediaUrls ?? [],
    mediaType: data.mediaType ?? null,
    mediaAltTexts: data.mediaAltTexts ?? [],
    utm: data.utm ?? null,
    postType: data.postType ?? "post",
    hashtags: data.hashtags ?? [],
    platformCaptions: (data.platformCaptions ?? {}) as object,
    platformOptions: (data.platformOptions ?? {}) as object,
    ideaId: data.ideaId?.toLowerCase() ?? null,
    // Sent notes win (even "", which clears them); otherwise a post from an idea starts with the idea's notes.
    notes: notesOrNull(data.notes !== undefined ? data.notes : idea?.notes),
  };

  if (status !== "published") {
    // Draft and scheduled: one statement (quota, row, events), no transaction (insert-unpublished-post.ts).
    const { id, quota } = await insertUnpublishedPost({ ...fields, status, mappings });
    await confirmUploadedMedia({ workspaceId, mediaUrls: fields.mediaUrls });
    return { postIds: [id], status, dispatchDeferred: false, quota };
  }

  const { ids, quota } = await db.$transaction(async (tx) => {
    const quota = await reservePostQuota(tx, { workspaceId, units: mappings.length });
    const post = await tx.post.create({
      data: {
        ...fields,
        utm: fields.utm ?? Prisma.DbNull,
        platforms: [...new Set(mappings.map((m) => m.platform))],
        status: "draft",
        accountMappings: mappings as object[],
        connectedAccountId: mappings.length === 1 ? (mappings[0].accountId ?? null) : null,
        quotaUnits: mappings.length,
      },
      select: postWebhookSelect,
    });
    const ids = await queuePostForPublishing(tx, { workspaceId, postId: post.id });
    await recordPostCreated(tx, { ...post, status: "queued" });
    return { ids, quota };
  });
  const [dispatchDeferred] = await Promise.all([dispatchSafely(ids), confirmUploadedMedia({ workspaceId, mediaUrls: fields.mediaUrls })]);
  return { postIds: ids, status: "queued", dispatchDeferred, quota };
}

/** The rows are committed: a dispatcher failure must not lose them, the sweep publishes them later. */
export async function dispatchSafely(postIds: string[]): Promise<boolean> {
  try {
    return (await dispatchPublish({ postIds })).dispatchDeferred;
  } catch (error) {
    logger().error({ err: error }, "dispatch failed; rows stay queued for the sweep");
    return true;
  }
}
