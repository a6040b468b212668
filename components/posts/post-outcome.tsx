"use client";

// What became of a row on its network: the errors a person can act on (with Retry on a failed row) and
// the links to the live post. Shared by the list rows and the calendar's post dialog.
import { RetryPostButton } from "./retry-post-button";
import type { PostRow } from "./types";
import { networkLabel } from "@/components/ui/format";

export function PostOutcome({
  post,
  workspaceId,
  canRetry,
}: {
  post: Pick<PostRow, "id" | "status" | "platformResults">;
  workspaceId: string;
  canRetry: boolean;
}) {
  const failures = post.platformResults.filter((r) => !r.success && r.error);
  const links = post.platformResults.filter((r) => r.success && r.remotePermalink);
  return (
    <>
      {failures.map((r, i) => (
        <p key={i} className="mt-1 rounded bg-red-50 px-2 py-1 text-xs text-red-700" role="note">
          {r.error}
        </p>
      ))}
      {canRetry && post.status === "failed" ? (
        <div className="mt-1.5">
          <RetryPostButton workspaceId={workspaceId} postIds={[post.id]} />
        </div>
      ) : null}
      {links.map((r, i) => (
        <a
          key={i}
          href={r.remotePermalink!}
          target="_blank"
          rel="noreferrer"
          className="mt-1 mr-3 inline-block text-xs font-medium text-brand-700 hover:underline"
        >
          View on {networkLabel(r.platform)}
        </a>
      ))}
    </>
  );
}
