"use client";

// Retry of failed rows (the service behind POST /posts/{id}/retry): one row, or every failed row of a post
// ("Retry failed (2)"), one after the other. The rows become queued; the posts queries refetch, and they poll
// by themselves while a row is queued, until it is final again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { retryPostAction } from "@/lib/actions/posts";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

export function RetryPostButton({ workspaceId, postIds }: { workspaceId: string; postIds: string[] }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: async () => {
      let deferred = false;
      for (const postId of postIds) {
        const result = await retryPostAction(workspaceId, postId);
        if (!result.ok) throw new Error(result.error);
        deferred ||= result.data.dispatchDeferred;
      }
      return { dispatchDeferred: deferred };
    },
    onSuccess: (data) => toast.success(data.dispatchDeferred ? "Queued again; it will be published shortly" : "Publishing again"),
    onError: (error) => toast.error(error instanceof Error && error.message !== "Failed to fetch" ? error.message : "Could not reach the server. Try again."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] }),
  });
  return (
    <Button size="sm" onClick={() => retry.mutate()} disabled={retry.isPending}>
      {retry.isPending ? "Retrying…" : postIds.length > 1 ? `Retry failed (${postIds.length})` : "Retry"}
    </Button>
  );
}
