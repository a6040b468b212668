"use client";

// A client's answer to one post: Approve (a comment is optional), or Request changes (the comment says what).
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { decideReviewPostAction } from "@/lib/actions/review-links";

export function ReviewDecisionForm({
  token,
  postId,
  label,
  reviewerName,
  onNeedName,
}: {
  token: string;
  postId: string;
  label: string;
  reviewerName: string;
  onNeedName: () => void;
}) {
  const router = useRouter();
  const commentId = useId();
  const [comment, setComment] = useState("");
  const [pending, setPending] = useState<"approved" | "changes_requested" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: "approved" | "changes_requested") {
    if (!reviewerName.trim()) {
      onNeedName();
      return setError("Add your name at the top first: the team sees who decided.");
    }
    if (decision === "changes_requested" && !comment.trim()) return setError("Say what should change in the comment box.");
    setPending(decision);
    setError(null);
    try {
      const result = await decideReviewPostAction(token, { decision, postId, reviewerName, comment: comment.trim() || undefined } as never);
      if (!result.ok) return setError(result.error);
      setComment("");
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="space-y-2" data-testid="review-decision">
      <FormError message={error} />
      <label htmlFor={commentId} className="block text-sm font-medium text-slate-700">
        Comment <span className="font-normal text-slate-500">(needed to request changes)</span>
      </label>
      <textarea
        id={commentId}
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={pending !== null} onClick={() => void decide("approved")} aria-label={`Approve ${label}`}>
          {pending === "approved" ? "Approving…" : "Approve"}
        </Button>
        <Button disabled={pending !== null} onClick={() => void decide("changes_requested")} aria-label={`Request changes to ${label}`}>
          {pending === "changes_requested" ? "Sending…" : "Request changes"}
        </Button>
      </div>
    </div>
  );
}
