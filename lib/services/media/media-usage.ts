// Which posts use a library file. Derived from the posts themselves on every read (their mediaUrls, and the
// media of thread parts kept in platformOptions) rather than kept in a join table: an edit that swaps the
// picture, a deleted post or a fan-out row can never leave a stale link behind.
import { db } from "../../db";

/** Statuses in which a post will still fetch its media: the file must stay while one of them uses it. */
const PENDING_POST_STATUSES = ["scheduled", "queued"] as const;

export interface MediaUsage {
  posts: number;
  scheduledPosts: number;
}

const NONE: MediaUsage = { posts: 0, scheduledPosts: 0 };

/** Usage counts per public URL (URLs no post uses are absent from the map). */
export async function mediaUsage(workspaceId: string, urls: readonly string[]): Promise<Map<string, MediaUsage>> {
  const usage = new Map<string, MediaUsage>();
  if (urls.length === 0) return usage;
  const rows = await db.$queryRaw<{ url: string; posts: bigint; pending: bigint }[]>`
    SELECT m.url, count(p.id) AS posts, count(p.id) FILTER (WHERE p.status::text = ANY(${[...PENDING_POST_STATUSES]}::text[])) AS pending
    FROM unnest(${[...urls]}::text[]) AS m(url)
    JOIN posts p ON p.workspace_id = ${workspaceId}::uuid AND p.deleted_at IS NULL
      AND (p.media_urls @> ARRAY[m.url] OR strpos(p.platform_options::text, m.url) > 0)
    GROUP BY m.url`;
  for (const row of rows) usage.set(row.url, { posts: Number(row.posts), scheduledPosts: Number(row.pending) });
  return usage;
}

export function usageOf(usage: Map<string, MediaUsage>, url: string): MediaUsage {
  return usage.get(url) ?? NONE;
}

/** The posts using one file, newest first (GET /media/{id}). */
export async function postsUsingMedia(workspaceId: string, url: string) {
  const rows = await db.$queryRaw<{ id: string; title: string | null; status: string; scheduled_at: Date | null }[]>`
    SELECT p.id, p.title, p.status::text AS status, p.scheduled_at
    FROM posts p
    WHERE p.workspace_id = ${workspaceId}::uuid AND p.deleted_at IS NULL
      AND (p.media_urls @> ARRAY[${url}] OR strpos(p.platform_options::text, ${url}) > 0)
    ORDER BY p.created_at DESC
    LIMIT 200`;
  return rows.map((r) => ({ id: r.id, title: r.title, status: r.status, scheduledAt: r.scheduled_at?.toISOString() ?? null }));
}
