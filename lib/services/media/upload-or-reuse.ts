// POST /media/upload-url (and the composer's upload, and the MCP tool) with the library kept one entry per file
// (issue 38): given the file's SHA-256, a file of the workspace with the same bytes is answered instead of an
// upload URL, with the alt text last saved with it. The hash the client sends only finds a match: the stored
// hash is always the server's own (content-hash.ts), so a wrong one finds nothing, or the client's own file.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { createUploadUrlRequest } from "../../schemas/media";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { createUploadUrl, type CreatedUpload } from "./create-upload-url";

/** The library already holds the file: nothing to upload. */
export interface ReusedUpload {
  reused: true;
  publicUrl: string;
  mediaId: string;
  altText: string | null;
}

export async function uploadOrReuse({
  workspaceId,
  actor,
  input,
  draft = false,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: unknown;
  draft?: boolean;
}): Promise<CreatedUpload | ReusedUpload> {
  const request = parseInput(createUploadUrlRequest, input ?? {});
  if (request.sha256 !== undefined) {
    await requireWriter(workspaceId, actor, "upload media");
    const same = await db.mediaObject.findFirst({
      where: { workspaceId, contentSha256: request.sha256.toLowerCase(), status: "uploaded" },
      select: { id: true, publicUrl: true, altText: true, inLibrary: true },
    });
    if (same) {
      // Uploaded again outside a draft: the person wants it in the library.
      if (!draft && !same.inLibrary) await db.mediaObject.update({ where: { id: same.id }, data: { inLibrary: true } });
      return { reused: true, publicUrl: same.publicUrl, mediaId: same.id, altText: same.altText };
    }
  }
  return createUploadUrl({ workspaceId, actor, input, draft });
}
