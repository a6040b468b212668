// What a client sends through a review link: a decision on one post, under their name. (What a manager sends to
// make a link is the API's body: lib/schemas/review-links.ts.)
import { z } from "zod";

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
