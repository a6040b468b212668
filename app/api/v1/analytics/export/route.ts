import { queryValues } from "@/lib/api/parse-query";
import { fileResponse } from "@/lib/api/respond";
import { analyticsOperations } from "@/lib/api/operations/analytics";
import { withApiKey } from "@/lib/api/with-api-key";
import { exportAnalytics } from "@/lib/services/analytics/export-analytics";

export const dynamic = "force-dynamic";

// GET /analytics/export — every published row of a period as a CSV file (format=csv) or a PDF report (format=pdf)
export const GET = withApiKey(analyticsOperations.exportAnalytics, async ({ req, auth }) =>
  fileResponse(await exportAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input: queryValues(req, analyticsOperations.exportAnalytics.query) })),
);
