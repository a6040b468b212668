// The posts list shows one card per post: the rows fanned out from one post (one per account) share a group
// id, and are shown together under the post's caption and media, each with its own status. Pure.
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
