"use client";

// After a video upload: its first frame, size and duration to the media library. Best effort: a browser
// that cannot decode the video leaves the library with the video icon, and the post is never held up.
import { saveVideoThumbnailAction } from "@/lib/actions/media";
import { captureVideoFrame } from "./capture-video-frame";

export async function keepVideoFrame(workspaceId: string, url: string, file: Blob): Promise<void> {
  try {
    const captured = await captureVideoFrame(file);
    if (!captured) return;
    const form = new FormData();
    form.set("frame", captured.frame, "frame.jpg");
    form.set("url", url);
    form.set("width", String(captured.width));
    form.set("height", String(captured.height));
    // A length the browser could not tell is left out: the library shows none rather than 0:00.
    if (captured.durationMs !== null) form.set("durationMs", String(captured.durationMs));
    await saveVideoThumbnailAction(workspaceId, form);
  } catch {
    // Nothing to tell the person: the upload itself succeeded.
  }
}
