"use client";

// What the composer's buttons do: check that the post can go (accounts picked, uploads finished, a time in the
// future), then create or save it (POST /posts, PATCH /posts/{id}) or add it to the queue, and on success
// say so and go back to the posts list; the error to show and the button waiting on the server.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { addToQueueAction, createPostAction } from "@/lib/actions/create-post";
import { addEditedPostToQueueAction, updateAndPublishPostAction, updatePostAction } from "@/lib/actions/edit-post";
import type { ActionResult } from "@/lib/actions/action-result";
import { createAndSubmitPostAction, updateAndSubmitPostAction } from "@/lib/actions/approvals";
import { toast } from "@/components/ui/toaster";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { formatZodError } from "@/lib/errors";
import { createPostRequest, updatePostRequest } from "@/lib/schemas/posts";
import { fromZonedInputValue } from "@/lib/time/format";
import { createRequest, updateRequest, type ComposerValues, type Intent, type SubmitIntent } from "./compose-request";

const isFuture = (time: Date) => time.getTime() > Date.now();

export function useComposerSubmit({
  workspaceId,
  editing,
  ideaId,
  values,
  media,
  when,
}: {
  workspaceId: string;
  /** A new post made from this idea: the idea's card will link to it. */
  ideaId?: string;
  /** The stored post being edited; a new post when absent. */
  editing?: { postId: string; status: "draft" | "scheduled" };
  values: ComposerValues;
  media: { uploading: boolean; failed: boolean };
  /** The datetime-local value used when scheduling. */
  when: string;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const f = useTimeFormat();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<SubmitIntent | null>(null);
  const chosen = values.chosen;
  const thread = values.thread ?? [];
  // From an idea, the notes field is always sent: emptied on screen means none, not "copy the idea's".
  const fromIdea = <T extends { notes?: string }>(request: T): T & { ideaId?: string } =>
    ideaId ? { ...request, ideaId, notes: request.notes ?? "" } : request;

  async function save(intent: Intent, scheduledAt: string | null): Promise<ActionResult<unknown>> {
    if (!editing) {
      const parsed = createPostRequest.safeParse(fromIdea(createRequest(values, intent, scheduledAt)));
      if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
      return createPostAction(workspaceId, parsed.data);
    }
    const parsed = updatePostRequest.safeParse(updateRequest(values, intent, scheduledAt));
    if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
    return intent === "published"
      ? updateAndPublishPostAction(workspaceId, editing.postId, parsed.data)
      : updatePostAction(workspaceId, editing.postId, parsed.data);
  }

  /** "Add to queue": saved as the posts service sees it, then scheduled at the next free slot by the server. */
  async function queue(): Promise<ActionResult<{ scheduledAt: string }>> {
    if (!editing) {
      const { status: _status, scheduledAt: _at, ...body } = fromIdea(createRequest(values, "draft", null));
      return addToQueueAction(workspaceId, body);
    }
    return addEditedPostToQueueAction(workspaceId, editing.postId, updateRequest(values, "draft", null));
  }

  /** "Submit for approval": what is on screen saved as a draft, then submitted with the time asked for (or none). */
  async function submitForApproval(scheduledAt: string | null): Promise<ActionResult<unknown>> {
    if (!editing) {
      const parsed = createPostRequest.safeParse(fromIdea(createRequest(values, "draft", null)));
      if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
      return createAndSubmitPostAction(workspaceId, parsed.data, scheduledAt);
    }
    const parsed = updatePostRequest.safeParse(updateRequest(values, "draft", null));
    if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
    return updateAndSubmitPostAction(workspaceId, editing.postId, parsed.data, scheduledAt);
  }

  async function submit(intent: SubmitIntent) {
    if (chosen.length === 0) return setError("Pick at least one account to post to.");
    if (media.uploading) return setError("Wait for the uploads to finish, or remove them.");
    if (media.failed) return setError("Some media did not upload: retry or remove it.");
    if (thread.some((p) => p.media?.status === "uploading")) return setError("Wait for the thread's uploads to finish, or remove them.");
    if (thread.some((p) => p.media?.status === "failed")) return setError("Some of the thread's media did not upload: remove it and add it again.");
    // "Schedule for" is a wall-clock time in the viewer's zone, the one the field names.
    const scheduledAt = (intent === "scheduled" || intent === "approval") && when ? fromZonedInputValue(f.viewer.timeZone, when) : null;
    if (intent === "scheduled" && !scheduledAt) return setError("Pick a date and time to schedule the post for.");
    if (scheduledAt && !isFuture(scheduledAt)) return setError("Pick a time in the future to schedule the post for.");
    setPending(intent);
    setError(null);
    try {
      if (intent === "queue") {
        const queued = await queue();
        if (!queued.ok) return setError(queued.error);
        toast.success(`Added to the queue for ${f.dateTime(queued.data.scheduledAt)}`);
        await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
        return router.push(`/${workspaceId}/posts`);
      }
      if (intent === "approval") {
        const submitted = await submitForApproval(scheduledAt?.toISOString() ?? null);
        if (!submitted.ok) return setError(submitted.error);
        toast.success("Submitted for approval");
        await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
        return router.push(`/${workspaceId}/posts`);
      }
      const result = await save(intent, scheduledAt?.toISOString() ?? null);
      if (!result.ok) return setError(result.error);
      const saved = editing
        ? intent === "draft"
          ? editing.status === "scheduled"
            ? "Moved to drafts"
            : "Draft saved"
          : null
        : intent === "draft"
          ? "Draft saved"
          : null;
      toast.success(saved ?? (intent === "scheduled" ? `Scheduled for ${f.dateTime(scheduledAt!)}` : "Publishing now"));
      await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
      router.push(`/${workspaceId}/posts`);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(null);
    }
  }

  return { error, pending, submit };
}
