"use client";

// What became of a row on its network: the errors a person can act on (with Retry on a failed row), its first
// comment (with Retry comment when it failed) and the links to the live post (one "View on" per network; a
// thread's later parts labelled "Part 2/3"). Shared by the list rows and the calendar's post dialog.
import { ExternalLink } from "lucide-react";
import { FirstCommentOutcome } from "./first-comment-outcome";
import { networkLinks } from "./group-posts";
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
  const networks = networkLinks(post.platformResults);
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
      <FirstCommentOutcome post={post} workspaceId={workspaceId} canRetry={canRetry} />
      {networks.map(({ platform, links: [first, ...rest] }) => (
        <span key={platform} className="mt-1 mr-3 inline-flex flex-wrap items-center gap-x-2 text-xs" data-testid="network-links">
          <a href={first!.href} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            View on {networkLabel(platform)}
            {first!.part ? <span className="font-normal"> (Part 1/{first!.part.total})</span> : null}
            <ExternalLink aria-hidden className="size-3" />
          </a>
          {rest.map((link) => (
            <a
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 hover:underline"
              aria-label={`Part ${link.part!.index} of ${link.part!.total} on ${networkLabel(platform)}`}
            >
              Part {link.part!.index}/{link.part!.total}
            </a>
          ))}
        </span>
      ))}
    </>
  );
}
