// GET /api/links/{id}/analytics?workspace=<id>&period=7d|30d|90d|all — a link page's views, visitors, clicks and
// click-through rate per day and per block (the public GET /links/{id}/analytics's service), for a member.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { getLinkPageAnalytics } from "@/lib/services/links/get-link-page-analytics";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>({ signInTo: "see link analytics" }, async ({ req, actor, workspaceId, params }) => {
  const period = new URL(req.url).searchParams.get("period");
  return json(await getLinkPageAnalytics({ workspaceId, actor, input: { id: params.id, query: period === null ? {} : { period } } }));
});
