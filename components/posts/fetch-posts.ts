// The posts page's reads through GET /api/posts (a route handler: see its header for why not a server action).
// JSON carries instants as strings; the list and the calendar work on the service's rows, so the date fields
// become Dates again here, once, rather than in every component that formats or compares them.
import { getJson } from "@/components/ui/get-json";
import type { PostRow } from "./types";

const DATE_FIELDS = [
  "scheduledAt",
  "publishedAt",
  "createdAt",
  "queuedAt",
  "nextAttemptAt",
  "updatedAt",
  "calendarAt",
  "approvalRequestedAt",
  "approvalDecidedAt",
] as const;

type Wire = Record<string, unknown>;

function revive(row: Wire): PostRow {
  const copy: Wire = { ...row };
  for (const field of DATE_FIELDS) {
    const value = copy[field];
    if (typeof value === "string") copy[field] = new Date(value);
  }
  return copy as unknown as PostRow;
}

export async function fetchPosts(
  workspaceId: string,
  status: string | undefined,
  range: { from: string; to: string } | undefined,
  signal?: AbortSignal,
): Promise<PostRow[]> {
  const params: Record<string, string> = { workspace: workspaceId, ...(status ? { status } : {}), ...(range ?? {}) };
  const { posts } = await getJson<{ posts: Wire[] }>("/api/posts", params, signal);
  return posts.map(revive);
}
