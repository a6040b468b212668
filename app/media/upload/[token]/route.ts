import { json, errorResponse } from "@/lib/api/respond";
import { errorBody } from "@/lib/error-codes";
import { env } from "@/lib/env";
import { receiveLocalUpload } from "@/lib/services/media/receive-local-upload";

// PUT /media/upload/<token> — the local driver's signed upload URL (the token authorizes; no session or key)
export async function PUT(req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    if (env().STORAGE_DRIVER !== "local") return json(errorBody("Uploads go to the configured S3 storage, not to the app", "not_found"), 404);
    const { token } = await params;
    const stored = await receiveLocalUpload({
      token,
      contentType: req.headers.get("content-type"),
      contentLength: req.headers.get("content-length"),
      body: req.body,
    });
    return json({ size: stored.bytes }, 200);
  } catch (error) {
    return errorResponse(error);
  }
}
