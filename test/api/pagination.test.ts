// Cursor pages on every list (lib/services/paging/keyset.ts), through the real handlers: a page is the rows
// after the previous page's last row, so rows created while a client pages never shift a page; `limit` follows
// one rule everywhere; a tampered cursor and an unknown query parameter are a 400 naming them.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeApiWorkspace } from "./api-fixture";
import { callApi, type ApiResult } from "./call-api";

type Workspace = Awaited<ReturnType<typeof makeApiWorkspace>>;

/** Every page of a list, following nextCursor; `between` runs beside each page's request (concurrent writes). */
async function readAll(key: string, path: string, name: string, limit: number, between?: (page: number) => Promise<unknown>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; ; page++) {
    // A list that never ends (a cursor that does not move on) fails here rather than running forever.
    expect(page, `${path}: more pages than rows`).toBeLessThan(200);
    const query: URLSearchParams = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const [res]: [ApiResult, unknown] = await Promise.all([callApi("GET", `${path}${path.includes("?") ? "&" : "?"}${query}`, { key }), between?.(page)]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body[name] as { id?: string; postId?: string }[];
    expect(rows.length).toBeLessThanOrEqual(limit);
    ids.push(...rows.map((row) => (row.id ?? row.postId)!));
    cursor = res.body.nextCursor;
    if (cursor === null) return ids;
    expect(rows).toHaveLength(limit);
  }
}

describe("GET /posts pages", () => {
  // Eleven pages, each beside two writes, on a loaded machine: more than the default 20 s.
  it("reads 1,050 posts in pages of 100 while posts are being created, each exactly once", { timeout: 180_000 }, async () => {
    const w = await makeApiWorkspace();
    const base = Date.now() - 86_400_000;
    // Three rows per millisecond: the id breaks the ties, as it must for the keyset to be a total order.
    const seeded = Array.from({ length: 1050 }, (_, i) => ({
      id: crypto.randomUUID(),
      workspaceId: w.workspaceId,
      mode: "live" as const,
      platforms: ["bluesky"],
      mediaUrls: [],
      hashtags: [],
      caption: `seeded ${i}`,
      createdAt: new Date(base + Math.floor(i / 3)),
    }));
    await db.post.createMany({ data: seeded });
    const created: string[] = [];
    // Beside every page request: a post created through the API (newest of all), and one written with a time
    // inside the range already paged past (as a late import would), which a page must not pull back in.
    const between = async (page: number) => {
      const res = await callApi("POST", "/posts", { key: w.keys.live, body: { caption: `during page ${page}`, accountMappings: [{ platform: "bluesky" }] } });
      expect(res.status).toBe(201);
      created.push(...res.body.postIds);
      await db.post.create({
        data: { workspaceId: w.workspaceId, mode: "live", platforms: ["bluesky"], caption: `late ${page}`, createdAt: new Date(base + 400 - page) },
      });
    };
    const ids = await readAll(w.keys.live, "/posts", "posts", 100, between);
    expect(created.length).toBeGreaterThanOrEqual(11);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids);
    expect(seeded.filter((row) => !seen.has(row.id)).map((row) => row.caption)).toEqual([]);
    // Newest first (ties by id, as PostgreSQL orders uuids), each page continuing where the last ended.
    const newestFirst = [...seeded].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((row) => row.id);
    const seededIds = new Set(newestFirst);
    expect(ids.filter((id) => seededIds.has(id))).toEqual(newestFirst);
  });

  it("keeps its contract shape, pages within a status, and refuses a tampered cursor or an unknown parameter", { timeout: 60_000 }, async () => {
    const w = await makeApiWorkspace();
    for (const caption of ["a", "b", "c"]) {
      await callApi("POST", "/posts", { key: w.keys.live, body: { caption, accountMappings: [{ platform: "bluesky" }] } });
    }
    const first = await callApi("GET", "/posts?status=draft&limit=2", { key: w.keys.live });
    expect(Object.keys(first.body).sort()).toEqual(["nextCursor", "posts"]);
    expect(first.body.posts.map((p: { caption: string }) => p.caption)).toEqual(["c", "b"]);
    const second = await callApi("GET", `/posts?status=draft&limit=2&cursor=${first.body.nextCursor}`, { key: w.keys.live });
    expect([second.body.posts.map((p: { caption: string }) => p.caption), second.body.nextCursor]).toEqual([["a"], null]);
    // A test key sees no live posts, so its first page is its last.
    expect((await callApi("GET", "/posts", { key: w.keys.test })).body).toEqual({ posts: [], nextCursor: null });

    const tampered = Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000Z", "not-a-uuid"])).toString("base64url");
    for (const cursor of ["nope", tampered, first.body.nextCursor.slice(0, -4), Buffer.from("[1,2,3]").toString("base64url")]) {
      const res = await callApi("GET", `/posts?cursor=${encodeURIComponent(cursor)}`, { key: w.keys.live });
      expect([res.status, res.body.error]).toEqual([400, "cursor: must be the nextCursor of a previous page of this list"]);
    }
    const unknown = await callApi("GET", "/posts?offset=100&before=x&limit=5", { key: w.keys.live });
    expect([unknown.status, unknown.body.error]).toEqual([
      400,
      "unknown query parameters: offset, before (this endpoint takes status, approval, q, cursor, limit)",
    ]);
  });
});

describe("every list pages the same way", () => {
  async function world(): Promise<Workspace & { endpoint: string }> {
    const w = await makeApiWorkspace();
    for (const [i, status] of (["done", "todo", "todo", "unassigned", "in_progress"] as const).entries()) {
      expect((await callApi("POST", "/ideas", { key: w.keys.live, body: { title: `idea ${i}`, status } })).status).toBe(201);
    }
    for (const i of [1, 2, 3]) {
      const res = await callApi("POST", "/links", { key: w.keys.live, body: { slug: `pages-${w.workspaceId.slice(0, 8)}-${i}`, title: `Page ${i}` } });
      expect(res.status).toBe(201);
    }
    let endpoint = "";
    for (const i of [1, 2, 3]) {
      const res = await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: `https://hooks.example.com/${i}`, events: ["post.created"] } });
      expect(res.status).toBe(201);
      endpoint = res.body.webhook.id;
    }
    for (let i = 0; i < 3; i++) expect((await callApi("POST", `/webhooks/${endpoint}/test`, { key: w.keys.live })).status).toBe(202);
    const published = Array.from({ length: 5 }, (_, i) => ({
      workspaceId: w.workspaceId,
      mode: "live" as const,
      platforms: ["bluesky"],
      status: "published" as const,
      caption: `published ${i}`,
      publishedAt: new Date(Date.now() - 3_600_000 - Math.floor(i / 2) * 1000),
    }));
    await db.post.createMany({ data: published });
    return { ...w, endpoint };
  }

  it("walks ideas, accounts, webhooks, deliveries, links, analytics and media one row at a time, in each list's own order", { timeout: 120_000 }, async () => {
    const w = await world();
    const lists: [string, string][] = [
      ["/ideas", "ideas"],
      ["/accounts", "accounts"],
      ["/webhooks", "webhooks"],
      [`/webhooks/${w.endpoint}/deliveries`, "deliveries"],
      ["/links", "links"],
      ["/analytics?period=all", "posts"],
      ["/media", "media"],
    ];
    for (const [path, name] of lists) {
      const whole = await callApi("GET", path, { key: w.keys.live });
      expect(whole.status).toBe(200);
      expect(whole.body.nextCursor, path).toBeNull();
      const expected = (whole.body[name] as { id?: string; postId?: string }[]).map((row) => row.id ?? row.postId);
      expect(await readAll(w.keys.live, path, name, 1), path).toEqual(expected);
      expect(await readAll(w.keys.live, path, name, 2), path).toEqual(expected);
    }
    // The board's own order: column, then position.
    const ideas = (await callApi("GET", "/ideas", { key: w.keys.live })).body.ideas.map((i: { status: string }) => i.status);
    expect(ideas).toEqual(["unassigned", "todo", "todo", "in_progress", "done"]);
    // GET /webhooks/{id} shows the log's first page and where the next one starts.
    const endpoint = await callApi("GET", `/webhooks/${w.endpoint}`, { key: w.keys.live });
    expect([endpoint.body.deliveries.length, endpoint.body.deliveriesNextCursor]).toEqual([3, null]);
  });

  it("applies one limit rule and refuses tampered cursors and unknown parameters on each", { timeout: 120_000 }, async () => {
    const w = await world();
    for (const [path, max] of [
      ["/ideas", 200],
      ["/accounts", 200],
      ["/webhooks", 200],
      [`/webhooks/${w.endpoint}/deliveries`, 200],
      ["/links", 200],
      ["/review-links", 200],
      ["/analytics", 500],
      ["/media", 200],
      ["/posts", 200],
    ] as const) {
      const join = path.includes("?") ? "&" : "?";
      expect((await callApi("GET", `${path}${join}limit=100000`, { key: w.keys.live })).status, path).toBe(200);
      for (const limit of ["0", "-1", "1.5", "ten"]) {
        const res = await callApi("GET", `${path}${join}limit=${limit}`, { key: w.keys.live });
        expect([res.status, res.body.error], path).toEqual([400, `limit: must be a whole number of at least 1 (values above ${max} are read as ${max})`]);
      }
      const cursor = await callApi("GET", `${path}${join}cursor=eyJ4Ijox`, { key: w.keys.live });
      expect([cursor.status, cursor.body.error], path).toEqual([400, "cursor: must be the nextCursor of a previous page of this list"]);
      const unknown = await callApi("GET", `${path}${join}page=2`, { key: w.keys.live });
      expect(unknown.status, path).toBe(400);
      expect(unknown.body.error, path).toMatch(/^unknown query parameter: page \(this endpoint takes .*cursor, limit\)$/);
    }
    // A cursor of one list is not a position in another whose order has other keys.
    const ideaCursor = (await callApi("GET", "/ideas?limit=1", { key: w.keys.live })).body.nextCursor;
    const misplaced = await callApi("GET", `/posts?cursor=${ideaCursor}`, { key: w.keys.live });
    expect(misplaced.status).toBe(400);
  });
});
