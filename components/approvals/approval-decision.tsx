"use client";

// An approver's two answers to a post awaiting approval: Approve (it then goes out as its author asked), or
// Request changes with a comment the author sees. Used on the Approvals page and in the editor.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { approvePostAction, requestPostChangesAction } from "@/lib/actions/approvals";

export function ApprovalDecision({ workspaceId, postId, label }: { workspaceId: string; postId: string; label: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const commentId = useId();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState("");
  const [pending, setPending] = useState<"approve" | "changes" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(kind: "approve" | "changes") {
    if (kind === "changes" && !comment.trim()) return setError("Say what should change: the author sees your comment.");
    setPending(kind);
    setError(null);
    try {
      const result = kind === "approve" ? await approvePostAction(workspaceId, postId, comment) : await requestPostChangesAction(workspaceId, postId, comment);
      if (!result.ok) return setError(result.error);
      toast.success(kind === "approve" ? "Approved" : "Sent back with your comment");
      await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="space-y-2" data-testid="approval-decision">
      <FormError message={error} />
      {asking ? (
        <div className="space-y-2">
          <label htmlFor={commentId} className="block text-sm font-medium text-slate-700">
            What should change?
          </label>
          <textarea
            id={commentId}
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={2000}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" disabled={pending !== null} onClick={() => void decide("changes")}>
              {pending === "changes" ? "Sending…" : "Send back to the author"}
            </Button>
            <Button variant="ghost" disabled={pending !== null} onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" disabled={pending !== null} onClick={() => void decide("approve")} aria-label={`Approve ${label}`}>
            {pending === "approve" ? "Approving…" : "Approve"}
          </Button>
          <Button disabled={pending !== null} onClick={() => setAsking(true)} aria-label={`Request changes to ${label}`}>
            Request changes
          </Button>
        </div>
      )}
    </div>
  );
}
