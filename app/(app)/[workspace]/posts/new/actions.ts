"use server";

import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import type { CreatePostRequest } from "@/lib/schemas/posts";
import { createPost } from "@/lib/services/posts/create-post";
import { requireReader } from "@/lib/services/workspaces/authorize-actor";
import { checkPost } from "./check-post";

export interface ComposerDraft {
  title?: string;
  caption?: string;
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
    return checkPost(
      {
        title: draft.title ?? null,
        caption: draft.caption ?? null,
        hashtags: [],
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
