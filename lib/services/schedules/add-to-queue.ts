// "Add to queue": a post scheduled for the next free slot of its accounts' posting schedules, through the same
// posts services as any other create or edit (same checks, quota and events).
//
// Two requests for the same accounts at the same moment could both see a slot free. In one process the adds
// of a workspace take turns (choosing a slot and saving the post), so they cannot collide; across instances,
// a post that finds an earlier-created post of a shared account in its slot after saving moves on to the next
// free slot (the earlier one keeps it).
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import { createPostRequest, updatePostRequest } from "../../schemas/posts";
import { createPost } from "../posts/create-post";
import { requestedMappings } from "../posts/post-channels";
import { resolveAccountMappings } from "../posts/resolve-account-mappings";
import { updatePost } from "../posts/update-post";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { requireNoApprovalNeeded } from "../approvals/approval-policy";
import { nextFreeSlot, QUEUE_HORIZON_DAYS } from "./queue";

const NO_SLOT = `No free slot in the next ${QUEUE_HORIZON_DAYS / 7} weeks for these accounts: set their posting schedule on the Queue page, or pick a time`;
const SETTLE_ATTEMPTS = 5;

const turns = new Map<string, Promise<unknown>>();

/** Runs `work` after the workspace's adds already waiting in this process. */
function inTurn<T>(workspaceId: string, work: () => Promise<T>): Promise<T> {
  const previous = turns.get(workspaceId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  const settled = run.catch(() => undefined);
  turns.set(workspaceId, settled);
  void settled.then(() => {
    if (turns.get(workspaceId) === settled) turns.delete(workspaceId);
  });
  return run;
}

async function accountIdsOf(
  workspaceId: string,
  body: { accountMappings?: { platform: string; accountId?: string }[]; platforms?: string[]; accountId?: string },
) {
  return (await resolveAccountMappings(workspaceId, requestedMappings(body))).flatMap((m) => (m.accountId ? [m.accountId] : []));
}

async function freeSlot(workspaceId: string, accountIds: string[], excludePostId?: string): Promise<Date> {
  const at = await nextFreeSlot({ workspaceId, accountIds, excludePostId });
  if (!at) throw new BadRequestError(NO_SLOT);
  return at;
}

/** Whether a post created before `postId` for one of these accounts is scheduled at `at` too. */
async function slotTakenEarlier(workspaceId: string, postId: string, accountIds: string[], at: Date): Promise<boolean> {
  const others = await db.post.findMany({
    where: { workspaceId, deletedAt: null, mode: "live", status: "scheduled", scheduledAt: at, id: { not: postId } },
    select: { id: true, createdAt: true, accountMappings: true, connectedAccountId: true },
  });
  const mine = await db.post.findUnique({ where: { id: postId }, select: { createdAt: true } });
  return others.some((o) => {
    const accounts = [
      o.connectedAccountId,
      ...(Array.isArray(o.accountMappings) ? o.accountMappings.map((m) => (m as { accountId?: string })?.accountId) : []),
    ];
    const earlier = !mine || o.createdAt < mine.createdAt || (o.createdAt.getTime() === mine.createdAt.getTime() && o.id < postId);
    return earlier && accounts.some((id) => typeof id === "string" && accountIds.includes(id));
  });
}

/** Moves `postId` on until no earlier post of its accounts shares its slot; returns where it ended. */
async function settle(workspaceId: string, actor: ContentActor, postId: string, accountIds: string[], at: Date): Promise<Date> {
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS && (await slotTakenEarlier(workspaceId, postId, accountIds, at)); attempt++) {
    at = await freeSlot(workspaceId, accountIds, postId);
    await updatePost({ workspaceId, actor, input: { id: postId, changes: { scheduledAt: at.toISOString() } } });
  }
  return at;
}

/** Creates the post (a CreatePostRequest without status and time) scheduled at the next free slot. */
export async function addToQueue({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }) {
  return inTurn(workspaceId, () => addNewPost(workspaceId, actor, input));
}

/** Adding to the queue schedules: refused up front to whoever must submit for approval, before any slot is sought. */
async function requireMaySchedule(workspaceId: string, actor: ContentActor): Promise<void> {
  await requireNoApprovalNeeded(workspaceId, await requireWriter(workspaceId, actor, "add posts to the queue"), "schedule posts");
}

async function addNewPost(workspaceId: string, actor: ContentActor, input: unknown) {
  const body = { ...parseInput(createPostRequest, input), status: "scheduled" as const };
  await requireMaySchedule(workspaceId, actor);
  const accountIds = await accountIdsOf(workspaceId, body);
  const at = await freeSlot(workspaceId, accountIds);
  const created = await createPost({ workspaceId, actor, input: { ...body, scheduledAt: at.toISOString() } });
  return { ...created, scheduledAt: await settle(workspaceId, actor, created.postIds[0]!, accountIds, at) };
}

/** Saves an edited draft or scheduled post (an UpdatePostRequest) scheduled at the next free slot. */
export async function addExistingPostToQueue({
  workspaceId,
  actor,
  postId,
  changes,
}: {
  workspaceId: string;
  actor: ContentActor;
  postId: string;
  changes: unknown;
}) {
  return inTurn(workspaceId, () => addStoredPost(workspaceId, actor, postId, changes));
}

async function addStoredPost(workspaceId: string, actor: ContentActor, postId: string, changes: unknown) {
  const body = parseInput(updatePostRequest, changes);
  await requireMaySchedule(workspaceId, actor);
  const stored = await db.post.findFirst({ where: { id: postId.toLowerCase(), workspaceId, deletedAt: null }, select: { accountMappings: true } });
  const mappings = body.accountMappings ?? (stored?.accountMappings as { platform: string; accountId?: string }[] | undefined) ?? [];
  const accountIds = mappings.length > 0 ? await accountIdsOf(workspaceId, { accountMappings: mappings }) : [];
  const at = await freeSlot(workspaceId, accountIds, postId.toLowerCase());
  await updatePost({ workspaceId, actor, input: { id: postId, changes: { ...body, status: "scheduled", scheduledAt: at.toISOString() } } });
  return { scheduledAt: await settle(workspaceId, actor, postId.toLowerCase(), accountIds, at) };
}
