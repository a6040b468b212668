// Edits a draft or scheduled post (PATCH /posts/{id} and the web app's editor): only sent fields change;
// status only to draft or scheduled; a scheduled post needs a future scheduledAt (sent or stored). Changing
// accountMappings, platforms or connectedAccountId re-checks the channel selection like a create, and more
// mappings than the post has paid for take the difference from the monthly quota (402 when it is spent), in
// the same transaction: a one-mapping draft cannot be widened for free before publishing. The row is locked
// so an edit cannot race the scheduler, a publish or another edit of the same post. Scheduling a post that
// awaits approval decides it (approval-after-edit.ts, approve-on-release.ts): an approver's schedule is their
// approval, recorded and told as Approve does.
import { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { updatePostRequest, type UpdatePostRequest } from "../../schemas/posts";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { reservePostQuota } from "../quota/monthly-quota";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { actorUserId } from "../actor";
import { approvalAfterEdit } from "../approvals/approval-after-edit";
import { requireNoApprovalNeeded } from "../approvals/approval-policy";
import { notifyApprovalRequested } from "../approvals/notify-approval";
import { notifyReleaseDecision, recordReleaseDecision } from "../approvals/approve-on-release";
import { recordApprovalEvent } from "../approvals/record-approval-event";
import { requestedMappings } from "./create-post";
import { postModeFor } from "./post-mode";
import { postResponseSelect } from "./post-select";
import type { AccountMapping } from "./queue-post-for-publishing";
import { requireAltTextsFit } from "./require-alt-texts-fit";
import { requirePinterestBoard } from "./require-pinterest-board";
import { resolveAccountMappings, type MappingToResolve } from "./resolve-account-mappings";
import { recordPostUpdated } from "./record-post-events";
import { notesOrNull } from "../notes-or-null";

function mappingsToResolve(data: UpdatePostRequest, stored: AccountMapping[]): MappingToResolve[] {
  if (data.accountMappings !== undefined) {
    if (data.platforms !== undefined || data.connectedAccountId !== undefined) {
      throw new BadRequestError("accountMappings: send either accountMappings or platforms/connectedAccountId, not both");
    }
    return requestedMappings({ accountMappings: data.accountMappings });
  }
  const platforms = data.platforms ?? stored.map((m) => m.platform);
  if (data.connectedAccountId !== undefined) {
    if (platforms.length !== 1) throw new BadRequestError("connectedAccountId: the post must have exactly one platform (send platforms with one entry)");
    return [{ platform: platforms[0], accountId: data.connectedAccountId, field: "connectedAccountId" }];
  }
  // Platforms the post already had keep their account; new ones take the workspace's only account there.
  return platforms.map((platform, i) => ({
    platform,
    accountId: stored.find((m) => m.platform === platform)?.accountId,
    field: `platforms[${i}]`,
  }));
}

export async function updatePost({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string; changes: unknown } }) {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const data = parseInput(updatePostRequest, input.changes);
  const role = await requireWriter(workspaceId, actor, "edit posts");
  if (data.status === "scheduled") {
    requireMayPublish(actor, "schedule posts");
    await requireNoApprovalNeeded(workspaceId, role, "schedule posts");
  }
  const postId = input.id.toLowerCase();

  let sentBack = false;
  let decided = false;
  const updated = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM posts WHERE id = ${postId}::uuid AND workspace_id = ${workspaceId}::uuid
        AND mode = ${postModeFor(actor)}::post_mode AND deleted_at IS NULL FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError("Post");
    const post = await tx.post.findUniqueOrThrow({ where: { id: postId } });
    if (post.status !== "draft" && post.status !== "scheduled") {
      throw new BadRequestError(`Only draft or scheduled posts can be edited; this post is ${post.status}`);
    }

    const scheduledAt = data.scheduledAt !== undefined ? new Date(data.scheduledAt) : post.scheduledAt;
    if (data.scheduledAt !== undefined && scheduledAt!.getTime() <= Date.now()) throw new BadRequestError("scheduledAt: must be in the future");
    let status = data.status ?? post.status;
    if (status === "scheduled") {
      if (!scheduledAt) throw new BadRequestError("scheduledAt: required when status is scheduled");
      if (scheduledAt.getTime() <= Date.now()) throw new BadRequestError("scheduledAt: must be in the future (the stored time has passed; send a new one)");
    }
    const approval = await approvalAfterEdit(tx, { workspaceId, post, role, userId: actorUserId(actor), statusSent: data.status, status });
    if (approval.approvalState === "pending") status = "draft";

    let channel: { platforms?: string[]; accountMappings?: object[]; connectedAccountId?: string | null; quotaUnits?: number } = {};
    if (data.accountMappings !== undefined || data.platforms !== undefined || data.connectedAccountId !== undefined) {
      const stored = (post.accountMappings as unknown as AccountMapping[]) ?? [];
      const mappings = await resolveAccountMappings(workspaceId, mappingsToResolve(data, stored), tx);
      // Paid units only grow: narrowing a draft refunds nothing, so widening it back costs nothing again.
      const unpaid = mappings.length - post.quotaUnits;
      if (unpaid > 0) await reservePostQuota(tx, { workspaceId, units: unpaid });
      channel = {
        quotaUnits: Math.max(post.quotaUnits, mappings.length),
        accountMappings: mappings as object[],
        platforms: [...new Set(mappings.map((m) => m.platform))],
        connectedAccountId: mappings.length === 1 ? (mappings[0].accountId ?? null) : null,
      };
    }

    const mediaUrls = data.mediaUrls ?? post.mediaUrls;
    // New media without new alt texts clears them: an alt text must never describe another image.
    const mediaAltTexts = data.mediaAltTexts ?? (data.mediaUrls !== undefined ? [] : post.mediaAltTexts);
    if (channel.platforms !== undefined || data.mediaUrls !== undefined || data.mediaAltTexts !== undefined) {
      requireAltTextsFit(channel.platforms ?? post.platforms, mediaUrls, mediaAltTexts);
    }
    if (channel.platforms !== undefined || data.platformOptions !== undefined) {
      requirePinterestBoard(channel.platforms ?? post.platforms, data.platformOptions ?? post.platformOptions);
    }

    const after = await tx.post.update({
      where: { id: postId },
      data: {
        ...(data.title !== undefined ? { title: data.title } : {}),
        ...(data.caption !== undefined ? { caption: data.caption } : {}),
        ...(data.hashtags !== undefined ? { hashtags: data.hashtags } : {}),
        ...(data.mediaUrls !== undefined ? { mediaUrls: data.mediaUrls } : {}),
        ...(data.mediaType !== undefined ? { mediaType: data.mediaType } : {}),
        ...(data.mediaUrls !== undefined || data.mediaAltTexts !== undefined ? { mediaAltTexts } : {}),
        ...(data.utm !== undefined ? { utm: data.utm ?? Prisma.DbNull } : {}),
        ...(data.postType !== undefined ? { postType: data.postType } : {}),
        ...(data.notes !== undefined ? { notes: notesOrNull(data.notes) } : {}),
        ...(data.platformOptions !== undefined ? { platformOptions: data.platformOptions as object } : {}),
        ...(data.platformCaptions !== undefined ? { platformCaptions: data.platformCaptions as object } : {}),
        ...(status !== post.status ? { status } : {}),
        ...approval,
        ...(data.scheduledAt !== undefined ? { scheduledAt } : {}),
        ...channel,
      },
      select: postResponseSelect,
    });
    await recordPostUpdated(tx, post, { ...post, ...after });
    if (approval.approvalState === "pending") {
      sentBack = true;
      await recordApprovalEvent(tx, "post.approval_requested", { ...post, ...after });
    }
    decided = await recordReleaseDecision(tx, post, { ...post, ...after });
    return after;
  });
  if (data.mediaUrls !== undefined) await confirmUploadedMedia({ workspaceId, mediaUrls: data.mediaUrls });
  if (sentBack) await notifyApprovalRequested(workspaceId, actor, updated);
  if (decided) await notifyReleaseDecision(workspaceId, actor, updated);
  return updated;
}
