"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { UpdatePostRequest } from "@/lib/schemas/posts";
import { updateAndPublishPost } from "@/lib/services/posts/update-and-publish-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { addExistingPostToQueue } from "@/lib/services/schedules/add-to-queue";

// Save the editor's changes: the same service as PATCH /posts/{id} (draft or scheduled posts only).
export async function updatePostAction(workspaceId: string, id: string, changes: UpdatePostRequest) {
  return runAction(async () => {
    const post = await updatePost({ workspaceId, actor: await sessionActor(), input: { id, changes } });
    return { id: post.id, status: post.status };
  });
}

// "Publish now" from the editor: what is on screen saved and published as POST /posts/{id}/publish does, in one
// service call and one transaction: a refused save or publish stores nothing.
export async function updateAndPublishPostAction(workspaceId: string, id: string, changes: UpdatePostRequest) {
  return runAction(async () => updateAndPublishPost({ workspaceId, actor: await sessionActor(), input: { id, changes } }));
}

// "Add to queue" from the editor: what is on screen, scheduled at the next free slot (one service call, one
// transaction: a refused save stores nothing).
export async function addEditedPostToQueueAction(workspaceId: string, id: string, changes: UpdatePostRequest) {
  return runAction(async () => {
    const queued = await addExistingPostToQueue({ workspaceId, actor: await sessionActor(), input: { id, changes } });
    return { scheduledAt: queued.scheduledAt.toISOString() };
  });
}
