import { answerPublicClick, toResponse } from "@/lib/services/links/answer-public-link-request";
import { requestAddress } from "@/lib/links/request-address";

export const dynamic = "force-dynamic";

// GET /l/{slug}/c/{blockId} — a counted click: 302 to the block's URL (`?i=` picks a post tile or network)
export async function GET(req: Request, { params }: { params: Promise<{ slug: string; blockId: string }> }) {
  const { slug, blockId } = await params;
  const item = new URL(req.url).searchParams.get("i");
  const answer = await answerPublicClick({ method: req.method, header: (name) => req.headers.get(name), address: requestAddress(req) }, slug, blockId, item);
  return toResponse(answer, req.method);
}
