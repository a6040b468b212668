"use server";

// The web app's approval steps, through the same services as POST /posts/{id}/submit, /approve and
// /request-changes, plus the workspace setting. The composer's "Submit for approval" saves what is on screen
// (as a draft) and submits it in one service call, one transaction: a refused save or submit stores nothing.
import type { CreatePostRequest, UpdatePostRequest } from "@/lib/schemas/posts";
import { approvePost } from "@/lib/services/approvals/approve-post";
import { requestPostChanges } from "@/lib/services/approvals/request-post-changes";
import { createAndSubmitPost } from "@/lib/services/posts/create-and-submit-post";
import { updateAndSubmitPost } from "@/lib/services/posts/update-and-submit-post";
import { setPostsNeedApproval } from "@/lib/services/workspaces/set-posts-need-approval";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

// "Submit for approval" in the composer of a new post.
export async function createAndSubmitPostAction(workspaceId: string, input: CreatePostRequest, scheduledAt: string | null) {
  return runAction(async () => {
    const post = await createAndSubmitPost({ workspaceId, actor: await sessionActor(), input: { post: input, scheduledAt } });
    return { id: post.id };
  });
}

// "Submit for approval" in the editor (again, after changes were asked).
export async function updateAndSubmitPostAction(workspaceId: string, id: string, changes: UpdatePostRequest, scheduledAt: string | null) {
  return runAction(async () => {
    const post = await updateAndSubmitPost({ workspaceId, actor: await sessionActor(), input: { id, changes, scheduledAt } });
    return { id: post.id };
  });
}

export async function approvePostAction(workspaceId: string, id: string, comment: string) {
  return runAction(async () => {
    const { post } = await approvePost({ workspaceId, actor: await sessionActor(), input: { id, body: comment.trim() ? { comment: comment.trim() } : {} } });
    return { status: post.status, scheduledAt: post.scheduledAt?.toISOString() ?? null };
  });
}

export async function requestPostChangesAction(workspaceId: string, id: string, comment: string) {
  return runAction(async () => {
    await requestPostChanges({ workspaceId, actor: await sessionActor(), input: { id, body: { comment } } });
    return { id };
  });
}

export async function setPostsNeedApprovalAction(workspaceId: string, enabled: boolean) {
  return runAction(async () => (await setPostsNeedApproval({ workspaceId, actor: await sessionActor(), input: { enabled } })).postsNeedApproval);
}
