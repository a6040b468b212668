import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPublicPage } from "@/app/l/[slug]/route";
import { GET as getPublicClick } from "@/app/l/[slug]/c/[blockId]/route";
import { openApiDocument } from "@/lib/api/openapi";
import { db } from "@/lib/db";
import { flushLinkCounters } from "@/lib/services/links/link-counters";
import { makeApiWorkspace } from "./api-fixture";
import { callApi, type ApiResult } from "./call-api";
import { validatorFor, type Doc } from "./openapi-validator";

// The link-in-bio API end to end, in-process: each endpoint's success, its error table with exact statuses,
// the public page and its counted clicks, and every response checked against the OpenAPI document.
type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let key: string;
const check = validatorFor(openApiDocument() as unknown as Doc);
let n = 0;
const uniqueSlug = (label = "page") => `${label}-${Date.now().toString(36)}-${(n++).toString(36)}`;

async function call(method: string, template: string, path: string, options: Parameters<typeof callApi>[2] = {}): Promise<ApiResult> {
  const res = await callApi(method, path, { key, ...options });
  check(template, method, res);
  return res;
}

async function newPage(body: Record<string, unknown> = {}) {
  const res = await call("POST", "/links", "/links", { body: { slug: uniqueSlug(), title: "Ada's links", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.link as { id: string; slug: string };
}

async function addBlock(pageId: string, body: Record<string, unknown>) {
  const res = await call("POST", "/links/{id}/blocks", `/links/${pageId}/blocks`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.block as { id: string; position: number };
}

/** A visit to the public page as a browser makes it (through the Next route handler). */
async function visit(slug: string, headers: Record<string, string> = {}) {
  const req = new Request(`http://localhost/l/${slug}`, { headers: { "user-agent": "Mozilla/5.0 test", "x-forwarded-for": "203.0.113.7", ...headers } });
  const res = await getPublicPage(req, { params: Promise.resolve({ slug }) });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

async function click(slug: string, blockId: string, item?: string) {
  const req = new Request(`http://localhost/l/${slug}/c/${blockId}${item ? `?i=${item}` : ""}`, {
    headers: { "user-agent": "Mozilla/5.0 test", "x-forwarded-for": "203.0.113.7" },
  });
  const res = await getPublicClick(req, { params: Promise.resolve({ slug, blockId }) });
  return { status: res.status, location: res.headers.get("location") };
}

beforeAll(async () => {
  w = await makeApiWorkspace();
  key = w.keys.live;
  // This file makes a few hundred calls with one key: lift its per-minute limit (the column overrides it).
  await db.apiKey.update({ where: { id: w.keyIds.live }, data: { rateLimitPerMinute: 100_000 } });
});

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

describe("publishing and the public page", () => {
  it("refuses to publish a page without blocks", async () => {
    const page = await newPage();
    expect(await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`)).toMatchObject({
      status: 400,
      body: { error: "A page needs at least one block to be published" },
    });
    expect((await visit(page.slug)).status).toBe(404);
  });

  it("serves the frozen version: small static HTML, no script, Open Graph, escaped content; edits wait for the next publish", async () => {
    const page = await newPage({ bio: "Bio <b>bold</b>", avatarUrl: "https://cdn.example.com/a.png" });
    const link = await addBlock(page.id, { type: "link", label: "Shop <now>", url: "https://shop.example.com/?a=1&b=2" });
    await addBlock(page.id, { type: "text", text: `"quoted" & <script>alert(1)</script>` });
    await addBlock(page.id, { type: "social" });
    await addBlock(page.id, { type: "embed", url: "https://youtu.be/dQw4w9WgXcQ" });
    await addBlock(page.id, { type: "link", label: "Later", url: "https://later.example.com", startsAt: "2099-01-01T00:00:00Z" });
    await addBlock(page.id, { type: "link", label: "Gone", url: "https://gone.example.com", endsAt: "2000-01-01T00:00:00Z" });
    const published = await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    expect(published.body.link).toMatchObject({ status: "published", publishedVersion: 1, hasUnpublishedChanges: false, publishedAt: expect.any(String) });

    const res = await visit(page.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(Buffer.byteLength(res.html)).toBeLessThan(30 * 1024);
    expect(res.html).not.toMatch(/<script/i);
    expect(res.html).toContain(`<meta property="og:title" content="Ada&#39;s links">`);
    expect(res.html).toContain(`<meta property="og:description" content="Bio &lt;b&gt;bold&lt;/b&gt;">`);
    expect(res.html).toContain(`<meta property="og:image" content="https://cdn.example.com/a.png">`);
    expect(res.html).toContain(`<html lang="en">`);
    expect(res.html).toContain("Shop &lt;now&gt;");
    expect(res.html).toContain("&quot;quoted&quot; &amp; &lt;script&gt;");
    expect(res.html).toContain(`href="/l/${page.slug}/c/${link.id}"`);
    expect(res.html).toContain(`aria-label="Bluesky: `);
    expect(res.html).toContain(`src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"`);
    expect(res.html).not.toContain("Later");
    expect(res.html).not.toContain("Gone");

    // Revalidation: the same ETag is a 304 without a body.
    const etag = res.headers.get("etag")!;
    const again = await visit(page.slug, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.html).toBe("");

    // An edit stays in the draft.
    await call("PATCH", "/links/{id}/blocks/{blockId}", `/links/${page.id}/blocks/${link.id}`, { body: { label: "Changed" } });
    expect((await call("GET", "/links/{id}", `/links/${page.id}`)).body.link.hasUnpublishedChanges).toBe(true);
    expect((await visit(page.slug)).html).toContain("Shop &lt;now&gt;");
    const second = await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    expect(second.body.link).toMatchObject({ publishedVersion: 2, hasUnpublishedChanges: false });
    const fresh = await visit(page.slug, { "if-none-match": etag });
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain("Changed");
    expect(fresh.headers.get("etag")).not.toBe(etag);
  });

  it("shows the latest published posts with media as tiles linking to the URL set per post", async () => {
    const post = await db.post.create({
      data: {
        workspaceId: w.workspaceId,
        status: "published",
        publishedAt: new Date(),
        caption: "New drop",
        mediaUrls: ["https://cdn.example.com/p.jpg"],
        mediaType: "image",
        platforms: ["bluesky"],
      },
    });
    const page = await newPage();
    const grid = await addBlock(page.id, { type: "posts", count: 3, postLinks: { [post.id]: "https://shop.example.com/drop" } });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    const { html } = await visit(page.slug);
    expect(html).toContain(`<img src="https://cdn.example.com/p.jpg" alt="New drop"`);
    expect(html).toContain(`href="/l/${page.slug}/c/${grid.id}?i=${post.id}"`);
    expect(await click(page.slug, grid.id, post.id)).toEqual({ status: 302, location: "https://shop.example.com/drop" });
  });

  it("counts views, daily unique visitors, clicks per block and referrer domains", async () => {
    const page = await newPage();
    const shop = await addBlock(page.id, { type: "link", label: "Shop", url: "https://shop.example.com" });
    const blog = await addBlock(page.id, { type: "link", label: "Blog", url: "https://blog.example.com" });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    await visit(page.slug, { referer: "https://www.instagram.com/some/profile?x=1" });
    await visit(page.slug, { referer: "https://l.instagram.com/" });
    await visit(page.slug, { "user-agent": "Other browser", referer: "https://instagram.com/" });
    await visit(page.slug, { "sec-purpose": "prefetch" }); // not a visit
    expect(await click(page.slug, shop.id)).toEqual({ status: 302, location: "https://shop.example.com/" });
    expect(await click(page.slug, shop.id)).toEqual({ status: 302, location: "https://shop.example.com/" });
    expect(await click(page.slug, blog.id)).toEqual({ status: 302, location: "https://blog.example.com/" });
    // An unknown block leads back to the page and counts nothing (a new page: the counts above stay exact).
    expect(await click(page.slug, crypto.randomUUID())).toEqual({ status: 302, location: `/l/${page.slug}` });

    const res = await call("GET", "/links/{id}/analytics", `/links/${page.id}/analytics?period=7d`);
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ views: 3, uniqueVisitors: 2, clicks: 3, clickThroughRate: 1 });
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days.at(-1)).toMatchObject({ views: 3, uniqueVisitors: 2, clicks: 3 });
    expect(res.body.blocks.map((b: { label: string; clicks: number }) => [b.label, b.clicks])).toEqual([
      ["Shop", 2],
      ["Blog", 1],
    ]);
    expect(res.body.referrers).toEqual([
      { domain: "instagram.com", views: 2 },
      { domain: "l.instagram.com", views: 1 },
    ]);
    // Nothing personal stored: hashes only, never the address or user agent.
    const visitors = await db.linkVisitor.findMany({ where: { pageId: page.id } });
    expect(visitors).toHaveLength(2);
    expect(JSON.stringify(visitors)).not.toMatch(/203\.0\.113\.7|Mozilla/);

    const list = await call("GET", "/links", "/links");
    expect(list.body.links.find((l: { id: string }) => l.id === page.id).totals).toEqual({ views: 3, uniqueVisitors: 2, clicks: 3 });
    for (const period of ["30d", "90d", "all"])
      expect((await call("GET", "/links/{id}/analytics", `/links/${page.id}/analytics?period=${period}`)).body.totals.views).toBe(3);
    expect(await call("GET", "/links/{id}/analytics", `/links/${page.id}/analytics?period=1y`)).toMatchObject({
      status: 400,
      body: { error: "period: must be one of 7d, 30d, 90d, all" },
    });
  });
});

describe("click redirects", () => {
  it("send a stored non-ASCII address in its encoded form", async () => {
    const page = await newPage();
    const block = await addBlock(page.id, { type: "link", label: "Café", url: "https://bücher.example/straße?q=ä" });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    expect(await click(page.slug, block.id)).toEqual({ status: 302, location: "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%A4" });
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
