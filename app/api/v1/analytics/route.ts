import { queryValues } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { analyticsOperations } from "@/lib/api/operations/analytics";
import { withApiKey } from "@/lib/api/with-api-key";
import { getAnalytics } from "@/lib/services/analytics/get-analytics";

export const dynamic = "force-dynamic";

// GET /analytics — published posts of a period with their latest metrics, a page at a time, and totals over them
export const GET = withApiKey(analyticsOperations.getAnalytics, async ({ req, auth }) => {
  // The service validates the values (400 naming the parameter); an unknown parameter is a 400 here.
  const input = queryValues(req, analyticsOperations.getAnalytics.query);
  return json(await getAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input }));
});
