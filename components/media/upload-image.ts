"use client";

// One image through the media flow of posts (a presigned PUT to the storage driver, then the stored file's
// public URL), for the places outside the composer that take a picture: the link page's avatar, an idea.
import { createUploadUrlAction } from "@/lib/actions/create-post";
import { MEDIA_TYPES } from "@/lib/storage/media-rules";
import { fileSha256 } from "./file-sha256";

/** The image types an upload takes, for a file input's accept list (the storage rules' images). */
export const ACCEPTED_IMAGE_TYPES = Object.keys(MEDIA_TYPES)
  .filter((type) => type.startsWith("image/"))
  .join(",");

/** The uploaded file's public URL (the library's copy when it holds the same bytes, with its alt text), or a message a person can act on. */
export async function uploadImage(workspaceId: string, file: File): Promise<{ url: string; altText?: string | null } | { error: string }> {
  try {
    const sha256 = await fileSha256(file);
    const signed = await createUploadUrlAction(workspaceId, { filename: file.name, contentType: file.type, sizeBytes: file.size, sha256 });
    if (!signed.ok) return { error: signed.error };
    if (signed.data.reused) return { url: signed.data.publicUrl, altText: signed.data.altText };
    const put = await fetch(signed.data.uploadUrl, { method: "PUT", body: file, headers: { "content-type": file.type } });
    if (!put.ok) return { error: `The upload failed (${put.status})` };
    return { url: signed.data.publicUrl };
  } catch {
    return { error: "The upload failed; check your connection" };
  }
}
