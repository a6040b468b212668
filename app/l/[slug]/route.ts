import { answerPublicPage, toResponse } from "@/lib/services/links/answer-public-link-request";
import { requestAddress } from "@/lib/links/request-address";

export const dynamic = "force-dynamic";

// GET /l/{slug} — the published link-in-bio page (static HTML, counted as a view)
export async function GET(req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const answer = await answerPublicPage({ method: req.method, header: (name) => req.headers.get(name), address: requestAddress(req) }, slug);
  return toResponse(answer, req.method);
}
