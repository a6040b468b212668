"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { deleteMedia } from "@/lib/services/media/delete-media";
import { saveVideoThumbnail } from "@/lib/services/media/save-video-thumbnail";
import { updateMediaTags } from "@/lib/services/media/update-media-tags";

// Delete a library file, as DELETE /media/{id}: refused while a scheduled post uses it (the message says so).
export async function deleteMediaAction(workspaceId: string, id: string) {
  return runAction(async () => deleteMedia({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// File a library item under some words.
export async function updateMediaTagsAction(workspaceId: string, id: string, tags: string[]) {
  return runAction(async () => updateMediaTags({ workspaceId, actor: await sessionActor(), input: { id, tags } }));
}

// A video's first frame, drawn by the browser that uploaded it, as its library thumbnail (form fields:
// frame (the picture), url, width, height, and durationMs when the browser could tell it).
export async function saveVideoThumbnailAction(workspaceId: string, form: FormData) {
  return runAction(async () => {
    const frame = form.get("frame");
    const duration = form.get("durationMs");
    const facts = {
      url: form.get("url"),
      width: Number(form.get("width")),
      height: Number(form.get("height")),
      durationMs: duration === null ? null : Number(duration),
    };
    const bytes = frame instanceof Blob ? new Uint8Array(await frame.arrayBuffer()) : new Uint8Array();
    return saveVideoThumbnail({ workspaceId, actor: await sessionActor(), input: { facts, frame: bytes } });
  });
}
