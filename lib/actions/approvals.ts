"use server";

// The web app's approval steps, through the same services as POST /posts/{id}/submit, /approve and
// /request-changes, plus the workspace setting. The composer's "Submit for approval" saves what is on screen
// first (as a draft), then submits it: a save that is refused submits nothing.
import type { CreatePostRequest, UpdatePostRequest } from "@/lib/schemas/posts";
import { approvePost } from "@/lib/services/approvals/approve-post";
import { requestPostChanges } from "@/lib/services/approvals/request-post-changes";
import { submitPostForApproval } from "@/lib/services/approvals/submit-post-for-approval";
import { createPost } from "@/lib/services/posts/create-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { setPostsNeedApproval } from "@/lib/services/workspaces/set-posts-need-approval";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

const submitBody = (scheduledAt: string | null) => (scheduledAt ? { scheduledAt } : {});

// "Submit for approval" in the composer of a new post: saved as a draft, then submitted.
export async function createAndSubmitPostAction(workspaceId: string, input: CreatePostRequest, scheduledAt: string | null) {
  return runAction(async () => {
    const actor = await sessionActor();
    const { postIds } = await createPost({ workspaceId, actor, input: { ...input, status: "draft", scheduledAt: undefined } });
    await submitPostForApproval({ workspaceId, actor, input: { id: postIds[0], body: submitBody(scheduledAt) } });
    return { id: postIds[0] };
  });
}

// "Submit for approval" in the editor: what is on screen saved, then submitted (again, after changes were asked).
export async function updateAndSubmitPostAction(workspaceId: string, id: string, changes: UpdatePostRequest, scheduledAt: string | null) {
  return runAction(async () => {
    const actor = await sessionActor();
    // As a draft: a scheduled post being submitted must not stay scheduled (nor be sent back by the edit itself).
    await updatePost({ workspaceId, actor, input: { id, changes: { ...changes, status: "draft", scheduledAt: undefined } } });
    await submitPostForApproval({ workspaceId, actor, input: { id, body: submitBody(scheduledAt) } });
    return { id };
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
