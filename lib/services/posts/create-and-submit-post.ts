// The composer's "Submit for approval" for a new post: the post is stored as a draft and submitted to the
// approvers in one transaction, so a refused submit (a time that has passed) leaves no draft behind for the
// next click to duplicate. The same checks as POST /posts then POST /posts/{id}/submit.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { createPostRequest } from "../../schemas/posts";
import { notifyApprovalRequested } from "../approvals/notify-approval";
import { saveSubmission, submissionRequest } from "../approvals/submit-post-for-approval";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { insertUnpublishedPost } from "./insert-unpublished-post";
import { newPostFields } from "./new-post-fields";
import type { PostRow } from "../../serializers/post-select";

export async function createAndSubmitPost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  /** `post` as for POST /posts (its status and time are ignored); `scheduledAt` as for the submit: null publishes on approval. */
  input: { post: unknown; scheduledAt: string | null };
}): Promise<PostRow> {
  // A draft until someone decides: the time asked for is the submission's, not the post's.
  const data = { ...parseInput(createPostRequest, input.post), status: "draft" as const, scheduledAt: undefined };
  await requireWriter(workspaceId, actor, "create posts");
  const { fields, mappings } = await newPostFields(workspaceId, actor, data);
  const submitted = await db.$transaction(async (tx) => {
    const { id } = await insertUnpublishedPost({ ...fields, status: "draft", mappings }, tx);
    const request = submissionRequest(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {});
    return saveSubmission(tx, { workspaceId, actor, postId: id, ...request });
  });
  await confirmUploadedMedia({ workspaceId, mediaUrls: fields.mediaUrls, altTexts: fields.mediaAltTexts });
  await notifyApprovalRequested(workspaceId, actor, submitted);
  return submitted;
}
