// Analytics (GET /analytics, GET /analytics/export's CSV) and media uploads (POST /media/upload-url).
import { z } from "zod";
import { ANALYTICS_LIMIT_DEFAULT, ANALYTICS_LIMIT_MAX, ANALYTICS_PERIODS } from "../../schemas/analytics";
import { createUploadUrlRequest } from "../../schemas/media";
import { exportAnalytics } from "../../services/analytics/export-analytics";
import { getAnalytics } from "../../services/analytics/get-analytics";
import { uploadOrReuse } from "../../services/media/upload-or-reuse";
import { ADDITIVE, defineTool, READ_ONLY } from "../define-tool";
import { pageArgs } from "../page-args";

export const analyticsMediaTools = [
  defineTool({
    name: "get_analytics",
    title: "Get analytics",
    description: "Published posts of a period with their latest metrics, and totals by network.",
    operation: "getAnalytics",
    annotations: READ_ONLY,
    input: z.object({
      period: z.enum(ANALYTICS_PERIODS).optional().describe("How far back: 7d, 30d, 90d or all; omitted: 30d"),
      platform: z.string().optional().describe("Only this network (platform id); omitted: every network"),
      ...pageArgs({ defaultValue: ANALYTICS_LIMIT_DEFAULT, max: ANALYTICS_LIMIT_MAX }),
    }),
    // The service reads the REST query (strings): the same clamp and checks for both doors.
    run: async ({ limit, ...args }, { auth }) =>
      getAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input: { ...args, ...(limit === undefined ? {} : { limit: String(limit) }) } }),
  }),
  defineTool({
    name: "export_analytics_csv",
    title: "Export analytics as CSV",
    description: "Every published post and network of a period, one CSV line each with its figures (GET /analytics/export?format=csv).",
    operation: "exportAnalytics",
    annotations: READ_ONLY,
    // Kept tiny: tools/list is read at the start of every session (lib/mcp/tool-list-size.test.ts).
    input: z.object({ period: z.enum(ANALYTICS_PERIODS).optional().describe("7d, 30d (default), 90d or all") }),
    run: async (args, { auth }) => {
      const file = await exportAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input: { format: "csv", ...args } });
      return { filename: file.filename, csv: file.body.toString("utf8").replace(/^\uFEFF/, "") };
    },
  }),
  defineTool({
    name: "create_upload_url",
    title: "Create a media upload URL",
    description:
      "A short-lived URL to PUT one media file to, and the public URL to use in a post's mediaUrls afterwards. Given sha256, a file the library already holds is reused (reused: true, no upload URL).",
    operation: "createUploadUrl",
    annotations: ADDITIVE,
    input: createUploadUrlRequest,
    run: async (args, { auth }) => {
      const upload = await uploadOrReuse({ workspaceId: auth.workspaceId, actor: auth.actor, input: args });
      if (upload.reused) return { reused: true, publicUrl: upload.publicUrl, mediaId: upload.mediaId, altText: upload.altText };
      return { uploadUrl: upload.uploadUrl, publicUrl: upload.publicUrl };
    },
  }),
];
