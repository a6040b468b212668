"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Send, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { deletePostAction, publishPostAction } from "@/lib/actions/posts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { deleteWithUndo } from "@/components/ui/delete-with-undo";
import { NetworkIcon } from "@/components/ui/network-icon";
import { networkLabel } from "@/components/ui/format";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { EmptyState } from "@/components/ui/page-header";
import { ShownZone } from "@/components/ui/shown-zone";
import { Segmented } from "@/components/ui/segmented";
import { toast } from "@/components/ui/toaster";
import { MediaThumbnail } from "@/components/composer/media-thumbnail";
import { useDebounced } from "@/components/composer/use-debounced";
import { fetchPosts } from "./fetch-posts";
import { failedRows, groupPosts, postHeadline } from "./group-posts";
import { inFlight, pollPagesWhileQueued } from "./in-flight";
import { DuplicatePostButton } from "./duplicate-post-button";
import { RetryPostButton } from "./retry-post-button";
import { PostCalendar } from "./post-calendar";
import { PostOutcome } from "./post-outcome";
import { ApprovalBadge } from "./approval-badge";
import { STATUS_LABELS, StatusBadge } from "./status-badge";
import { NetworkStatusDot } from "./status-dot";
import type { PlatformId } from "@/lib/platforms/ids";
import { filterWords, type PostFilter } from "./post-filter";
import type { PostRow, PostsPage } from "./types";

const FILTERS: { value: PostFilter; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "queued", label: STATUS_LABELS.queued },
  { value: "published", label: "Published" },
  { value: "failed", label: "Failed" },
  { value: "awaiting_approval", label: "Awaiting approval" },
  { value: "changes_requested", label: "Changes requested" },
];

const VIEWS = [
  { value: "list", label: "List" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

export function PostList({
  workspaceId,
  initialPage,
  renderedAt,
  canEdit,
  mustSubmit = false,
}: {
  workspaceId: string;
  /** The list's first page, read by the server for this render. */
  initialPage: PostsPage;
  /** When the server read it (ms): tells this render's page from one cached on an earlier visit. */
  renderedAt: number;
  canEdit: boolean;
  mustSubmit?: boolean;
}) {
  const queryClient = useQueryClient();
  const f = useTimeFormat();
  const [filter, setFilter] = useState<PostFilter>(undefined);
  const [view, setView] = useState<(typeof VIEWS)[number]["value"]>("list");
  // "Publish now" asks first: from a list, one click would otherwise send a post to its networks for good.
  const [publishing, setPublishing] = useState<PostRow | null>(null);
  // Rows deleted within the undo window: hidden here, deleted on the server once the window closes.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // The search box: text, title, tag or account (GET /api/posts?q=…), read after a pause in typing.
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 250);
  const queryKey = ["posts", workspaceId, filter ?? "all", q];
  const { data, isFetching, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPosts(workspaceId, filter, { after: pageParam, q }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: filter === undefined && q === "" ? { pages: [initialPage], pageParams: [null] } : undefined,
    initialDataUpdatedAt: renderedAt,
    // Coming back to the page must not show a list cached before the last post was written; the page the
    // server has just read for this render is that fresh already, so it is not read again at once.
    staleTime: 0,
    refetchOnMount: (query) => query.state.dataUpdatedAt !== renderedAt,
    refetchInterval: pollPagesWhileQueued,
    // The calendar has its own query (a date range); the list rests meanwhile.
    enabled: view === "list",
  });
  const posts = data?.pages.flatMap((page) => page.posts);

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

  function remove(post: PostRow) {
    const headline = postHeadline(post);
    deleteWithUndo({
      message: headline ? `Post deleted: “${headline.slice(0, 40)}”` : "Post deleted",
      hide: () => setHidden((ids) => new Set(ids).add(post.id)),
      restore: () =>
        setHidden((ids) => {
          const next = new Set(ids);
          next.delete(post.id);
          return next;
        }),
      commit: () => deletePostAction(workspaceId, post.id),
      onDone: () => void queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] }),
    });
  }

  const shown = posts?.filter((post) => !hidden.has(post.id));

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
        {view === "list" ? (
          <div className="w-full sm:w-64">
            <label htmlFor="post-search" className="sr-only">
              Search posts
            </label>
            <input
              id="post-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search text, #tag or @account"
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </div>
        ) : null}
        <span className="ml-auto self-center text-xs text-slate-500" aria-live="polite">
          {view !== "list" ? "" : posts && inFlight(posts) ? "Publishing — this list updates by itself" : isFetching ? "Refreshing…" : ""}
        </span>
        {view === "list" ? <ShownZone /> : null}
        <Segmented label="View" options={VIEWS} value={view} onChange={setView} />
      </div>

      {view !== "list" ? <PostCalendar workspaceId={workspaceId} filter={filter} view={view} onViewChange={setView} canEdit={canEdit} /> : null}
      {view === "list" && isError ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          The posts could not be loaded. Retrying…
        </p>
      ) : null}
      {view !== "list" ? null : !shown ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading posts">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-slate-200/60" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        q ? (
          <EmptyState title={`No ${filterWords(filter) ? `${filterWords(filter)} ` : ""}posts match “${q}”`}>
            Try fewer or other words: text, a #tag, a network or an @account.
          </EmptyState>
        ) : (
          <EmptyState title={filter ? `No ${filterWords(filter)} posts` : "No posts yet"}>
            {canEdit ? "Write one with New post, or turn an idea into a post from the board." : "Posts of this workspace will show up here."}
          </EmptyState>
        )
      ) : (
        <ul className="space-y-3" aria-label="Posts">
          {groupPosts(shown).map((group) => {
            const { lead } = group;
            const failed = failedRows(group);
            const headline = postHeadline(lead);
            // The caption below the headline: all of it under a title, else what follows its first line.
            const rest = lead.title?.trim() ? lead.caption : lead.caption?.trim().split("\n").slice(1).join("\n").trim();
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
                  <div className="flex items-start gap-2">
                    <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" data-testid="post-headline">
                      {headline || <em className="font-normal text-slate-500">No caption</em>}
                    </p>
                    <span className="flex shrink-0 items-center gap-2 pt-0.5" aria-label="Networks and their status" role="group">
                      {group.rows.flatMap((row) =>
                        row.platforms.map((platform) => <NetworkStatusDot key={`${row.id}-${platform}`} platform={platform} status={row.status} />),
                      )}
                    </span>
                  </div>
                  {rest ? <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{rest}</p> : null}
                  <ul className="mt-2 divide-y divide-slate-100" aria-label="Networks">
                    {group.rows.map((post) => (
                      <PostRowLine
                        key={post.id}
                        post={post}
                        workspaceId={workspaceId}
                        canEdit={canEdit}
                        mustSubmit={mustSubmit}
                        busy={busy}
                        onPublish={() => setPublishing(post)}
                        onDelete={() => remove(post)}
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
      {view === "list" && shown && hasNextPage ? (
        <div className="mt-4 flex justify-center">
          {/* Waits for its page: a second click would cancel the read on its way (as on the idea board). */}
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading more…" : "Show older posts"}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={publishing !== null}
        title="Publish this post now?"
        description={
          publishing
            ? `“${postHeadline(publishing) || "This post"}” goes out to ${publishing.platforms.map(networkLabel).join(", ")} right away${publishing.scheduledAt ? `, instead of at ${f.dateTime(publishing.scheduledAt)}` : ""}. Once published it cannot be taken back.`
            : ""
        }
        confirmLabel="Publish now"
        confirmVariant="primary"
        pending={busy}
        onConfirm={() => {
          const post = publishing;
          setPublishing(null);
          if (post) void run(() => publishPostAction(workspaceId, post.id), "Publishing now");
        }}
        onCancel={() => setPublishing(null)}
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
          <span className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">
            {post.platforms.map((platform) => (
              <NetworkIcon key={platform} platform={platform as PlatformId} size={12} decorative />
            ))}
            {post.platforms.map(networkLabel).join(", ")}
          </span>
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
      <div className="flex flex-wrap items-center gap-2">
        <ApprovalBadge state={post.approvalState} />
        <StatusBadge status={post.status} />
        {editable ? (
          <>
            <Link
              href={`/${workspaceId}/posts/${post.id}/edit`}
              className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
              aria-label={`Edit post ${post.caption?.slice(0, 30) ?? ""}`.trim()}
            >
              <Pencil aria-hidden className="size-3" />
              Edit
            </Link>
            {/* A post awaiting approval is decided (Approve / Request changes in its editor), not published from here. */}
            {mustSubmit || post.approvalState === "pending" ? null : (
              <Button size="sm" disabled={busy} onClick={onPublish} aria-label={`Publish now: ${name}`}>
                <Send aria-hidden className="size-3" />
                Publish now
              </Button>
            )}
            <Button size="sm" disabled={busy} onClick={onDelete} aria-label={`Delete post ${post.caption?.slice(0, 30) ?? ""}`.trim()}>
              <Trash2 aria-hidden className="size-3" />
              Delete
            </Button>
          </>
        ) : null}
        {canEdit && post.mode === "live" ? <DuplicatePostButton workspaceId={workspaceId} postId={post.id} label={post.caption?.slice(0, 30) ?? ""} /> : null}
      </div>
    </li>
  );
}
