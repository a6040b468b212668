// The paths of post analytics: published posts of a period with their latest metrics and totals, and the same
// rows exported as a CSV file or a PDF report.
import { PLATFORM_IDS } from "../../platforms/ids";
import {
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_LIMIT_DEFAULT,
  ANALYTICS_LIMIT_MAX,
  ANALYTICS_PERIODS,
  analyticsExportQuery,
  analyticsResult,
  analyticsQuery,
} from "../../schemas/analytics";
import { auth, inline, pageParameters, PAGING_TEXT, type Json } from "../openapi/operation";
import { defineOperations } from "./define-operations";

const periodParam = { name: "period", in: "query", required: false, schema: { type: "string", enum: [...ANALYTICS_PERIODS], default: "30d" } };
const platformParam = { name: "platform", in: "query", required: false, schema: { type: "string", enum: [...PLATFORM_IDS] } };

/** The export answers a file, not JSON (operation() writes JSON bodies): its two media types. */
function fileAnswer(op: Json): Json {
  const responses = op.responses as Record<string, Json>;
  return {
    ...op,
    responses: {
      ...responses,
      200: {
        ...responses[200],
        headers: {
          ...(responses[200].headers as Json),
          "Content-Disposition": {
            description: '`attachment; filename="analytics-<workspace>-<period>-<date>.csv"` (or `.pdf`)',
            schema: { type: "string" },
          },
        },
        content: { "text/csv": { schema: { type: "string" } }, "application/pdf": { schema: { type: "string", format: "binary" } } },
      },
    },
  };
}

export const analyticsOperations = defineOperations({
  getAnalytics: {
    method: "get",
    path: "/analytics",
    query: analyticsQuery,
    summary: "Post analytics",
    scope: "analytics:read",
    description:
      `Published posts of the period (over \`published_at\`) with each row's latest metrics, refreshed hourly, and totals over the same rows. ` +
      `Test keys read test posts. \`limit\`: default ${ANALYTICS_LIMIT_DEFAULT}, maximum ${ANALYTICS_LIMIT_MAX}; larger values are clamped to ${ANALYTICS_LIMIT_MAX}, while 0, negative or non-integer values are a 400. ` +
      `Additive: \`cursor\` and \`nextCursor\` (newest publication first; the summary totals the rows of the page). ${PAGING_TEXT}`,
    parameters: [periodParam, platformParam, ...pageParameters({ defaultValue: ANALYTICS_LIMIT_DEFAULT, max: ANALYTICS_LIMIT_MAX })],
    status: 200,
    response: inline(analyticsResult, "output"),
    errors: [400, ...auth, 403],
  },
  exportAnalytics: {
    method: "get",
    path: "/analytics/export",
    query: analyticsExportQuery,
    summary: "Export analytics as CSV or a PDF report",
    scope: "analytics:read",
    description:
      "Additive (beyond the v1 contract). Every row `GET /analytics` lists for the period and network (no pages, at most 5,000 rows), as a file " +
      "(`Content-Disposition: attachment`). `format=csv`: one line per published post and network, columns `post_id, published_at, network, caption, " +
      "views, likes, comments, shares, reach, saves, impressions, reposts, total_interactions, measured_at, error` (UTF-8 with a byte order mark; an empty " +
      "cell where the network gives no figure; a cell a spreadsheet would run as a formula starts with `'`). `format=pdf`: a report with the workspace's name, " +
      "the period, the totals, a chart and the figures per network, and the top posts. Test keys export test posts; posts through sandbox accounts are never counted. " +
      "A missing or unknown `format` is a 400 naming it.",
    parameters: [{ name: "format", in: "query", required: true, schema: { type: "string", enum: [...ANALYTICS_EXPORT_FORMATS] } }, periodParam, platformParam],
    status: 200,
    response: null,
    errors: [400, ...auth, 403],
    finish: fileAnswer,
  },
});
