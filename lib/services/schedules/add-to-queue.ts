// "Add to queue": a post scheduled for the next free slot of its accounts' posting schedules, with the same
// checks, quota and events as any other create or edit (new-post-fields.ts, post-edit.ts).
//
// Choosing the slot and saving the post are one transaction that holds the workspace's queue lock (an
// advisory lock released at commit): two adds for the same accounts, in one process or on several
// instances, take turns, so the second sees the first's post and takes the next slot; and a refused save
// (quota, an account that cannot publish) leaves nothing behind for the next click to duplicate.
import { db, type DbTransaction } from "../../db";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { createPostRequest } from "../../schemas/posts";
import { requireNoApprovalNeeded } from "../approvals/approval-policy";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { insertUnpublishedPost } from "../posts/insert-unpublished-post";
import { newPostFields } from "../posts/new-post-fields";
import { afterEditCommitted, authorizeEdit, saveEdit, type PostEdit } from "../posts/post-edit";
import { requestedMappings } from "../posts/post-channels";
import type { AccountMapping } from "../posts/queue-post-for-publishing";
import { resolveAccountMappings } from "../posts/resolve-account-mappings";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { nextFreeSlot, QUEUE_HORIZON_DAYS } from "./queue";

const NO_SLOT = `No free slot in the next ${QUEUE_HORIZON_DAYS / 7} weeks for these accounts: set their posting schedule on the Queue page, or pick a time`;
/** The first key of the queue lock (pg_advisory_xact_lock(int, int)); the second is the workspace's. */
const QUEUE_LOCK_CLASS = 0x51554555; // "QUEU"

/** Holds the workspace's queue until `tx` ends: adds of the workspace take turns across instances. */
async function lockQueue(tx: DbTransaction, workspaceId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${QUEUE_LOCK_CLASS}::int, hashtext(${workspaceId}::text))`;
}

async function freeSlot(tx: DbTransaction, workspaceId: string, mappings: AccountMapping[], excludePostId?: string): Promise<Date> {
  const accountIds = mappings.flatMap((m) => (m.accountId ? [m.accountId] : []));
  const at = await nextFreeSlot({ workspaceId, accountIds, excludePostId, client: tx });
  if (!at) throw new BadRequestError(NO_SLOT);
  return at;
}

/** Adding to the queue schedules: refused up front to whoever must submit for approval, before any slot is sought. */
async function requireMaySchedule(workspaceId: string, actor: ContentActor): Promise<void> {
  requireMayPublish(actor, "schedule posts");
  await requireNoApprovalNeeded(workspaceId, await requireWriter(workspaceId, actor, "add posts to the queue"), "schedule posts");
}

/** Creates the post (a CreatePostRequest without status and time) scheduled at the next free slot. */
export async function addToQueue({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }) {
  const data = parseInput(createPostRequest, input);
  await requireMaySchedule(workspaceId, actor);
  const { fields, mappings } = await newPostFields(workspaceId, actor, { ...data, status: undefined, scheduledAt: undefined });
  const { id, quota, scheduledAt } = await db.$transaction(async (tx) => {
    await lockQueue(tx, workspaceId);
    const scheduledAt = await freeSlot(tx, workspaceId, mappings);
    return { ...(await insertUnpublishedPost({ ...fields, status: "scheduled", scheduledAt, mappings }, tx)), scheduledAt };
  });
  await confirmUploadedMedia({ workspaceId, mediaUrls: fields.mediaUrls, altTexts: fields.mediaAltTexts });
  return { postIds: [id], status: "scheduled" as const, dispatchDeferred: false, quota, scheduledAt };
}

/** Saves an edited draft or scheduled post (`changes` as an UpdatePostRequest) scheduled at the next free slot. */
export async function addExistingPostToQueue({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; changes: unknown };
}): Promise<{ scheduledAt: Date }> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const changes = { ...(input.changes as object), status: "scheduled", scheduledAt: undefined };
  await requireMaySchedule(workspaceId, actor);
  const edit = await authorizeEdit({ workspaceId, actor, input: { id: input.id, changes } });
  const { saved, scheduledAt } = await db.$transaction(async (tx) => {
    await lockQueue(tx, workspaceId);
    const scheduledAt = await freeSlot(tx, workspaceId, await mappingsAfterEdit(tx, edit), edit.postId);
    const saved = await saveEdit(tx, { ...edit, data: { ...edit.data, scheduledAt: scheduledAt.toISOString() } });
    return { saved, scheduledAt };
  });
  await afterEditCommitted(edit, saved);
  return { scheduledAt };
}

/** The accounts the edited post will publish to: the mappings sent, else the stored ones. */
async function mappingsAfterEdit(tx: DbTransaction, { workspaceId, postId, data }: PostEdit): Promise<AccountMapping[]> {
  const stored = await tx.post.findFirst({ where: { id: postId, workspaceId, deletedAt: null }, select: { accountMappings: true } });
  const mappings = data.accountMappings ?? (stored?.accountMappings as { platform: string; accountId?: string }[] | undefined) ?? [];
  return mappings.length > 0 ? resolveAccountMappings(workspaceId, requestedMappings({ accountMappings: mappings }), tx) : [];
}
