"use server";

import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import type { POST_STATUSES } from "@/lib/schemas/posts";
import { deletePost } from "@/lib/services/posts/delete-post";
import { listWorkspacePosts } from "@/lib/services/posts/list-workspace-posts";
import { publishPost } from "@/lib/services/posts/publish-post";
import { retryPost } from "@/lib/services/posts/retry-post";

export type PostStatusFilter = (typeof POST_STATUSES)[number] | undefined;

/** The list (newest first), or with `range` the rows of a calendar week or month. */
export async function listPostsAction(workspaceId: string, status: PostStatusFilter, range?: { from: string; to: string }) {
  return runAction(async () => listWorkspacePosts({ workspaceId, actor: await sessionActor(), input: { status, range } }));
}

export async function deletePostAction(workspaceId: string, id: string) {
  return runAction(async () => deletePost({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// Publish a draft or scheduled post now.
export async function publishPostAction(workspaceId: string, id: string) {
  return runAction(async () => publishPost({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// Queue a failed row again (the same service as POST /posts/{id}/retry).
export async function retryPostAction(workspaceId: string, id: string) {
  return runAction(async () => retryPost({ workspaceId, actor: await sessionActor(), input: { postId: id } }));
}
