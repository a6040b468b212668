// Approval of posts (additive beyond the v1 contract): the `approval` object on every Post, and the bodies of
// POST /posts/{id}/submit, /approve and /request-changes. Also the one place that turns the post's approval
// columns into that object, so the API, the MCP tools and the webhooks say the same thing.
import { z } from "zod";
import { isoDateTime, text, timestampOut } from "./common";

export const APPROVAL_STATES = ["none", "pending", "approved", "changes_requested"] as const;
export type ApprovalStateName = (typeof APPROVAL_STATES)[number];

export const approvalResponse = z
  .object({
    state: z.enum(APPROVAL_STATES).meta({
      description:
        "`none`: never submitted (or withdrawn); `pending`: awaiting a manager's decision; `approved`: approved (it was then scheduled or published as asked); `changes_requested`: sent back with a comment",
    }),
    requested_status: z
      .enum(["scheduled", "published"])
      .nullable()
      .meta({ description: "What the author asked for: `scheduled` at the post's `scheduled_at`, or `published` as soon as it is approved" }),
    requested_by: z.uuid().nullable().meta({ description: "User id of who submitted it" }),
    requested_at: timestampOut.nullable(),
    decided_by: z.uuid().nullable().meta({ description: "User id of who approved it or asked for changes" }),
    decided_at: timestampOut.nullable(),
    comment: z.string().nullable().meta({ description: "The approver's words: what to change, or a note with the approval" }),
  })
  .meta({ id: "PostApproval" });
export type ApprovalResponse = z.infer<typeof approvalResponse>;

/** The approval columns of a post row, as the services select them. */
export interface ApprovalColumns {
  approvalState: ApprovalStateName;
  approvalRequestedStatus: "scheduled" | "published" | null;
  approvalRequestedByUserId: string | null;
  approvalRequestedAt: Date | null;
  approvalDecidedByUserId: string | null;
  approvalDecidedAt: Date | null;
  approvalComment: string | null;
}

export const approvalSelect = {
  approvalState: true,
  approvalRequestedStatus: true,
  approvalRequestedByUserId: true,
  approvalRequestedAt: true,
  approvalDecidedByUserId: true,
  approvalDecidedAt: true,
  approvalComment: true,
} as const;

export function approvalJson(row: ApprovalColumns): ApprovalResponse {
  return {
    state: row.approvalState,
    requested_status: row.approvalRequestedStatus,
    requested_by: row.approvalRequestedByUserId,
    requested_at: row.approvalRequestedAt?.toISOString() ?? null,
    decided_by: row.approvalDecidedByUserId,
    decided_at: row.approvalDecidedAt?.toISOString() ?? null,
    comment: row.approvalComment,
  };
}

export const submitForApprovalRequest = z
  .strictObject({
    scheduledAt: isoDateTime
      .optional()
      .meta({ description: "When approved, schedule the post for this time (must be in the future). Omitted: publish as soon as it is approved." }),
  })
  .meta({ id: "SubmitForApprovalRequest" });

export const approvePostRequest = z
  .strictObject({ comment: text(2000).optional().meta({ description: "An optional note the author sees" }) })
  .meta({ id: "ApprovePostRequest" });

export const requestChangesRequest = z
  .strictObject({
    comment: z
      .string({ error: (issue) => (issue.input === undefined ? "required: say what to change" : "must be a string") })
      .trim()
      .min(1, { error: "required: say what to change" })
      .max(2000, { error: "must be at most 2000 characters" })
      .meta({ description: "What the author should change (shown to them)" }),
  })
  .meta({ id: "RequestChangesRequest" });
