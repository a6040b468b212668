// The posts page's reads through GET /api/posts (a route handler: see its header for why not a server action).
// JSON carries instants as strings; the list and the calendar work on the service's rows, so the date fields
// become Dates again here, once, rather than in every component that formats or compares them.
import { getJson } from "@/components/ui/get-json";
import { filterParams, type PostFilter } from "./post-filter";
import type { PostRow, PostsPage } from "./types";

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

/** A page of the list (`after`: the previous page's nextCursor; `q`: the search box's words), or with `range` a calendar's rows. */
export async function fetchPosts(
  workspaceId: string,
  filter: PostFilter,
  where: { range: { from: string; to: string } } | { after: string | null; q?: string },
  signal?: AbortSignal,
): Promise<PostsPage> {
  const params: Record<string, string> = {
    workspace: workspaceId,
    ...filterParams(filter),
    ...("range" in where ? where.range : where.after ? { after: where.after } : {}),
    ...("q" in where && where.q ? { q: where.q } : {}),
  };
  const { posts, nextCursor } = await getJson<{ posts: Wire[]; nextCursor: string | null }>("/api/posts", params, signal);
  return { posts: posts.map(revive), nextCursor };
}
