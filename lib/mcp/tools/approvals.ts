// Post approvals (POST /posts/{id}/submit, /approve, /request-changes) and the list of posts awaiting approval.
// The services decide who may do what: a member's key submits, a manager's (or above) decides.
import { z } from "zod";
import { serializePost } from "../../serializers/serialize-post";
import { approvePostRequest, requestChangesRequest, submitForApprovalRequest } from "../../schemas/approvals";
import { approvePost } from "../../services/approvals/approve-post";
import { requestPostChanges } from "../../services/approvals/request-post-changes";
import { submitPostForApproval } from "../../services/approvals/submit-post-for-approval";
import { listPosts } from "../../services/posts/list-posts";
import { ADDITIVE, defineTool, PUBLISHES, READ_ONLY } from "../define-tool";

const postId = z.string().describe("The post's id (uuid)");

export const approvalTools = [
  defineTool({
    name: "list_posts_awaiting_approval",
    title: "List posts awaiting approval",
    description: "Drafts submitted for approval that no manager has decided yet, newest first (at most 200).",
    operation: "listPosts",
    annotations: READ_ONLY,
    input: z.object({}),
    run: async (_args, { auth }) => ({
      posts: (await listPosts({ workspaceId: auth.workspaceId, actor: auth.actor, input: { approval: "pending", limit: 200 } })).rows.map(serializePost),
    }),
  }),
  defineTool({
    name: "submit_post_for_approval",
    title: "Submit a post for approval",
    description:
      "Sends a draft to the approvers (how a member gets a post out where posts need approval). With scheduledAt it is scheduled " +
      "then once approved; without, published on approval.",
    operation: "submitPostForApproval",
    annotations: ADDITIVE,
    input: submitForApprovalRequest.extend({ id: postId }),
    run: async ({ id, ...body }, { auth }) => ({
      post: serializePost(await submitPostForApproval({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } })),
    }),
  }),
  defineTool({
    name: "approve_post",
    title: "Approve a post",
    description: "Managers and above, not drafts-only keys. Approves a post awaiting approval: scheduled at its time, or published now if so asked.",
    operation: "approvePost",
    annotations: PUBLISHES,
    input: approvePostRequest.extend({ id: postId }),
    run: async ({ id, ...body }, { auth }) => {
      const result = await approvePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } });
      return { post: serializePost(result.post), postIds: result.postIds, dispatchDeferred: result.dispatchDeferred };
    },
  }),
  defineTool({
    name: "request_post_changes",
    title: "Ask for changes to a post",
    description: "Managers, admins and owners only. Sends a post awaiting approval back to its author with a comment saying what to change.",
    operation: "requestPostChanges",
    annotations: ADDITIVE,
    input: requestChangesRequest.extend({ id: postId }),
    run: async ({ id, ...body }, { auth }) => ({
      post: serializePost(await requestPostChanges({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } })),
    }),
  }),
];
