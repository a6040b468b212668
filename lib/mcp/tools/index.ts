// Every MCP tool, once. A new area adds its file in this folder and its list here.
import type { McpTool } from "../define-tool";
import { analyticsMediaTools } from "./analytics-media";
import { approvalTools } from "./approvals";
import { ideaTools } from "./ideas";
import { linkPageTools } from "./link-pages";
import { mediaLibraryTools } from "./media-library";
import { postTools } from "./posts";
import { queueTools } from "./queue";
import { reviewLinkTools } from "./review-links";
import { workspaceTools } from "./workspaces-accounts";

export const MCP_TOOLS: readonly McpTool[] = [
  ...workspaceTools,
  ...ideaTools,
  ...postTools,
  ...approvalTools,
  ...reviewLinkTools,
  ...analyticsMediaTools,
  ...mediaLibraryTools,
  ...linkPageTools,
  ...queueTools,
];
