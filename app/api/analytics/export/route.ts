// GET /api/analytics/export?workspace=<id>&format=csv|pdf&period=…[&platform=…] — the Analytics page's downloads:
// the live posts of the period as a CSV file or a PDF report, for any member (the same service as the public
// GET /analytics/export).
import { queryValues } from "@/lib/api/parse-query";
import { fileResponse } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { analyticsExportQuery } from "@/lib/schemas/analytics";
import { exportAnalytics } from "@/lib/services/analytics/export-analytics";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "export analytics" }, async ({ req, actor, workspaceId }) =>
  fileResponse(await exportAnalytics({ workspaceId, actor, input: queryValues(req, analyticsExportQuery, { also: ["workspace"] }) })),
);
