// Where a post stands in its approval, above the editor: awaiting a decision, or sent back with the approver's
// comment (what the author needs to read before changing it and submitting it again).
import { LocalTime } from "./local-time";

export function ApprovalNote({
  state,
  comment,
  decidedBy,
  requestedAt,
  mustSubmit,
  sendsBack = false,
}: {
  state: string;
  comment: string | null;
  decidedBy: string | null;
  requestedAt: string | null;
  mustSubmit: boolean;
  /** An edit by this person sends the scheduled post back for approval. */
  sendsBack?: boolean;
}) {
  if (sendsBack) {
    return (
      <p role="status" className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950" data-testid="approval-note">
        <strong>{state === "approved" ? `Approved${decidedBy ? ` by ${decidedBy}` : ""}` : "Scheduled"}</strong>. Editing it sends it back for approval: once
        you save a change it is a draft awaiting approval, and it goes out only when it is approved again.
      </p>
    );
  }
  if (state === "pending") {
    return (
      <p role="status" className="mb-4 rounded-lg border border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-900" data-testid="approval-note">
        <strong>Awaiting approval</strong>
        {requestedAt ? (
          <>
            {" "}
            since <LocalTime iso={requestedAt} />
          </>
        ) : null}
        . {mustSubmit ? "Changes you save here are what the approver sees." : "Approve it or request changes below."}
      </p>
    );
  }
  if (state === "changes_requested") {
    return (
      <div role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="approval-note">
        <p>
          <strong>Changes requested</strong>
          {decidedBy ? ` by ${decidedBy}` : ""}:
        </p>
        <blockquote className="mt-1 border-l-2 border-amber-300 pl-3 whitespace-pre-wrap" data-testid="approval-comment">
          {comment}
        </blockquote>
        <p className="mt-2 text-amber-900">Change the post, then submit it for approval again.</p>
      </div>
    );
  }
  return null;
}
