import { json } from "@/lib/api/respond";
import { withApiKey } from "@/lib/api/with-api-key";
import { getAnalytics } from "@/lib/services/analytics/get-analytics";

export const dynamic = "force-dynamic";

// GET /analytics — published posts of a period with their latest metrics, and totals over them
export const GET = withApiKey({ scope: "analytics:read" }, async ({ req, auth }) => {
  const params = new URL(req.url).searchParams;
  // First value of each known parameter; the service validates them (400 naming the parameter).
  const input = Object.fromEntries((["period", "platform", "limit"] as const).flatMap((name) => (params.has(name) ? [[name, params.get(name)]] : [])));
  return json(await getAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input }));
});
