"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { UpdatePostRequest } from "@/lib/schemas/posts";
import { publishPost } from "@/lib/services/posts/publish-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { addExistingPostToQueue } from "@/lib/services/schedules/add-to-queue";

// Save the editor's changes: the same service as PATCH /posts/{id} (draft or scheduled posts only).
export async function updatePostAction(workspaceId: string, id: string, changes: UpdatePostRequest) {
  return runAction(async () => {
    const post = await updatePost({ workspaceId, actor: await sessionActor(), input: { id, changes } });
    return { id: post.id, status: post.status };
  });
}

// "Publish now" from the editor: save what is on screen, then publish it as POST /posts/{id}/publish does.
// A save that is refused publishes nothing.
export async function updateAndPublishPostAction(workspaceId: string, id: string, changes: UpdatePostRequest) {
  return runAction(async () => {
    const actor = await sessionActor();
    await updatePost({ workspaceId, actor, input: { id, changes } });
    return publishPost({ workspaceId, actor, input: { id } });
  });
}

// "Add to queue" from the editor: what is on screen, scheduled at the next free slot.
export async function addEditedPostToQueueAction(workspaceId: string, id: string, changes: UpdatePostRequest) {
  return runAction(async () => {
    const queued = await addExistingPostToQueue({ workspaceId, actor: await sessionActor(), postId: id, changes });
    return { scheduledAt: queued.scheduledAt.toISOString() };
  });
}
