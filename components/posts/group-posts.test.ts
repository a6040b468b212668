import { describe, expect, it } from "vitest";
import { failedRows, groupPosts } from "./group-posts";
import type { PostRow } from "./types";

const row = (id: string, groupId: string | null, status: PostRow["status"] = "published") => ({ id, groupId, status }) as PostRow;

describe("groupPosts", () => {
  it("puts the rows of one post under one card, in the list's order, and keeps lone rows alone", () => {
    const groups = groupPosts([row("a2", "a"), row("d", null, "draft"), row("a1", "a", "failed"), row("b", "b")]);
    expect(groups.map((g) => [g.key, g.lead.id, g.rows.map((r) => r.id)])).toEqual([
      ["a", "a2", ["a2", "a1"]],
      ["d", "d", ["d"]],
      ["b", "b", ["b"]],
    ]);
    expect(failedRows(groups[0]!).map((r) => r.id)).toEqual(["a1"]);
    expect(failedRows(groups[1]!)).toEqual([]);
  });
});
