import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { mediaOperations } from "@/lib/api/operations/media";
import { withApiKey } from "@/lib/api/with-api-key";
import { createUploadUrl } from "@/lib/services/media/create-upload-url";

export const dynamic = "force-dynamic";

// POST /media/upload-url — a short-lived presigned PUT for one media file, and the URL it will be served at
export const POST = withApiKey(mediaOperations.createUploadUrl, async ({ req, auth }) => {
  const input = await parseBody(req, { optional: true });
  const upload = await createUploadUrl({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  return json({ uploadUrl: upload.uploadUrl, publicUrl: upload.publicUrl }, 201);
});
