// Every operation of the public API, in the order the OpenAPI document lists them. A new resource's
// operations file (lib/api/operations/<resource>.ts, built with defineOperations) is added here once.
import { accountOperations } from "./accounts";
import { analyticsOperations } from "./analytics";
import { approvalOperations } from "./approvals";
import type { ApiOperation } from "./define-operations";
import { ideaOperations } from "./ideas";
import { linkOperations } from "./links";
import { mediaOperations } from "./media";
import { postOperations } from "./posts";
import { queueOperations } from "./queue";
import { reviewLinkOperations } from "./review-links";
import { systemOperations } from "./system";
import { webhookOperations } from "./webhooks";
import { workspaceOperations } from "./workspaces";

export const API_OPERATIONS = {
  ...systemOperations,
  ...accountOperations,
  ...workspaceOperations,
  ...ideaOperations,
  ...postOperations,
  ...approvalOperations,
  ...reviewLinkOperations,
  ...analyticsOperations,
  ...linkOperations,
  ...mediaOperations,
  ...webhookOperations,
  ...queueOperations,
};

export type OperationId = keyof typeof API_OPERATIONS;

/** The operations as a list, in document order. */
export const apiOperations = (): ApiOperation[] => Object.values(API_OPERATIONS);
