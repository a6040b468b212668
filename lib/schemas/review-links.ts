// Client review links (additive, issue 37): the body of POST /review-links (also the web app's form and the MCP
// tool) and the ReviewLink the API answers. The token is in the answer of its creation only (as `url`); it is
// stored as a hash and never listed.
import { z } from "zod";
import { isoDateTime, timestampOut, uuidOut } from "./common";

export const REVIEW_LINK_DEFAULT_DAYS = 14;
export const REVIEW_LINK_MAX_POSTS = 100;

export const createReviewLinkInput = z
  .strictObject({
    title: z
      .string({ error: "must be a string" })
      .trim()
      .max(120, { error: "must be at most 120 characters" })
      .optional()
      .meta({ description: 'What the client reads as the page\'s heading; default "Posts for review (N)".' }),
    postIds: z
      .array(z.uuid({ error: "must be a post id" }))
      .min(1, { error: "choose at least one post" })
      .max(REVIEW_LINK_MAX_POSTS, { error: `at most ${REVIEW_LINK_MAX_POSTS} posts` })
      .optional()
      .meta({ description: `The posts to review (live posts of the workspace, at most ${REVIEW_LINK_MAX_POSTS}); or \`range\`.` }),
    range: z
      .strictObject({
        from: isoDateTime,
        to: isoDateTime,
        accountIds: z
          .array(z.uuid({ error: "must be an account id" }))
          .min(1, { error: "choose at least one account" })
          .max(100),
      })
      .refine((r) => new Date(r.from).getTime() < new Date(r.to).getTime(), { error: "to: must be after from", path: ["to"] })
      .optional()
      .meta({ description: "Every draft and scheduled post of these accounts scheduled in [from, to), fixed now; or `postIds`." }),
    expiresInDays: z
      .number({ error: "must be a number of days" })
      .int()
      .min(1, { error: "at least 1 day" })
      .max(90, { error: "at most 90 days" })
      .optional()
      .meta({ description: `How long the link works, 1–90 days; default ${REVIEW_LINK_DEFAULT_DAYS}.` }),
    passcode: z
      .string({ error: "must be a string" })
      .min(4, { error: "at least 4 characters" })
      .max(64, { error: "at most 64 characters" })
      .optional()
      .meta({ description: "A passcode the client types before seeing the posts (tries are rate-limited); stored hashed." }),
  })
  .refine((input) => (input.postIds === undefined) !== (input.range === undefined), {
    error: "choose posts, or a date range and accounts (one of postIds or range)",
    path: ["postIds"],
  })
  .meta({ id: "CreateReviewLinkRequest" });
export type CreateReviewLinkInput = z.input<typeof createReviewLinkInput>;

export const REVIEW_LINK_STATES = ["active", "expired", "revoked"] as const;

export const reviewLinkResponse = z
  .object({
    id: uuidOut,
    title: z.string(),
    state: z.enum(REVIEW_LINK_STATES).meta({ description: "`active` opens; `expired` and `revoked` open nothing and decide nothing." }),
    expiresAt: timestampOut,
    revokedAt: timestampOut.nullable(),
    lastOpenedAt: timestampOut.nullable().meta({ description: "When the client last opened it; null: never." }),
    createdAt: timestampOut,
    createdBy: z.string().meta({ description: "The name (or email) of who made it; a key's link is its creator's." }),
    hasPasscode: z.boolean(),
    postCount: z.number().int(),
    decisionCount: z.number().int().meta({ description: "Approvals and requests for changes made through it." }),
  })
  .meta({ id: "ReviewLink", description: "A client review link, without its token (shown once, as `url`, when it is made)." });
export type ReviewLinkResponse = z.infer<typeof reviewLinkResponse>;

export const createdReviewLinkResponse = z
  .object({
    reviewLink: reviewLinkResponse,
    url: z.string().meta({ format: "uri", description: "The link to send the client: shown only in this answer." }),
  })
  .meta({ id: "CreatedReviewLink" });
