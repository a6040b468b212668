"use server";

import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import type { CreatePostRequest } from "@/lib/schemas/posts";
import { createUploadUrl } from "@/lib/services/media/create-upload-url";
import { createPost } from "@/lib/services/posts/create-post";
import { requireReader } from "@/lib/services/workspaces/authorize-actor";
import { checkPostContent } from "@/lib/services/posts/check-post-content";
import { splitThreadText } from "@/lib/services/posts/split-thread";
import { addToQueue } from "@/lib/services/schedules/add-to-queue";

export interface ComposerDraft {
  title?: string;
  caption?: string;
  hashtags?: string[];
  platformCaptions?: Partial<Record<PlatformId, string>>;
  platformOptions?: Record<string, Record<string, unknown>>;
  mediaUrls?: string[];
  mediaType?: "image" | "video";
  postType?: "post" | "reel" | "story";
}

// Live counters and the validation panel.
export async function checkPostAction(workspaceId: string, platforms: PlatformId[], draft: ComposerDraft) {
  return runAction(async () => {
    await requireReader(workspaceId, await sessionActor());
    const known = platforms.filter((p) => (PLATFORM_IDS as readonly string[]).includes(p));
    return checkPostContent(
      {
        title: draft.title ?? null,
        caption: draft.caption ?? null,
        hashtags: draft.hashtags ?? [],
        mediaUrls: (draft.mediaUrls ?? []).filter((u) => URL.canParse(u)),
        mediaType: draft.mediaType ?? null,
        postType: draft.postType ?? "post",
        platformCaptions: draft.platformCaptions ?? {},
        platformOptions: draft.platformOptions ?? {},
      },
      known,
    );
  });
}

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

// "Split into a thread": the caption cut into parts that fit every chosen thread network, counted its way.
export async function splitThreadAction(workspaceId: string, input: { text: string; platforms: PlatformId[]; numbered: boolean }) {
  return runAction(async () => {
    await requireReader(workspaceId, await sessionActor());
    const platforms = input.platforms.filter((p) => (PLATFORM_IDS as readonly string[]).includes(p));
    return splitThreadText({ text: String(input.text).slice(0, 100_000), platforms, numbered: input.numbered === true });
  });
}

// "Add to queue": the post scheduled at the next free slot of its accounts' posting schedules.
export async function addToQueueAction(workspaceId: string, input: Omit<CreatePostRequest, "status" | "scheduledAt">) {
  return runAction(async () => {
    const queued = await addToQueue({ workspaceId, actor: await sessionActor(), input });
    return { postIds: queued.postIds, scheduledAt: queued.scheduledAt.toISOString() };
  });
}
