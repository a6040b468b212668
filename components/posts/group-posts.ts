// The posts list and calendar show one entry per post: the rows fanned out from one post (one per account)
// share a group id, and are shown together under the post's title and media, each with its own status.
// Counts ("3 posts this month") count these groups, not rows. Pure.
import type { PostRow } from "./types";

export interface PostGroup {
  /** The group id (the original row's id), or the row's own id when it was never fanned out. */
  key: string;
  /** The row whose caption, title and media the card shows (the first in the list's order). */
  lead: PostRow;
  rows: PostRow[];
}

/** Groups in the order their first row appears (the list comes newest first); rows keep their order. */
export function groupPosts(rows: PostRow[]): PostGroup[] {
  const groups = new Map<string, PostGroup>();
  for (const row of rows) {
    const key = row.groupId ?? row.id;
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { key, lead: row, rows: [row] });
  }
  return [...groups.values()];
}

/** The rows of a group a person can send again: failed ones. */
export function failedRows(group: PostGroup): PostRow[] {
  return group.rows.filter((row) => row.status === "failed");
}

/** What names a post in a list: its title when it has one, else the first line of its caption. */
export function postHeadline(post: Pick<PostRow, "title" | "caption">): string {
  const title = post.title?.trim();
  if (title) return title;
  return (post.caption ?? "").trim().split("\n", 1)[0]!.trim();
}

/**
 * One status for the whole post, for its entry's colour: still publishing while any row is; published or
 * failed when every row agrees; partly published when the networks' outcomes differ.
 */
export function groupStatus(group: Pick<PostGroup, "rows">): string {
  const statuses = new Set(group.rows.map((row) => row.status));
  if (statuses.has("queued")) return "queued";
  if (statuses.size === 1) return group.rows[0]!.status;
  if (statuses.has("published") || statuses.has("partial_published")) return "partial_published";
  return group.rows[0]!.status;
}

export interface NetworkLink {
  platform: string;
  href: string;
  /** "Part 2/3" for the later parts of a thread (or of a split media group); null for a single item. */
  part: { index: number; total: number } | null;
}

/**
 * The live links of a row, grouped by network: the first item of each network is "View on <network>", and
 * a thread's later parts are labelled by their place, so a three-part thread is one "View on X" with
 * "Part 2/3" and "Part 3/3" beside it instead of three identical links.
 */
export function networkLinks(results: PostRow["platformResults"]): { platform: string; links: NetworkLink[] }[] {
  const byNetwork = new Map<string, string[]>();
  for (const result of results) {
    if (!result.success || !result.remotePermalink) continue;
    byNetwork.set(result.platform, [...(byNetwork.get(result.platform) ?? []), result.remotePermalink]);
  }
  return [...byNetwork].map(([platform, hrefs]) => ({
    platform,
    links: hrefs.map((href, i) => ({ platform, href, part: hrefs.length > 1 ? { index: i + 1, total: hrefs.length } : null })),
  }));
}
