"use server";

import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import type { POST_STATUSES } from "@/lib/schemas/posts";
import { deletePost } from "@/lib/services/posts/delete-post";
import { listWorkspacePosts } from "@/lib/services/posts/list-workspace-posts";
import { publishPost } from "@/lib/services/posts/publish-post";

export type PostStatusFilter = (typeof POST_STATUSES)[number] | undefined;

export async function listPostsAction(workspaceId: string, status: PostStatusFilter) {
  return runAction(async () => listWorkspacePosts({ workspaceId, actor: await sessionActor(), input: { status } }));
}

export async function deletePostAction(workspaceId: string, id: string) {
  return runAction(async () => deletePost({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// Publish a draft or scheduled post now.
export async function publishPostAction(workspaceId: string, id: string) {
  return runAction(async () => publishPost({ workspaceId, actor: await sessionActor(), input: { id } }));
}
