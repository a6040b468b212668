"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { deletePostAction, publishPostAction, type PostStatusFilter } from "@/app/(app)/[workspace]/posts/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { networkLabel } from "@/components/ui/format";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { EmptyState } from "@/components/ui/page-header";
import { Segmented } from "@/components/ui/segmented";
import { toast } from "@/components/ui/toaster";
import type { listWorkspacePosts } from "@/lib/services/posts/list-workspace-posts";
import { MediaThumbnail } from "@/components/composer/media-thumbnail";
import { fetchPosts } from "./fetch-posts";
import { failedRows, groupPosts } from "./group-posts";
import { inFlight, pollWhileQueued } from "./in-flight";
import { RetryPostButton } from "./retry-post-button";
import { PostCalendar } from "./post-calendar";
import { PostOutcome } from "./post-outcome";
import { ApprovalBadge } from "./approval-badge";
import { STATUS_LABELS, StatusBadge } from "./status-badge";

type PostRow = Awaited<ReturnType<typeof listWorkspacePosts>>[number];

const FILTERS: { value: PostStatusFilter; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "queued", label: STATUS_LABELS.queued },
  { value: "published", label: "Published" },
  { value: "failed", label: "Failed" },
];

const VIEWS = [
  { value: "list", label: "List" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

export function PostList({
  workspaceId,
  initialPosts,
  canEdit,
  mustSubmit = false,
}: {
  workspaceId: string;
  initialPosts: PostRow[];
  canEdit: boolean;
  mustSubmit?: boolean;
}) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<PostStatusFilter>(undefined);
  const [view, setView] = useState<(typeof VIEWS)[number]["value"]>("list");
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  const [busy, setBusy] = useState(false);
  const queryKey = ["posts", workspaceId, filter ?? "all"];
  const {
    data: posts,
    isFetching,
    isError,
  } = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPosts(workspaceId, filter, undefined, signal),
    initialData: filter === undefined ? initialPosts : undefined,
    // Coming back to the page must not show a list cached before the last post was written.
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: pollWhileQueued,
    // The calendar has its own query (a date range); the list rests meanwhile.
    enabled: view === "list",
  });

  async function run(work: () => Promise<{ ok: boolean; error?: string }>, success: string) {
    setBusy(true);
    try {
      const result = await work();
      if (result.ok) toast.success(success);
      else toast.error(result.error ?? "That did not work");
    } catch {
      toast.error("Could not reach the server. Try again.");
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
    }
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <button
              key={f.label}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={`rounded-full px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${filter === f.value ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"}`}
            >
              {f.label}
            </button>
          ))}
        </div>
        <span className="ml-auto self-center text-xs text-slate-500" aria-live="polite">
          {view !== "list" ? "" : posts && inFlight(posts) ? "Publishing — this list updates by itself" : isFetching ? "Refreshing…" : ""}
        </span>
        <Segmented label="View" options={VIEWS} value={view} onChange={setView} />
      </div>

      {view !== "list" ? <PostCalendar workspaceId={workspaceId} filter={filter} view={view} onViewChange={setView} canEdit={canEdit} /> : null}
      {view === "list" && isError ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          The posts could not be loaded. Retrying…
        </p>
      ) : null}
      {view !== "list" ? null : !posts ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading posts">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-slate-200/60" />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <EmptyState title={filter ? `No ${STATUS_LABELS[filter]?.toLowerCase()} posts` : "No posts yet"}>
          {canEdit ? "Write one with New post, or turn an idea into a post from the board." : "Posts of this workspace will show up here."}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Posts">
          {groupPosts(posts).map((group) => {
            const { lead } = group;
            const failed = failedRows(group);
            return (
              <li key={group.key} data-testid="post-group" className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                {lead.mediaUrls[0] ? (
                  <span className="relative size-16 shrink-0 overflow-hidden rounded-md bg-slate-100" data-testid="post-media">
                    <MediaThumbnail item={{ kind: lead.mediaType ?? "image", preview: lead.mediaUrls[0], alt: "" }} />
                    {lead.mediaUrls.length > 1 ? (
                      <span className="absolute right-0.5 bottom-0.5 rounded bg-slate-900/70 px-1 text-[10px] font-semibold text-white">
                        +{lead.mediaUrls.length - 1}
                      </span>
                    ) : null}
                  </span>
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm text-slate-900 [overflow-wrap:anywhere]">
                    {lead.title ? <strong>{lead.title} · </strong> : null}
                    {lead.caption || <em className="text-slate-400">No caption</em>}
                  </p>
                  <ul className="mt-2 divide-y divide-slate-100" aria-label="Networks">
                    {group.rows.map((post) => (
                      <PostRowLine
                        key={post.id}
                        post={post}
                        workspaceId={workspaceId}
                        canEdit={canEdit}
                        mustSubmit={mustSubmit}
                        busy={busy}
                        onPublish={() => run(() => publishPostAction(workspaceId, post.id), "Publishing now")}
                        onDelete={() => setDeleting(post)}
                      />
                    ))}
                  </ul>
                  {canEdit && failed.length > 1 ? (
                    <div className="mt-2">
                      <RetryPostButton workspaceId={workspaceId} postIds={failed.map((row) => row.id)} />
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this post?"
        description="It disappears from the list and will not be published."
        confirmLabel="Delete post"
        pending={busy}
        onConfirm={() => {
          const post = deleting;
          setDeleting(null);
          if (post) void run(() => deletePostAction(workspaceId, post.id), "Post deleted");
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** One account's row of a post: where it goes, when, its status and outcome, and what can be done with it. */
function PostRowLine({
  post,
  workspaceId,
  canEdit,
  mustSubmit,
  busy,
  onPublish,
  onDelete,
}: {
  post: PostRow;
  workspaceId: string;
  canEdit: boolean;
  /** Posts need approval and this person cannot approve: no "Publish now", they submit from the editor. */
  mustSubmit: boolean;
  busy: boolean;
  onPublish: () => void;
  onDelete: () => void;
}) {
  const f = useTimeFormat();
  const editable = canEdit && post.mode === "live" && (post.status === "draft" || post.status === "scheduled");
  const name = `${post.platforms.map(networkLabel).join(", ")}${post.account ? ` @${post.account.platformUsername}` : ""}`;
  return (
    <li className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0 sm:flex-row sm:items-start" data-testid="post-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">{post.platforms.map(networkLabel).join(", ")}</span>
          {post.account ? <span>@{post.account.platformUsername}</span> : null}
          {post.mode === "test" ? <span className="rounded bg-violet-50 px-1.5 py-0.5 font-medium text-violet-700">Test post</span> : null}
          {post.account?.isSandbox && post.mode === "live" ? <span className="rounded bg-violet-50 px-1.5 py-0.5 text-violet-700">Sandbox account</span> : null}
          <span data-testid="post-when">
            {post.publishedAt
              ? `Published ${f.dateTime(post.publishedAt)}`
              : post.scheduledAt
                ? `Scheduled for ${f.dateTime(post.scheduledAt)}`
                : `Created ${f.dateTime(post.createdAt)}`}
          </span>
        </div>
        <PostOutcome post={post} workspaceId={workspaceId} canRetry={canEdit} />
      </div>
      <div className="flex items-center gap-2">
        <ApprovalBadge state={post.approvalState} />
        <StatusBadge status={post.status} />
        {editable ? (
          <>
            <Link
              href={`/${workspaceId}/posts/${post.id}/edit`}
              className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
              aria-label={`Edit post ${post.caption?.slice(0, 30) ?? ""}`.trim()}
            >
              Edit
            </Link>
            {mustSubmit ? null : (
              <Button size="sm" disabled={busy} onClick={onPublish} aria-label={`Publish now: ${name}`}>
                Publish now
              </Button>
            )}
            <Button size="sm" disabled={busy} onClick={onDelete} aria-label={`Delete post ${post.caption?.slice(0, 30) ?? ""}`.trim()}>
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
