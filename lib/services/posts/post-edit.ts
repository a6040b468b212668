// The steps of an edit of a draft or scheduled post, for updatePost (PATCH /posts/{id}, the editor) and for the
// services that save an edit and then submit or publish it in the same transaction (update-and-submit-post.ts,
// update-and-publish-post.ts): authorize before any write, save under the row lock, and after commit confirm the
// media and tell whoever the edit concerns.
//
// Only sent fields change; status only to draft or scheduled; a scheduled post needs a future scheduledAt (sent
// or stored). Changing accountMappings, platforms or connectedAccountId re-checks the channel selection like a
// create, and more mappings than the post has paid for take the difference from the monthly quota (402 when
// it is spent), in the same transaction: a one-mapping draft cannot be widened for free before publishing. The
// row lock keeps an edit from racing the scheduler, a publish or another edit of the same post. Scheduling a
// post that awaits approval decides it (approval-after-edit.ts, approve-on-release.ts): an approver's schedule
// is their approval, recorded and told as Approve does.
import { Prisma } from "@/generated/prisma/client";
import type { DbTransaction } from "../../db";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { updatePostRequest, type UpdatePostRequest } from "../../schemas/posts";
import { actorUserId } from "../actor";
import { approvalAfterEdit } from "../approvals/approval-after-edit";
import { requireNoApprovalNeeded, type ActingRole } from "../approvals/approval-policy";
import { notifyReleaseDecision, recordReleaseDecision } from "../approvals/approve-on-release";
import { lockPostForApproval } from "../approvals/lock-post-for-approval";
import { notifyApprovalRequested } from "../approvals/notify-approval";
import { recordApprovalEvent } from "../approvals/record-approval-event";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { notesOrNull } from "../notes-or-null";
import { reservePostQuota } from "../quota/monthly-quota";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { requireUtmCampaign } from "./utm-campaign-problem";
import { channelColumns, requestedMappings } from "./post-channels";
import { postResponseSelect, type PostRow } from "../../serializers/post-select";
import type { AccountMapping } from "./queue-post-for-publishing";
import { recordPostUpdated } from "./record-post-events";
import { requireAltTextsFit } from "./require-alt-texts-fit";
import { requirePinterestBoard } from "./require-pinterest-board";
import { resolveAccountMappings, type MappingToResolve } from "./resolve-account-mappings";
import { requireFutureTime, requireSchedulable } from "./schedule-rules";

type StoredPost = Awaited<ReturnType<typeof lockPostForApproval>>;
type StoredChannels = { platforms: string[]; connectedAccountId: string | null; accountMappings: object[]; quotaUnits: number };

/** An edit checked against the actor, ready to save. */
export interface PostEdit {
  workspaceId: string;
  actor: ContentActor;
  role: ActingRole;
  postId: string;
  data: UpdatePostRequest;
}

/** What a saved edit did, for the steps after commit. */
export interface SavedEdit {
  post: PostRow;
  /** The edit sent the post back for approval (approval-after-edit.ts). */
  sentBack: boolean;
  /** The edit decided a pending approval (scheduling by an approver). */
  decided: boolean;
}

/** Parses the changes and checks the actor may make them; writes nothing. */
export async function authorizeEdit({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; changes: unknown };
}): Promise<PostEdit> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const data = parseInput(updatePostRequest, input.changes);
  const role = await requireWriter(workspaceId, actor, "edit posts");
  if (data.status === "scheduled") {
    requireMayPublish(actor, "schedule posts");
    await requireNoApprovalNeeded(workspaceId, role, "schedule posts");
  }
  requireFutureTime(data.scheduledAt);
  await requireUtmCampaign(workspaceId, data.utm);
  return { workspaceId, actor, role, postId: input.id.toLowerCase(), data };
}

/** Saves the edit in `tx`: lock, status and approval, channels, content checks, the row and its events. */
export async function saveEdit(tx: DbTransaction, edit: PostEdit): Promise<SavedEdit> {
  const post = await lockEditablePost(tx, edit);
  const { status, approval } = await nextStatus(tx, edit, post);
  const channels = await changedChannels(tx, edit, post);
  requireContentFits(edit.data, post, channels.platforms);
  const after = await tx.post.update({
    where: { id: edit.postId },
    data: { ...contentChanges(edit.data, post), ...(status !== post.status ? { status } : {}), ...approval, ...channels },
    select: postResponseSelect,
  });
  const merged = { ...post, ...after };
  await recordPostUpdated(tx, post, merged);
  const sentBack = approval.approvalState === "pending";
  if (sentBack) await recordApprovalEvent(tx, "post.approval_requested", merged);
  const decided = await recordReleaseDecision(tx, post, merged);
  return { post: after, sentBack, decided };
}

/** After commit: the uploads the post now uses are confirmed, and approvers or the author are told. */
export async function afterEditCommitted(edit: PostEdit, saved: SavedEdit): Promise<void> {
  const { workspaceId, actor, data } = edit;
  if (data.mediaUrls !== undefined || data.mediaAltTexts !== undefined) {
    await confirmUploadedMedia({ workspaceId, mediaUrls: saved.post.mediaUrls, altTexts: saved.post.mediaAltTexts });
  }
  if (saved.sentBack) await notifyApprovalRequested(workspaceId, actor, saved.post);
  if (saved.decided) await notifyReleaseDecision(workspaceId, actor, saved.post);
}

/** The post under its row lock, in the actor's mode; only drafts and scheduled posts can be edited. */
async function lockEditablePost(tx: DbTransaction, { workspaceId, actor, postId }: PostEdit): Promise<StoredPost> {
  const post = await lockPostForApproval(tx, { workspaceId, actor, postId });
  if (post.status !== "draft" && post.status !== "scheduled") {
    throw new BadRequestError(`Only draft or scheduled posts can be edited; this post is ${post.status}`);
  }
  return post;
}

/** The status the post ends in, checked against its time, and what the edit does to its approval. */
async function nextStatus(tx: DbTransaction, { workspaceId, actor, role, data }: PostEdit, post: StoredPost) {
  const scheduledAt = data.scheduledAt !== undefined ? new Date(data.scheduledAt) : post.scheduledAt;
  const status = data.status ?? post.status;
  requireSchedulable(status, scheduledAt);
  const approval = await approvalAfterEdit(tx, { workspaceId, post, role, userId: actorUserId(actor), statusSent: data.status, status });
  // Sent back for approval: a draft until someone decides.
  return { status: approval.approvalState === "pending" ? "draft" : status, approval };
}

/** The new channel columns when the edit changes the selection (paying for added mappings), else nothing. */
async function changedChannels(tx: DbTransaction, { workspaceId, data }: PostEdit, post: StoredPost): Promise<Partial<StoredChannels>> {
  if (data.accountMappings === undefined && data.platforms === undefined && data.connectedAccountId === undefined) return {};
  const stored = (post.accountMappings as unknown as AccountMapping[]) ?? [];
  const mappings = await resolveAccountMappings(workspaceId, mappingsToResolve(data, stored), tx);
  // Paid units only grow: narrowing a draft refunds nothing, so widening it back costs nothing again.
  const unpaid = mappings.length - post.quotaUnits;
  if (unpaid > 0) await reservePostQuota(tx, { workspaceId, units: unpaid });
  const { accountMappings, ...columns } = channelColumns(mappings);
  return { ...columns, accountMappings: accountMappings as object[], quotaUnits: Math.max(post.quotaUnits, mappings.length) };
}

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

/** Alt texts and the Pinterest board still fit the post as it will be, when the edit touches them. */
function requireContentFits(data: UpdatePostRequest, post: StoredPost, newPlatforms: string[] | undefined): void {
  const platforms = newPlatforms ?? post.platforms;
  if (newPlatforms !== undefined || data.mediaUrls !== undefined || data.mediaAltTexts !== undefined) {
    requireAltTextsFit(platforms, data.mediaUrls ?? post.mediaUrls, altTextsAfter(data, post));
  }
  if (newPlatforms !== undefined || data.platformOptions !== undefined) {
    requirePinterestBoard(platforms, data.platformOptions ?? post.platformOptions);
  }
}

// New media without new alt texts clears them: an alt text must never describe another image.
function altTextsAfter(data: UpdatePostRequest, post: StoredPost): string[] {
  return data.mediaAltTexts ?? (data.mediaUrls !== undefined ? [] : post.mediaAltTexts);
}

/** Fields stored as sent. */
const AS_SENT = ["title", "caption", "hashtags", "mediaUrls", "mediaType", "postType", "platformOptions", "platformCaptions"] as const;

/** The columns the edit's content changes: only the sent fields (and the alt texts new media clear). */
function contentChanges(data: UpdatePostRequest, post: StoredPost): Prisma.PostUncheckedUpdateInput {
  const changes: Record<string, unknown> = {};
  for (const field of AS_SENT) if (data[field] !== undefined) changes[field] = data[field];
  if (data.mediaUrls !== undefined || data.mediaAltTexts !== undefined) changes.mediaAltTexts = altTextsAfter(data, post);
  if (data.utm !== undefined) changes.utm = data.utm ?? Prisma.DbNull;
  if (data.notes !== undefined) changes.notes = notesOrNull(data.notes);
  if (data.scheduledAt !== undefined) changes.scheduledAt = new Date(data.scheduledAt);
  return changes as Prisma.PostUncheckedUpdateInput;
}
