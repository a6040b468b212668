// The path of post analytics: published posts of a period with their latest metrics, and totals.
import { PLATFORM_IDS } from "../../platforms/ids";
import { ANALYTICS_LIMIT_DEFAULT, ANALYTICS_LIMIT_MAX, ANALYTICS_PERIODS, analyticsResult, analyticsQuery } from "../../schemas/analytics";
import { auth, inline, pageParameters, PAGING_TEXT } from "../openapi/operation";
import { defineOperations } from "./define-operations";

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
    parameters: [
      { name: "period", in: "query", required: false, schema: { type: "string", enum: [...ANALYTICS_PERIODS], default: "30d" } },
      { name: "platform", in: "query", required: false, schema: { type: "string", enum: [...PLATFORM_IDS] } },
      ...pageParameters({ defaultValue: ANALYTICS_LIMIT_DEFAULT, max: ANALYTICS_LIMIT_MAX }),
    ],
    status: 200,
    response: inline(analyticsResult, "output"),
    errors: [400, ...auth, 403],
  },
});
