import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { toAppError } from "@/lib/errors";
import { REVIEW_PASSCODE_COOKIE } from "@/lib/review-cookie";
import { reviewLogo } from "@/lib/services/review-links/review-logo";
import { serveLocalFile } from "@/lib/storage/serve-local-file";

export const dynamic = "force-dynamic";

// GET /r/{token}/logo — the client's logo on a review link, without the workspace's storage path
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const found = await reviewLogo({ token, proof: (await cookies()).get(REVIEW_PASSCODE_COOKIE)?.value });
    if (found.key && env().STORAGE_DRIVER === "local") return serveLocalFile(found.key, { method: req.method, range: req.headers.get("range") });
    // A logo kept elsewhere (S3, a CDN) is public already: the browser fetches it there.
    return Response.redirect(found.url, 302);
  } catch (error) {
    const known = toAppError(error);
    return Response.json({ error: known && known.status < 500 ? known.message : "Something went wrong" }, { status: known?.status ?? 500 });
  }
}
