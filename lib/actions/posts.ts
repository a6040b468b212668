"use server";

// The posts page's writes. Its reads go through GET /api/posts (components/posts/fetch-posts.ts).

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { POST_STATUSES } from "@/lib/schemas/posts";
import { deletePost } from "@/lib/services/posts/delete-post";
import { duplicatePost } from "@/lib/services/posts/duplicate-post";
import { publishPost } from "@/lib/services/posts/publish-post";
import type { FirstCommentResult } from "@/lib/schemas/posts";
import { retryFirstComment } from "@/lib/services/posts/retry-first-comment";
import { retryPost } from "@/lib/services/posts/retry-post";

export type PostStatusFilter = (typeof POST_STATUSES)[number] | undefined;

export async function deletePostAction(workspaceId: string, id: string) {
  return runAction(async () => deletePost({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// Publish a draft or scheduled post now.
export async function publishPostAction(workspaceId: string, id: string) {
  return runAction(async () => publishPost({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// Copy any post into a new draft (the same service as POST /posts/{id}/duplicate); answers the draft's id.
export async function duplicatePostAction(workspaceId: string, id: string) {
  return runAction(async () => duplicatePost({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// Queue a failed row again (the same service as POST /posts/{id}/retry).
export async function retryPostAction(workspaceId: string, id: string) {
  return runAction(async () => retryPost({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// Post a published row's failed first comment again, alone (the same service as POST /posts/{id}/retry-comment).
// Answers the comment's new result: posted, or failed again with its error.
export async function retryCommentAction(workspaceId: string, id: string) {
  return runAction(async () => {
    const post = await retryFirstComment({ workspaceId, actor: await sessionActor(), input: { id } });
    const result = post.platformResults?.find((r) => r.success && r.firstComment);
    return { platform: result?.platform ?? post.platforms[0] ?? "", comment: (result?.firstComment ?? null) as FirstCommentResult | null };
  });
}
