// The key that makes a re-import create nothing new: a hash of the row's content (its non-empty cells by
// column name, trimmed), so the same post in another file, with columns in another order, is the same row.
// The import mode and row number are not part of it: importing a file as drafts, then as scheduled posts,
// still creates each post once.
import crypto from "node:crypto";

export function rowHash(cells: Record<string, string>): string {
  const content = Object.entries(cells)
    .filter(([, value]) => value.trim() !== "")
    .map(([column, value]) => [column, value.trim()])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return crypto.createHash("sha256").update(JSON.stringify(content)).digest("hex");
}
