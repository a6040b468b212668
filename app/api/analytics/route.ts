// GET /api/analytics?workspace=<id>&period=…[&platform=…]&mode=live|test&timeZone=… — the analytics page's
// figures, series and links (lib/services/analytics/get-analytics-view.ts) for a member. A GET route handler,
// not a server action: the page polls it while a "Refresh now" runs, and Next runs server actions one at a time.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { getAnalyticsView } from "@/lib/services/analytics/get-analytics-view";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see analytics" }, async ({ req, actor, workspaceId }) => {
  const params = new URL(req.url).searchParams;
  const input = { period: params.get("period"), platform: params.get("platform"), mode: params.get("mode"), timeZone: params.get("timeZone") };
  return json(await getAnalyticsView({ workspaceId, actor, input }));
});
