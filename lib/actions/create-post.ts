"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { CreatePostRequest } from "@/lib/schemas/posts";
import { createUploadUrl } from "@/lib/services/media/create-upload-url";
import { createPost } from "@/lib/services/posts/create-post";
import { addToQueue } from "@/lib/services/schedules/add-to-queue";

// Save a draft, schedule, or publish now: the same service and schema as POST /posts.
export async function createPostAction(workspaceId: string, input: CreatePostRequest) {
  return runAction(async () => {
    const { quota, ...result } = await createPost({ workspaceId, actor: await sessionActor(), input });
    void quota;
    return result;
  });
}

// Step one of a media upload, as POST /media/upload-url: a presigned PUT for this file and the URL it will
// be served at. The browser then PUTs the bytes itself (with a progress bar).
export async function createUploadUrlAction(workspaceId: string, file: { filename: string; contentType: string; sizeBytes: number }) {
  return runAction(async () => {
    const upload = await createUploadUrl({ workspaceId, actor: await sessionActor(), input: file });
    return { uploadUrl: upload.uploadUrl, publicUrl: upload.publicUrl };
  });
}

// "Add to queue": the post scheduled at the next free slot of its accounts' posting schedules.
export async function addToQueueAction(workspaceId: string, input: Omit<CreatePostRequest, "status" | "scheduledAt">) {
  return runAction(async () => {
    const queued = await addToQueue({ workspaceId, actor: await sessionActor(), input });
    return { postIds: queued.postIds, scheduledAt: queued.scheduledAt.toISOString() };
  });
}
