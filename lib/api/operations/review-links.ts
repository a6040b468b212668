// Paths of client review links (additive, issue 37): make one for chosen posts or a date range, list them, read
// one, revoke one. The same service as the web app's Approvals page (lib/services/review-links).
import { REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_MAX_POSTS } from "../../schemas/review-links";
import { WHOLE_LIST_LIMITS, wholeListQuery } from "../../schemas/common";
import { auth, envelope, idParam, pageParameters, paged, PAGING_TEXT, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

const WHO = "Managers, admins and owners (the people who could approve the posts themselves); a member's key is 403.";

export const reviewLinkOperations = defineOperations({
  listReviewLinks: {
    method: "get",
    path: "/review-links",
    summary: "List client review links",
    scope: "posts:read",
    query: wholeListQuery,
    description: `Additive (beyond the v1 contract). The workspace's review links, newest first, with their state and counts; never a token. ${WHO} ${PAGING_TEXT}`,
    parameters: pageParameters(WHOLE_LIST_LIMITS),
    status: 200,
    response: paged("reviewLinks", ref("ReviewLink")),
    errors: [400, ...auth, 403],
  },
  createReviewLink: {
    method: "post",
    path: "/review-links",
    summary: "Make a client review link",
    scope: "posts:write",
    description:
      "Additive. A link (`url`, shown only in this answer) where someone without an account sees the posts as each network will show them and " +
      "approves each or asks for changes under their name; their decisions go through the approval steps with the link's maker's authority. " +
      `Choose \`postIds\` (live posts, at most ${REVIEW_LINK_MAX_POSTS}) or a \`range\` with \`accountIds\`; it expires after \`expiresInDays\` ` +
      `(default ${REVIEW_LINK_DEFAULT_DAYS}) and may need a \`passcode\`. ${WHO} A drafts-only key is 403 (an approval through the link publishes). ` +
      "A post id of another workspace is 404.",
    body: ref("CreateReviewLinkRequest"),
    example: { title: "December posts for Acme", postIds: ["7f3c1a52-9d0e-4a51-8a47-2f6b1e0c9d11"], expiresInDays: 14 },
    status: 201,
    response: ref("CreatedReviewLink"),
    errors: [400, ...auth, 403, 404, 413],
  },
  getReviewLink: {
    method: "get",
    path: "/review-links/{id}",
    summary: "Get a client review link",
    scope: "posts:read",
    description: `Additive. One review link with its state and counts; never its token. ${WHO}`,
    parameters: [idParam],
    status: 200,
    response: envelope("reviewLink", ref("ReviewLink")),
    errors: [...auth, 403, 404],
  },
  revokeReviewLink: {
    method: "delete",
    path: "/review-links/{id}",
    summary: "Revoke a client review link",
    scope: "posts:write",
    description: `Additive. From then on the link opens nothing and decides nothing; the link stays listed as \`revoked\`. Revoking twice is harmless. ${WHO}`,
    parameters: [idParam],
    status: 200,
    response: envelope("reviewLink", ref("ReviewLink")),
    errors: [...auth, 403, 404],
  },
});
