"use client";

// The first comment of a published row, under its outcome: being posted, or failed in words a person can act on
// (commentFailureWords, chosen by the result's kind), with "Retry comment" (the service behind POST /posts/{id}/retry-comment) and, for a
// passing failure, the note that it is tried again by itself. A posted comment links to itself where it can.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { retryCommentAction } from "@/lib/actions/posts";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { toast } from "@/components/ui/toaster";
import { commentFailureWords, readFirstCommentResult } from "./comment-failure-words";
import type { PostRow } from "./types";

export function FirstCommentOutcome({
  post,
  workspaceId,
  canRetry,
}: {
  post: Pick<PostRow, "id" | "platformResults">;
  workspaceId: string;
  canRetry: boolean;
}) {
  // Held here, not in the button: while the retry runs the list refetches and shows the comment as pending, and
  // the button (with its outcome toast) must outlive that.
  const retry = useRetryComment(workspaceId, post.id);
  const result = post.platformResults.find((r) => r.success && readFirstCommentResult(r.firstComment));
  const comment = readFirstCommentResult(result?.firstComment);
  if (!result || !comment) return null;
  const network = networkLabel(result.platform);
  if (comment.status === "failed" || retry.isPending) {
    return (
      <div className="mt-1 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" role="note" data-testid="first-comment">
        <p>{comment.status === "failed" ? commentFailureWords(network, result.platform, comment) : `Posting the first comment on ${network}…`}</p>
        {comment.status === "failed" && comment.retry_at ? <p className="mt-0.5">It will be tried again automatically; you can also retry it now.</p> : null}
        {canRetry ? (
          <div className="mt-1.5">
            <Button size="sm" onClick={() => retry.mutate()} disabled={retry.isPending}>
              {retry.isPending ? "Retrying comment…" : "Retry comment"}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  if (comment.status === "pending") {
    return (
      <p className="mt-1 text-xs text-slate-500" role="status" data-testid="first-comment">
        Posting the first comment on {network}…
      </p>
    );
  }
  return comment.url ? (
    <a
      href={comment.url}
      target="_blank"
      rel="noreferrer"
      className="mt-1 mr-3 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
      data-testid="first-comment"
    >
      First comment on {network}
      <ExternalLink aria-hidden className="size-3" />
    </a>
  ) : null;
}

/** "Retry comment": the server action, a toast with the outcome in plain words, then the posts refetch. */
function useRetryComment(workspaceId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const result = await retryCommentAction(workspaceId, postId);
      if (!result.ok) throw new Error(result.error);
      return result.data;
    },
    onSuccess: ({ platform, comment }) => {
      const network = networkLabel(platform);
      if (comment?.status === "posted") toast.success(`First comment posted on ${network}`);
      else toast.error(commentFailureWords(network, platform, comment ?? undefined));
    },
    onError: (error) => toast.error(error instanceof Error && error.message !== "Failed to fetch" ? error.message : "Could not reach the server. Try again."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] }),
  });
}
