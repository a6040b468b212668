// Client review links (POST/GET/DELETE /review-links): share posts with someone without an account, list the
// links, revoke one. The service decides who may (managers and above; never a drafts-only key for making one).
import { z } from "zod";
import { serializeReviewLink } from "../../api/serializers/serialize-review-link";
import { appLink } from "../../email/app-link";
import { createReviewLink } from "../../services/review-links/create-review-link";
import { getReviewLink, listReviewLinks } from "../../services/review-links/list-review-links";
import { WHOLE_LIST_LIMITS } from "../../schemas/common";
import { pageArgs, pageFromArgs } from "../page-args";
import { revokeReviewLink } from "../../services/review-links/revoke-review-link";
import { ADDITIVE, defineTool, DESTRUCTIVE, READ_ONLY } from "../define-tool";

export const reviewLinkTools = [
  defineTool({
    name: "create_review_link",
    title: "Make a client review link",
    description:
      "Managers and above. A link (url, shown once) where a client without an account approves each post or asks for changes. A date range: POST /review-links.",
    operation: "createReviewLink",
    annotations: ADDITIVE,
    // The posts by id only, to keep the tool list small; the service parses the API's whole body.
    input: z.object({
      postIds: z.array(z.uuid()).describe("The posts to share (at most 100)"),
      title: z.string().optional().describe("The page's heading for the client"),
      expiresInDays: z.number().int().optional().describe("1–90, default 14"),
      passcode: z.string().optional().describe("Optional, 4–64 characters"),
    }),
    run: async (input, { auth }) => {
      const made = await createReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, input });
      const row = await getReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, id: made.id });
      return { reviewLink: serializeReviewLink(row), url: appLink(made.path) };
    },
  }),
  defineTool({
    name: "list_review_links",
    title: "List client review links",
    description: "The workspace's review links, newest first, with state (active, expired, revoked) and decision counts.",
    operation: "listReviewLinks",
    annotations: READ_ONLY,
    input: z.object(pageArgs(WHOLE_LIST_LIMITS)),
    run: async (args, { auth }) => {
      const { rows, nextCursor } = await listReviewLinks({ workspaceId: auth.workspaceId, actor: auth.actor, page: pageFromArgs(WHOLE_LIST_LIMITS, args) });
      return { reviewLinks: rows.map(serializeReviewLink), nextCursor };
    },
  }),
  defineTool({
    name: "revoke_review_link",
    title: "Revoke a client review link",
    description: "The link then opens nothing and decides nothing.",
    operation: "revokeReviewLink",
    annotations: DESTRUCTIVE,
    input: z.object({ id: z.uuid().describe("The link's id from list_review_links") }),
    run: async ({ id }, { auth }) => {
      await revokeReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
      const row = await getReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, id });
      return { reviewLink: serializeReviewLink(row) };
    },
  }),
];
