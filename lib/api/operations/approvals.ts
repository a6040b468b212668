// Paths of post approvals (additive): submit a draft for approval, approve it, or ask for changes.
import { auth, envelope, idParam, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

/** The 403 of the endpoints that schedule or publish, where "Posts need approval" can refuse a member's key. */
export const APPROVAL_NEEDED_403 =
  'The key lacks the scope, its creator\'s role cannot write, or "Posts need approval" is on and its creator is a member: submit the post for approval instead';

const APPROVAL_CONFLICT = "The post is not in a state this step applies to (already scheduled or published, or not awaiting approval)";

export const approvalOperations = defineOperations({
  submitPostForApproval: {
    method: "post",
    path: "/posts/{id}/submit",
    summary: "Submit a post for approval",
    scope: "posts:write",
    description:
      "Additive (beyond the v1 contract). A draft (or scheduled) post becomes a draft awaiting approval (`approval.state: pending`), remembering what its " +
      "author asks for: `scheduledAt` to be scheduled then, or no body to be published as soon as it is approved. Any role that can write may submit; " +
      'in a workspace with "Posts need approval" on, it is how members get posts out (scheduling or publishing is 403 for them).',
    parameters: [idParam],
    body: ref("SubmitForApprovalRequest"),
    example: { scheduledAt: "2027-03-01T09:00:00Z" },
    bodyRequired: false,
    status: 200,
    response: envelope("post", ref("Post")),
    errors: [400, ...auth, 403, 404, 409, 413],
    errorText: { 409: APPROVAL_CONFLICT },
  },
  approvePost: {
    method: "post",
    path: "/posts/{id}/approve",
    summary: "Approve a post awaiting approval",
    scope: "posts:write",
    description:
      "Additive. Managers, admins and owners only (a member's key is 403), including for their own posts. The post is then scheduled at its " +
      "`scheduled_at`, or published now (fanned out into one queued row per account, `postIds`) when its author asked for that or the time has passed. " +
      "A post that is not awaiting approval, or already scheduled or published, is a 409 and nothing changes.",
    parameters: [idParam],
    body: ref("ApprovePostRequest"),
    example: { comment: "Looks great, ship it." },
    bodyRequired: false,
    status: 200,
    response: {
      type: "object",
      required: ["post", "postIds", "dispatchDeferred"],
      properties: {
        post: ref("Post"),
        postIds: { type: "array", items: { type: "string", format: "uuid" } },
        dispatchDeferred: { type: "boolean" },
      },
    },
    errors: [400, ...auth, 403, 404, 409, 413],
    errorText: { 409: APPROVAL_CONFLICT },
  },
  requestPostChanges: {
    method: "post",
    path: "/posts/{id}/request-changes",
    summary: "Send a post back to its author with a comment",
    scope: "posts:write",
    description:
      "Additive. Managers, admins and owners only. The post stays a draft with `approval.state: changes_requested` and the comment; its author edits it and submits it again.",
    parameters: [idParam],
    body: ref("RequestChangesRequest"),
    example: { comment: "Please mention the free shipping weekend in the first line." },
    status: 200,
    response: envelope("post", ref("Post")),
    errors: [400, ...auth, 403, 404, 409, 413],
    errorText: { 409: APPROVAL_CONFLICT },
  },
});
