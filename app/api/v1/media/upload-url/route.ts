import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { mediaOperations } from "@/lib/api/operations/media";
import { withApiKey } from "@/lib/api/with-api-key";
import { uploadOrReuse } from "@/lib/services/media/upload-or-reuse";

export const dynamic = "force-dynamic";

// POST /media/upload-url — a short-lived presigned PUT for one media file, and the URL it will be served at
// (or, given the file's sha256, the library's copy of the same bytes)
export const POST = withApiKey(mediaOperations.createUploadUrl, async ({ req, auth }) => {
  const input = await parseBody(req, { optional: true });
  const upload = await uploadOrReuse({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  if (upload.reused) return json({ reused: true, publicUrl: upload.publicUrl, mediaId: upload.mediaId, altText: upload.altText }, 200);
  return json({ uploadUrl: upload.uploadUrl, publicUrl: upload.publicUrl }, 201);
});
