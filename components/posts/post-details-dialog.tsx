"use client";

// A post opened from the calendar: its text, and per network where and when it goes and what became of it
// (errors with Retry, links to the live post). It shows the rows as the calendar's query has them now, so a
// retried row is seen going from queued to its final state without closing the dialog.
import Link from "next/link";
import { DuplicatePostButton } from "./duplicate-post-button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import { useTimeFormat, type TimeFormat } from "@/components/ui/viewer-time";
import type { PlatformId } from "@/lib/platforms/ids";
import type { PostGroup } from "./group-posts";
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
  group,
  workspaceId,
  canEdit,
  onClose,
}: {
  group: PostGroup | null;
  workspaceId: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const f = useTimeFormat();
  const post = group?.lead ?? null;
  const networks = group ? [...new Set(group.rows.flatMap((row) => row.platforms))].map(networkLabel).join(", ") : "";
  return (
    <Dialog open={group !== null} onClose={onClose} title={group ? `${networks} post` : "Post"}>
      {group && post ? (
        <div data-testid="post-details">
          {post.approvalState && post.approvalState !== "none" ? (
            <div className="mb-2">
              <ApprovalBadge state={post.approvalState} />
            </div>
          ) : null}
          <p className="text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
            {post.title ? <strong className="block">{post.title}</strong> : null}
            {post.caption || <em className="text-slate-500">No caption</em>}
          </p>
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Networks">
            {group.rows.map((row) => (
              <li key={row.id} className="py-2 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  {row.platforms.map((platform) => (
                    <NetworkIcon key={platform} platform={platform as PlatformId} size={14} className="text-slate-700" />
                  ))}
                  <StatusBadge status={row.status} />
                  {row.account ? <span>@{row.account.platformUsername}</span> : null}
                  {row.mode === "test" ? <span className="rounded bg-violet-50 px-1.5 py-0.5 font-medium text-violet-700">Test post</span> : null}
                  <span>{whenText(f, row)}</span>
                </div>
                <PostOutcome post={row} workspaceId={workspaceId} canRetry={canEdit} />
              </li>
            ))}
          </ul>
          <div className="mt-5 flex justify-end gap-2">
            {canEdit && group.rows.length === 1 && post.mode === "live" && (post.status === "draft" || post.status === "scheduled") ? (
              <Link
                href={`/${workspaceId}/posts/${post.id}/edit`}
                className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                Edit
              </Link>
            ) : null}
            {canEdit && post.mode === "live" ? (
              <DuplicatePostButton workspaceId={workspaceId} postId={post.id} label={post.caption?.slice(0, 30) ?? ""} />
            ) : null}
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
