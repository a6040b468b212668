"use client";

// The composer's actions: when to publish, and the buttons for it. A new post can be published, scheduled or
// saved as a draft; an edited draft or scheduled post can also be rescheduled, moved back to drafts or deleted.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { deletePostAction } from "@/app/(app)/[workspace]/posts/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { useViewerTime } from "@/components/ui/viewer-time";
import { zoneLabel } from "@/lib/time/time-zone";
import type { SubmitIntent } from "./compose-request";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export function SubmitPanel({
  workspaceId,
  editing,
  when,
  onWhen,
  pending,
  hasProblems,
  checking,
  busyWithMedia,
  canQueue,
  onSubmit,
}: {
  workspaceId: string;
  editing?: { postId: string; status: "draft" | "scheduled" };
  when: string;
  onWhen: (value: string) => void;
  pending: SubmitIntent | null;
  /** Problems in the checks, or checks still running: nothing may go out yet, a draft may be saved. */
  hasProblems: boolean;
  checking: boolean;
  busyWithMedia: boolean;
  /** A chosen account has a posting schedule: "Add to queue" takes its next free slot. */
  canQueue: boolean;
  onSubmit: (intent: SubmitIntent) => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { timeZone } = useViewerTime();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const scheduled = editing?.status === "scheduled";
  const busy = pending !== null || deleting || busyWithMedia;
  const blocked = hasProblems || checking;

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

  return (
    <>
      <div className="space-y-1">
        <label htmlFor="post-when" className="block text-sm font-medium text-slate-700">
          Schedule for <span className="font-normal text-slate-500">· {zoneLabel(timeZone)}</span>
        </label>
        <input id="post-when" type="datetime-local" className={inputClass} value={when} onChange={(e) => onWhen(e.target.value)} />
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="primary" disabled={busy || blocked} onClick={() => onSubmit("published")}>
          {pending === "published" ? "Publishing…" : "Publish now"}
        </Button>
        {canQueue ? (
          <Button disabled={busy || blocked} onClick={() => onSubmit("queue")}>
            {pending === "queue" ? "Adding…" : "Add to queue"}
          </Button>
        ) : null}
        <Button disabled={busy || blocked} onClick={() => onSubmit("scheduled")}>
          {pending === "scheduled" ? "Scheduling…" : scheduled ? "Save and keep scheduled" : "Schedule"}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => onSubmit("draft")}>
          {pending === "draft" ? "Saving…" : scheduled ? "Move to drafts" : "Save draft"}
        </Button>
        {editing ? (
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            Delete post
          </Button>
        ) : null}
      </div>
      {busyWithMedia ? <p className="text-xs text-slate-500">Waiting for the uploads to finish…</p> : null}
      {hasProblems && !busyWithMedia ? (
        <p className="text-xs text-slate-500">Fix the problems above to publish or schedule; a draft can be saved any time.</p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        description={scheduled ? "It will not be published, and it disappears from your posts." : "The draft disappears from your posts."}
        confirmLabel="Delete post"
        pending={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
