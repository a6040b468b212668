// The posts page's filters: a status (the API's), or where a post stands in its approval. One value drives
// the list and the calendar, and one function turns it into GET /api/posts parameters.
import type { PostStatusFilter } from "@/lib/actions/posts";
import { APPROVAL_LABELS } from "./approval-badge";
import { STATUS_LABELS } from "./status-badge";

export type PostFilter = PostStatusFilter | "awaiting_approval" | "changes_requested";

const APPROVAL_STATES: Record<string, string> = { awaiting_approval: "pending", changes_requested: "changes_requested" };

export function filterParams(filter: PostFilter): Record<string, string> {
  if (!filter) return {};
  const approval = APPROVAL_STATES[filter];
  return approval ? { approval } : { status: filter };
}

/** "scheduled", "awaiting approval": for "No … posts" and "Nothing … this week". */
export function filterWords(filter: PostFilter): string {
  if (!filter) return "";
  const approval = APPROVAL_STATES[filter];
  return (approval ? APPROVAL_LABELS[approval] : STATUS_LABELS[filter])?.toLowerCase() ?? filter;
}
