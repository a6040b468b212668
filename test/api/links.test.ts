// The link-in-bio API end to end, in-process, for pages and their blocks: each endpoint's success and its error
// table with exact statuses, every response checked against the OpenAPI document. Publishing, the public page
// and its counters are in links-publish.test.ts.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { flushLinkCounters } from "@/lib/services/links/link-counters";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";
import { addBlock, call, click, newPage, setUpLinksWorkspace, uniqueSlug, visit } from "./links-fixture";

setUpLinksWorkspace();

describe("POST /links", () => {
  it("creates a draft page with a lower-cased slug and its public URL", async () => {
    const slug = uniqueSlug("Ada");
    const res = await call("POST", "/links", "/links", { body: { slug, title: "Ada", bio: "Writer", theme: "dark", accentColor: "#FF0066" } });
    expect(res.status).toBe(201);
    expect(res.body.link).toMatchObject({
      slug: slug.toLowerCase(),
      publicUrl: expect.stringMatching(new RegExp(`/l/${slug.toLowerCase()}$`)),
      title: "Ada",
      bio: "Writer",
      theme: "dark",
      accentColor: "#ff0066",
      status: "draft",
      hasUnpublishedChanges: true,
      publishedVersion: null,
      blocks: [],
    });
  });

  it.each([
    [{ title: "x" }, 400, "slug: "],
    [{ slug: "ab", title: "x" }, 400, "slug: must be 3 to 40 characters"],
    [{ slug: "a--b-c", title: "x" }, 400, "slug: must be"],
    [{ slug: "-abc", title: "x" }, 400, "slug: must be"],
    [{ slug: "hello world", title: "x" }, 400, "slug: must be"],
    [{ slug: "admin", title: "x" }, 400, "slug: is reserved; choose another"],
    [{ slug: "links", title: "x" }, 400, "slug: is reserved"],
    [{ slug: "a".repeat(41), title: "x" }, 400, "slug: must be"],
    [{ slug: "okay-slug" }, 400, "title: "],
    [{ slug: "okay-slug", title: "" }, 400, "title: must not be empty"],
    [{ slug: "okay-slug", title: "x", avatarUrl: "javascript:alert(1)" }, 400, "avatarUrl: must be an http(s) URL"],
    [{ slug: "okay-slug", title: "x", theme: "neon" }, 400, "theme: must be one of light, dark, sand, forest, ocean, rose"],
    [{ slug: "okay-slug", title: "x", accentColor: "red" }, 400, "accentColor: must be a #rrggbb colour"],
    [{ slug: "okay-slug", title: "x", nope: 1 }, 400, "unknown field: nope"],
  ])("%j → %i", async (body, status, message) => {
    const res = await call("POST", "/links", "/links", { body });
    expect(res.status).toBe(status);
    expect(res.body.error).toContain(message);
  });

  it("refuses a body that is not a JSON object (400) and a slug already taken (409, in any workspace)", async () => {
    expect((await call("POST", "/links", "/links", { rawBody: "{nope" })).status).toBe(400);
    expect((await call("POST", "/links", "/links", { rawBody: "[]" })).status).toBe(400);
    const page = await newPage();
    const other = await makeApiWorkspace();
    const res = await callApi("POST", "/links", { key: other.keys.live, body: { slug: page.slug.toUpperCase(), title: "Mine" } });
    expect(res).toMatchObject({ status: 409, body: { error: `slug: "${page.slug}" is already taken` } });
  });
});

describe("GET /links and GET /links/{id}", () => {
  it("lists this workspace's pages only, with block counts and totals", async () => {
    const page = await newPage();
    await addBlock(page.id, { type: "header", text: "Hi" });
    const other = await makeApiWorkspace();
    await callApi("POST", "/links", { key: other.keys.live, body: { slug: uniqueSlug("other"), title: "Other" } });
    const res = await call("GET", "/links", "/links");
    expect(res.status).toBe(200);
    const listed = res.body.links.find((l: { id: string }) => l.id === page.id);
    expect(listed).toMatchObject({ blockCount: 1, totals: { views: 0, uniqueVisitors: 0, clicks: 0 }, status: "draft" });
    expect(res.body.links.every((l: { title: string }) => l.title !== "Other")).toBe(true);
    const one = await call("GET", "/links/{id}", `/links/${page.id}`);
    expect(one.body.link.blocks).toEqual([{ id: expect.any(String), type: "header", position: 0, text: "Hi" }]);
    expect((await call("GET", "/links/{id}", `/links/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe("blocks", () => {
  it("adds every block type, at a position or last", async () => {
    const page = await newPage();
    const a = await addBlock(page.id, { type: "link", label: "Shop", url: "https://shop.example.com/x?y=1", thumbnailUrl: "https://cdn.example.com/t.png" });
    const b = await addBlock(page.id, { type: "header", text: "Listen" });
    const c = await addBlock(page.id, { type: "text", text: "Hello\nworld" });
    const d = await addBlock(page.id, { type: "social" });
    const e = await addBlock(page.id, { type: "posts", count: 3 });
    const f = await addBlock(page.id, { type: "embed", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    const first = await addBlock(page.id, { type: "header", text: "Top", position: 0 });
    const far = await addBlock(page.id, { type: "embed", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", position: 999 });
    const { body } = await call("GET", "/links/{id}", `/links/${page.id}`);
    expect(body.link.blocks.map((x: { id: string }) => x.id)).toEqual([first.id, a.id, b.id, c.id, d.id, e.id, f.id, far.id]);
    expect(body.link.blocks.map((x: { position: number }) => x.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [{ type: "link", label: "x", url: "javascript:alert(1)" }, "url: must be an http(s) URL"],
    [{ type: "link", label: "x", url: "JavaScript:alert(1)" }, "url: must be an http(s) URL"],
    [{ type: "link", label: "x", url: "data:text/html,<script>alert(1)</script>" }, "url: must be an http(s) URL"],
    [{ type: "link", label: "x", url: "ftp://files.example.com" }, "url: must be an http(s) URL"],
    [{ type: "link", label: "x", url: "https://a.example", thumbnailUrl: "vbscript:x" }, "thumbnailUrl: must be an http(s) URL"],
    [{ type: "link", url: "https://a.example" }, "label: "],
    [
      { type: "link", label: "x", url: "https://a.example", startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
      "endsAt: must be after startsAt",
    ],
    [{ type: "link", label: "x", url: "https://a.example", startsAt: "tomorrow" }, "startsAt: must be an ISO 8601 date-time"],
    [{ type: "nope" }, "type: must be one of link, header, text, social, posts, embed"],
    [{ text: "x" }, "type: must be one of"],
    [{ type: "header", text: "" }, "text: must not be empty"],
    [{ type: "posts", count: 13 }, "count: must be from 1 to 12"],
    [{ type: "posts", postLinks: { "not-a-post": "https://a.example" } }, "postLinks"],
    [{ type: "social", accountIds: ["x"] }, "accountIds[0]: must be an account id"],
    [{ type: "embed", url: "https://vimeo.com/123" }, "url: must be a YouTube video or a Spotify"],
    [{ type: "embed", url: "javascript:alert(1)" }, "url: must be an http(s) URL"],
    [{ type: "header", text: "x", position: -1 }, "position: must be 0 or more"],
    [{ type: "header", text: "x", color: "red" }, "unknown field: color"],
  ])("POST %j → 400", async (body, message) => {
    const page = await newPage();
    const res = await call("POST", "/links/{id}/blocks", `/links/${page.id}/blocks`, { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    // Nothing was stored.
    expect((await call("GET", "/links/{id}", `/links/${page.id}`)).body.link.blocks).toEqual([]);
  });

  it("adding to an unknown page is a 404", async () => {
    const res = await call("POST", "/links/{id}/blocks", `/links/${crypto.randomUUID()}/blocks`, { body: { type: "header", text: "x" } });
    expect(res).toMatchObject({ status: 404, body: { error: "Link page not found" } });
  });

  it("patches sent fields, clears with null, keeps the type, and re-checks the whole block", async () => {
    const page = await newPage();
    const block = await addBlock(page.id, { type: "link", label: "Old", url: "https://a.example", thumbnailUrl: "https://cdn.example.com/t.png" });
    const path = `/links/${page.id}/blocks/${block.id}`;
    const t = "/links/{id}/blocks/{blockId}";
    const ok = await call("PATCH", t, path, { body: { label: "New", thumbnailUrl: null } });
    expect(ok.status).toBe(200);
    expect(ok.body.block).toEqual({ id: block.id, type: "link", position: 0, label: "New", url: "https://a.example" });
    const errors: [Record<string, unknown>, number, string][] = [
      [{ url: "javascript:alert(1)" }, 400, "url: must be an http(s) URL"],
      [{ type: "header" }, 400, "type: a block's type cannot change"],
      [{ position: 3 }, 400, "id and position cannot be patched"],
      [{ label: "" }, 400, "label: must not be empty"],
      [{ text: "x" }, 400, "unknown field: text"],
      [{ startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" }, 400, "endsAt: must be after startsAt"],
    ];
    for (const [body, status, message] of errors) {
      const res = await call("PATCH", t, path, { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toContain(message);
    }
    expect((await call("GET", "/links/{id}", `/links/${page.id}`)).body.link.blocks[0]).toMatchObject({ label: "New", url: "https://a.example" });
    // A block of another page of the same workspace is not this page's block.
    const other = await newPage();
    expect((await call("PATCH", t, `/links/${other.id}/blocks/${block.id}`, { body: { label: "x" } })).status).toBe(404);
    expect((await call("PATCH", t, `/links/${page.id}/blocks/${crypto.randomUUID()}`, { body: { label: "x" } })).status).toBe(404);
  });

  it("reorders with every id exactly once, and deletes closing the gap", async () => {
    const page = await newPage();
    const [a, b, c] = [
      await addBlock(page.id, { type: "header", text: "a" }),
      await addBlock(page.id, { type: "header", text: "b" }),
      await addBlock(page.id, { type: "header", text: "c" }),
    ];
    const t = "/links/{id}/blocks/reorder";
    const path = `/links/${page.id}/blocks/reorder`;
    const ok = await call("POST", t, path, { body: { blockIds: [c.id, a.id, b.id] } });
    expect(ok.status).toBe(200);
    expect(ok.body.blocks.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    const stranger = crypto.randomUUID();
    const errors: [unknown, string][] = [
      [{ blockIds: [c.id, a.id] }, "blockIds: must list all 3 blocks of the page (got 2)"],
      [{ blockIds: [c.id, a.id, a.id] }, "blockIds: each block id may appear only once"],
      [{ blockIds: [c.id, a.id, stranger] }, `blockIds: not blocks of this page: ${stranger}`],
      [{ blockIds: "x" }, "blockIds: must be a list of block ids"],
      [{}, "blockIds: "],
    ];
    for (const [body, message] of errors) {
      const res = await call("POST", t, path, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain(message);
    }
    const del = await call("DELETE", "/links/{id}/blocks/{blockId}", `/links/${page.id}/blocks/${a.id}`);
    expect(del).toMatchObject({ status: 200, body: { id: a.id, deleted: true } });
    expect((await call("DELETE", "/links/{id}/blocks/{blockId}", `/links/${page.id}/blocks/${a.id}`)).status).toBe(404);
    const { body } = await call("GET", "/links/{id}", `/links/${page.id}`);
    expect(body.link.blocks.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual([
      [c.id, 0],
      [b.id, 1],
    ]);
  });
});

describe("PATCH and DELETE /links/{id}", () => {
  it("changes sent fields; a taken slug is 409; status draft takes the page down", async () => {
    const page = await newPage();
    await addBlock(page.id, { type: "header", text: "x" });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    const taken = await newPage();
    const t = "/links/{id}";
    const path = `/links/${page.id}`;
    const errors: [Record<string, unknown>, number, string][] = [
      [{ slug: taken.slug }, 409, "is already taken"],
      [{ slug: "api" }, 400, "slug: is reserved"],
      [{ status: "published" }, 400, "status: can only be set to draft"],
      [{ avatarUrl: "javascript:alert(1)" }, 400, "avatarUrl: must be an http(s) URL"],
      [{ id: crypto.randomUUID() }, 400, "unknown field: id"],
    ];
    for (const [body, status, message] of errors) {
      const res = await call("PATCH", t, path, { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toContain(message);
    }
    const ok = await call("PATCH", t, path, { body: { title: "New title", bio: null, theme: "ocean" } });
    expect(ok.body.link).toMatchObject({ title: "New title", bio: null, theme: "ocean", status: "published", hasUnpublishedChanges: true });
    // A new slug moves the live page at once.
    const moved = uniqueSlug("moved");
    await call("PATCH", t, path, { body: { slug: moved } });
    expect((await visit(page.slug)).status).toBe(404);
    expect((await visit(moved)).status).toBe(200);
    const down = await call("PATCH", t, path, { body: { status: "draft" } });
    expect(down.body.link).toMatchObject({ status: "draft", publishedVersion: null });
    expect((await visit(moved)).status).toBe(404);
  });

  it("deletes the page, its address and its counters", async () => {
    const page = await newPage();
    const block = await addBlock(page.id, { type: "link", label: "x", url: "https://a.example" });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    await visit(page.slug);
    await click(page.slug, block.id);
    await flushLinkCounters();
    expect(await db.linkVisitor.count({ where: { pageId: page.id } })).toBe(1);
    expect(await call("DELETE", "/links/{id}", `/links/${page.id}`)).toMatchObject({ status: 200, body: { id: page.id, deleted: true } });
    expect((await call("GET", "/links/{id}", `/links/${page.id}`)).status).toBe(404);
    expect((await call("DELETE", "/links/{id}", `/links/${page.id}`)).status).toBe(404);
    expect((await visit(page.slug)).status).toBe(404);
    expect(await db.linkBlockDaily.count({ where: { pageId: page.id } })).toBe(0);
    expect(await db.linkPageDaily.count({ where: { pageId: page.id } })).toBe(0);
    expect(await db.linkVisitor.count({ where: { pageId: page.id } })).toBe(0);
  });
});
