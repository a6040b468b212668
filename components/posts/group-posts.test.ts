import { describe, expect, it } from "vitest";
import { failedRows, groupPosts, groupStatus, networkLinks, postHeadline } from "./group-posts";
import type { PostRow } from "./types";

const row = (id: string, groupId: string | null, status: PostRow["status"] = "published") => ({ id, groupId, status }) as PostRow;
const result = (platform: string, permalink: string | null, success = true) =>
  ({ platform, success, error: null, remotePostId: null, remotePublishId: null, remotePermalink: permalink }) as PostRow["platformResults"][number];

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

  it("a post published to three networks stays one group, so counts count posts", () => {
    const groups = groupPosts([row("p1", "p"), row("p2", "p"), row("p3", "p"), row("q", null, "scheduled")]);
    expect(groups).toHaveLength(2);
  });
});

describe("postHeadline", () => {
  it("is the title when there is one, else the caption's first line", () => {
    expect(postHeadline({ title: "Launch day", caption: "We are live\nmore" })).toBe("Launch day");
    expect(postHeadline({ title: "  ", caption: "We are live\nmore below" })).toBe("We are live");
    expect(postHeadline({ title: null, caption: null })).toBe("");
  });
});

describe("groupStatus", () => {
  it("is publishing while any row is, the shared status when all agree, partly published when they differ", () => {
    expect(groupStatus({ rows: [row("a", "g"), row("b", "g", "queued")] })).toBe("queued");
    expect(groupStatus({ rows: [row("a", "g"), row("b", "g")] })).toBe("published");
    expect(groupStatus({ rows: [row("a", "g"), row("b", "g", "failed")] })).toBe("partial_published");
    expect(groupStatus({ rows: [row("a", "g", "failed"), row("b", "g", "failed")] })).toBe("failed");
  });
});

describe("networkLinks", () => {
  it("gives one link per network, with a thread's later parts labelled by place", () => {
    const links = networkLinks([
      result("twitter", "https://x/1"),
      result("twitter", "https://x/2"),
      result("twitter", "https://x/3"),
      result("bluesky", null, false),
    ]);
    expect(links).toEqual([
      {
        platform: "twitter",
        links: [
          { platform: "twitter", href: "https://x/1", part: { index: 1, total: 3 } },
          { platform: "twitter", href: "https://x/2", part: { index: 2, total: 3 } },
          { platform: "twitter", href: "https://x/3", part: { index: 3, total: 3 } },
        ],
      },
    ]);
    expect(networkLinks([result("bluesky", "https://b/1")])[0]!.links[0]!.part).toBeNull();
  });
});
