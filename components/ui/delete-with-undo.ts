"use client";

// Delete with a few seconds to take it back. The item is hidden at once and the delete is sent only when
// the undo toast closes (by itself, or dismissed), so Undo never has to rebuild anything on the server, and a
// reload (or a closed tab) during the window simply leaves the item where it was: nothing is lost, nothing
// half-deleted. The toast lives in the app shell, so moving to another page of the app still completes the
// delete. While the pointer rests on the toast it stays (sonner pauses it), and so does the delete; a
// fallback timer sends it anyway after a longer while.
import { toast } from "./toaster";

export const UNDO_WINDOW_MS = 5000;
const FALLBACK_MS = UNDO_WINDOW_MS * 12;

export function deleteWithUndo({
  message,
  hide,
  restore,
  commit,
  onDone,
}: {
  /** The toast's text, e.g. "Post deleted". */
  message: string;
  /** Take the item off the screen now. */
  hide: () => void;
  /** Put it back (Undo, or the delete failed). */
  restore: () => void;
  /** The real delete, sent when the window closes. */
  commit: () => Promise<{ ok: boolean; error?: string }>;
  /** After the delete was sent (e.g. refetch). */
  onDone?: () => void;
}) {
  hide();
  let settled = false;
  async function send() {
    if (settled) return;
    settled = true;
    clearTimeout(fallback);
    try {
      const result = await commit();
      if (!result.ok) {
        restore();
        toast.error(result.error ?? "It could not be deleted.");
      }
    } catch {
      restore();
      toast.error("Could not reach the server; nothing was deleted.");
    } finally {
      onDone?.();
    }
  }
  const fallback = setTimeout(() => void send(), FALLBACK_MS);
  toast(message, {
    duration: UNDO_WINDOW_MS,
    onAutoClose: () => void send(),
    onDismiss: () => void send(),
    action: {
      label: "Undo",
      onClick: () => {
        if (settled) return;
        settled = true;
        clearTimeout(fallback);
        restore();
      },
    },
  });
}
