"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { CreatePostRequest } from "@/lib/schemas/posts";
import { uploadOrReuse } from "@/lib/services/media/upload-or-reuse";
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
// be served at. The browser then PUTs the bytes itself (with a progress bar). With the file's sha256, a file
// the library already holds comes back instead (no upload), with its alt text. `draft`: a composer upload,
// removed a day later unless a post is saved with it.
export async function createUploadUrlAction(
  workspaceId: string,
  file: { filename: string; contentType: string; sizeBytes: number; sha256?: string },
  options: { draft?: boolean } = {},
) {
  return runAction(async () => {
    const upload = await uploadOrReuse({ workspaceId, actor: await sessionActor(), input: file, draft: options.draft === true });
    if (upload.reused) return { reused: true as const, publicUrl: upload.publicUrl, altText: upload.altText };
    return { reused: false as const, uploadUrl: upload.uploadUrl, publicUrl: upload.publicUrl };
  });
}

// "Add to queue": the post scheduled at the next free slot of its accounts' posting schedules.
export async function addToQueueAction(workspaceId: string, input: Omit<CreatePostRequest, "status" | "scheduledAt">) {
  return runAction(async () => {
    const queued = await addToQueue({ workspaceId, actor: await sessionActor(), input });
    return { postIds: queued.postIds, scheduledAt: queued.scheduledAt.toISOString() };
  });
}
