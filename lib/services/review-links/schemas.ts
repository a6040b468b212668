// What a manager sends to make a review link: chosen posts, or every upcoming post of a date range on chosen
// accounts; how long it lives (14 days unless said); an optional passcode the client must type.
import { z } from "zod";
import { isoDateTime } from "../../schemas/common";

export const REVIEW_LINK_DEFAULT_DAYS = 14;
export const REVIEW_LINK_MAX_POSTS = 100;

export const createReviewLinkInput = z
  .strictObject({
    title: z.string({ error: "must be a string" }).trim().max(120, { error: "must be at most 120 characters" }).optional(),
    postIds: z
      .array(z.uuid({ error: "must be a post id" }))
      .min(1, { error: "choose at least one post" })
      .max(REVIEW_LINK_MAX_POSTS, { error: `at most ${REVIEW_LINK_MAX_POSTS} posts` })
      .optional(),
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
      .optional(),
    expiresInDays: z.number({ error: "must be a number of days" }).int().min(1, { error: "at least 1 day" }).max(90, { error: "at most 90 days" }).optional(),
    passcode: z.string({ error: "must be a string" }).min(4, { error: "at least 4 characters" }).max(64, { error: "at most 64 characters" }).optional(),
  })
  .refine((input) => (input.postIds === undefined) !== (input.range === undefined), {
    error: "choose posts, or a date range and accounts (one of postIds or range)",
    path: ["postIds"],
  });
export type CreateReviewLinkInput = z.input<typeof createReviewLinkInput>;

export const reviewerName = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, { error: "say who you are: your name is shown to the team" })
  .max(80, { error: "must be at most 80 characters" });

export const reviewDecisionInput = z.discriminatedUnion("decision", [
  z.strictObject({
    decision: z.literal("approved"),
    postId: z.uuid({ error: "must be a post id" }),
    reviewerName,
    comment: z.string().trim().max(2000).optional(),
  }),
  z.strictObject({
    decision: z.literal("changes_requested"),
    postId: z.uuid({ error: "must be a post id" }),
    reviewerName,
    comment: z
      .string({ error: "say what should change" })
      .trim()
      .min(1, { error: "say what should change" })
      .max(2000, { error: "must be at most 2000 characters" }),
  }),
]);
export type ReviewDecisionInput = z.input<typeof reviewDecisionInput>;
