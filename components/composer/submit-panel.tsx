"use client";

// The composer's actions: when to publish, and the buttons for it. A new post can be published, scheduled or
// saved as a draft; an edited draft or scheduled post can also be rescheduled, moved back to drafts or deleted.
// A post awaiting approval, opened by someone who can approve it, offers neither Publish now nor Schedule:
// the decision is Approve or Request changes (components/approvals/approval-decision.tsx, above the editor),
// so the author always hears of it; edits can still be saved and stay awaiting approval.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { deletePostAction } from "@/lib/actions/posts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { inSentence, type Blocker } from "./blockers";
import { useViewerTime } from "@/components/ui/viewer-time";
import { zoneLabel } from "@/lib/time/time-zone";
import type { SubmitIntent } from "./compose-request";
import { TikTokDeclaration } from "./tiktok-post-settings";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export function SubmitPanel({
  workspaceId,
  editing,
  when,
  onWhen,
  pending,
  blockers,
  checking,
  busyWithMedia,
  canQueue,
  mustSubmit = false,
  awaitingDecision = false,
  tiktok,
  onSubmit,
  onGoTo,
}: {
  workspaceId: string;
  editing?: { postId: string; status: "draft" | "scheduled" };
  when: string;
  onWhen: (value: string) => void;
  pending: SubmitIntent | null;
  /** What stops publishing and scheduling (a draft may always be saved), said next to the buttons. */
  blockers: Blocker[];
  checking: boolean;
  busyWithMedia: boolean;
  /** A chosen account has a posting schedule: "Add to queue" takes its next free slot. */
  canQueue: boolean;
  /** Posts need approval and this person cannot approve: "Submit for approval" replaces publish and schedule. */
  mustSubmit?: boolean;
  /** The post awaits approval and this person can approve: they decide above, here they only save edits. */
  awaitingDecision?: boolean;
  /** TikTok is chosen: its declaration is shown where the person publishes or schedules. */
  tiktok: { branded: boolean } | null;
  onSubmit: (intent: SubmitIntent) => void;
  onGoTo: (blocker: Blocker) => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { timeZone } = useViewerTime();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const scheduled = editing?.status === "scheduled";
  const busy = pending !== null || deleting || busyWithMedia;
  const blocked = blockers.length > 0 || checking;
  const first = blockers[0];

  async function remove() {
    if (!editing) return;
    setDeleting(true);
    try {
      const result = await deletePostAction(workspaceId, editing.postId);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success("Post deleted");
      await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
      router.push(`/${workspaceId}/posts`);
    } catch {
      toast.error("Could not reach the server; the post is still there.");
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  const deleteButton = editing ? (
    // Deleting is a quiet link-like button, not the strongest thing on the page: the red confirmation follows.
    <button
      type="button"
      className="self-center rounded-md px-2 py-1 text-sm font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-50"
      disabled={busy}
      onClick={() => setConfirming(true)}
    >
      Delete post
    </button>
  ) : null;
  const confirmDelete = (
    <ConfirmDialog
      open={confirming}
      title="Delete this post?"
      description={scheduled ? "It will not be published, and it disappears from your posts." : "The draft disappears from your posts."}
      confirmLabel="Delete post"
      pending={deleting}
      onConfirm={() => void remove()}
      onCancel={() => setConfirming(false)}
    />
  );

  if (awaitingDecision) {
    return (
      <>
        <div className="flex flex-col gap-2" data-testid="awaiting-decision-panel">
          <p className="text-sm text-slate-600">
            This post awaits approval: approve it or request changes above, and it goes out as its author asked. Changes you save here stay awaiting approval.
          </p>
          <Button variant="secondary" className="flex-auto" disabled={busy} onClick={() => onSubmit("draft")}>
            {pending === "draft" ? "Saving…" : "Save changes"}
          </Button>
          {deleteButton}
        </div>
        {busyWithMedia ? <p className="text-xs text-slate-500">Waiting for the uploads to finish…</p> : null}
        {confirmDelete}
      </>
    );
  }

  return (
    <>
      <div className="space-y-1">
        <label htmlFor="post-when" className="block text-sm font-medium text-slate-700">
          {mustSubmit ? "Publish at" : "Schedule for"} <span className="font-normal text-slate-500">· {zoneLabel(timeZone)}</span>
        </label>
        <input id="post-when" type="datetime-local" className={inputClass} value={when} onChange={(e) => onWhen(e.target.value)} />
        {mustSubmit ? <p className="text-xs text-slate-500">Leave it empty to publish as soon as it is approved.</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        {mustSubmit ? <p className="text-sm text-slate-600">Posts here need approval: a manager, admin or owner approves it, then it goes out.</p> : null}
        {/* One row of buttons (wrapping when they do not fit): stacked, they pushed a typical post's composer
            below a 900 px screen. What blocks them is said right under the row. */}
        <div className="flex flex-wrap gap-2">
          {mustSubmit ? (
            <Button variant="primary" className="flex-auto" disabled={busy || blocked} onClick={() => onSubmit("approval")}>
              {pending === "approval" ? "Submitting…" : "Submit for approval"}
            </Button>
          ) : (
            <>
              <Button variant={scheduled ? "secondary" : "primary"} className="flex-auto" disabled={busy || blocked} onClick={() => onSubmit("published")}>
                {pending === "published" ? "Publishing…" : "Publish now"}
              </Button>
              {canQueue ? (
                <Button className="flex-auto" disabled={busy || blocked} onClick={() => onSubmit("queue")}>
                  {pending === "queue" ? "Adding…" : "Add to queue"}
                </Button>
              ) : null}
              <Button variant={scheduled ? "primary" : "secondary"} className="flex-auto" disabled={busy || blocked} onClick={() => onSubmit("scheduled")}>
                {pending === "scheduled" ? "Scheduling…" : scheduled ? "Save and keep scheduled" : "Schedule"}
              </Button>
            </>
          )}
          <Button variant="ghost" className="flex-auto" disabled={busy} onClick={() => onSubmit("draft")}>
            {pending === "draft" ? "Saving…" : scheduled && !mustSubmit ? "Move to drafts" : "Save draft"}
          </Button>
        </div>
        {first && !busyWithMedia ? (
          <p className="text-sm break-words text-red-700" data-testid="blocked-reason">
            Can&apos;t {mustSubmit ? "submit it for approval" : scheduled ? "save it scheduled or publish" : "publish or schedule"} yet: {inSentence(first.say)}{" "}
            <button type="button" className="font-medium whitespace-nowrap underline" onClick={() => onGoTo(first)}>
              (Go to field)
            </button>
            {blockers.length > 1 ? <span className="text-slate-600"> — and {blockers.length - 1} more in Checks.</span> : null}
            <span className="block text-xs text-slate-600">{scheduled ? "Moving it to drafts works any time." : "A draft can be saved any time."}</span>
          </p>
        ) : null}
        {tiktok ? <TikTokDeclaration branded={tiktok.branded} /> : null}
        {deleteButton}
      </div>
      {busyWithMedia ? <p className="text-xs text-slate-500">Waiting for the uploads to finish…</p> : null}
      {confirmDelete}
    </>
  );
}
