"use client";

// A post opened from the calendar: where and when it goes, its text, and what became of it (errors with
// Retry, links to the live post). It shows the row as the calendar's query has it now, so a retried row
// is seen going from queued to its final state without closing the dialog.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { networkLabel } from "@/components/ui/format";
import { useTimeFormat, type TimeFormat } from "@/components/ui/viewer-time";
import { PostOutcome } from "./post-outcome";
import { ApprovalBadge } from "./approval-badge";
import { StatusBadge } from "./status-badge";
import type { PostRow } from "./types";

function whenText(f: TimeFormat, post: Pick<PostRow, "status" | "publishedAt" | "scheduledAt" | "queuedAt">): string {
  if (post.publishedAt) return `Published ${f.dateTime(post.publishedAt)}`;
  if (post.status === "scheduled" && post.scheduledAt) return `Scheduled for ${f.dateTime(post.scheduledAt)}`;
  if (post.queuedAt) return `${post.status === "queued" ? "Publishing since" : "Sent"} ${f.dateTime(post.queuedAt)}`;
  return post.scheduledAt ? `Scheduled for ${f.dateTime(post.scheduledAt)}` : "No date";
}

export function PostDetailsDialog({
  post,
  workspaceId,
  canEdit,
  onClose,
}: {
  post: PostRow | null;
  workspaceId: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const f = useTimeFormat();
  const networks = post ? post.platforms.map(networkLabel).join(", ") : "";
  return (
    <Dialog open={post !== null} onClose={onClose} title={post ? `${networks} post` : "Post"}>
      {post ? (
        <div data-testid="post-details">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <StatusBadge status={post.status} />
            <ApprovalBadge state={post.approvalState} />
            {post.account ? <span>@{post.account.platformUsername}</span> : null}
            {post.mode === "test" ? <span className="rounded bg-violet-50 px-1.5 py-0.5 font-medium text-violet-700">Test post</span> : null}
            <span>{whenText(f, post)}</span>
          </div>
          <p className="mt-3 text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
            {post.title ? <strong className="block">{post.title}</strong> : null}
            {post.caption || <em className="text-slate-400">No caption</em>}
          </p>
          <div className="mt-2">
            <PostOutcome post={post} workspaceId={workspaceId} canRetry={canEdit} />
          </div>
          <div className="mt-5 flex justify-end gap-2">
            {canEdit && post.mode === "live" && (post.status === "draft" || post.status === "scheduled") ? (
              <Link
                href={`/${workspaceId}/posts/${post.id}/edit`}
                className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                Edit
              </Link>
            ) : null}
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
