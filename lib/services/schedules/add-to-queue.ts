// "Add to queue": a post scheduled for the next free slot of its accounts' posting schedules, through the same
// posts services as any other create or edit (same checks, quota and events).
import { BadRequestError } from "../../errors";
import { createPost } from "../posts/create-post";
import { updatePost } from "../posts/update-post";
import type { ContentActor } from "../workspaces/authorize-actor";
import { nextFreeSlot, QUEUE_HORIZON_DAYS } from "./queue";

const NO_SLOT = `No free slot in the next ${QUEUE_HORIZON_DAYS / 7} weeks for these accounts: set their posting schedule on the Queue page, or pick a time`;

function accountIdsIn(body: unknown): string[] {
  const mappings = (body as { accountMappings?: unknown } | null)?.accountMappings;
  return Array.isArray(mappings) ? mappings.flatMap((m) => (typeof m?.accountId === "string" ? [m.accountId.toLowerCase() as string] : [])) : [];
}

/** Creates the post (a CreatePostRequest without status and time) scheduled at the next free slot. */
export async function addToQueue({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }) {
  const at = await nextFreeSlot({ workspaceId, accountIds: accountIdsIn(input) });
  if (!at) throw new BadRequestError(NO_SLOT);
  const { quota: _quota, ...created } = await createPost({
    workspaceId,
    actor,
    input: { ...(input as object), status: "scheduled", scheduledAt: at.toISOString() },
  });
  return { ...created, scheduledAt: at };
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
  const at = await nextFreeSlot({ workspaceId, accountIds: accountIdsIn(changes), excludePostId: postId.toLowerCase() });
  if (!at) throw new BadRequestError(NO_SLOT);
  await updatePost({ workspaceId, actor, input: { id: postId, changes: { ...(changes as object), status: "scheduled", scheduledAt: at.toISOString() } } });
  return { scheduledAt: at };
}
