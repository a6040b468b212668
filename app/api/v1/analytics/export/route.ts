import { queryValues } from "@/lib/api/parse-query";
import { fileResponse } from "@/lib/api/respond";
import { withApiKey } from "@/lib/api/with-api-key";
import { analyticsExportQuery } from "@/lib/schemas/analytics";
import { exportAnalytics } from "@/lib/services/analytics/export-analytics";

export const dynamic = "force-dynamic";

// GET /analytics/export — every published row of a period as a CSV file (format=csv) or a PDF report (format=pdf)
export const GET = withApiKey({ scope: "analytics:read" }, async ({ req, auth }) =>
  fileResponse(await exportAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input: queryValues(req, analyticsExportQuery) })),
);
