// The link-in-bio API end to end, in-process, for publishing: the frozen version served as the public page, its
// counted views and clicks, the analytics endpoint and the click redirects, every response checked against the
// OpenAPI document. Pages and blocks themselves are in links.test.ts.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addBlock, call, click, linksWorkspace, newPage, setUpLinksWorkspace, visit } from "./links-fixture";

setUpLinksWorkspace();

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
        workspaceId: linksWorkspace().workspaceId,
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

  it("leaves posts published through a sandbox account out of the latest posts", async () => {
    const w = linksWorkspace();
    const media = { status: "published" as const, mediaUrls: ["https://cdn.example.com/s.jpg"], mediaType: "image" as const, platforms: ["bluesky"] };
    // The fixture's accounts are sandbox accounts (no network here); a second, real one is made directly.
    const real = await db.socialAccount.create({
      data: { workspaceId: w.workspaceId, platform: "bluesky", platformUsername: "real.bsky.social", platformAccountId: `did:plc:${crypto.randomUUID()}` },
    });
    await db.post.create({
      data: { ...media, workspaceId: w.workspaceId, caption: "Real drop", connectedAccountId: real.id, publishedAt: new Date(Date.now() + 60_000) },
    });
    await db.post.create({
      data: {
        ...media,
        workspaceId: w.workspaceId,
        caption: "Sandbox rehearsal",
        connectedAccountId: w.accounts.bluesky.id,
        publishedAt: new Date(Date.now() + 120_000),
      },
    });
    // The newest of the workspace's posts is the sandbox one: a grid of one shows the real post instead.
    const page = await newPage();
    await addBlock(page.id, { type: "posts", count: 1 });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    const { html } = await visit(page.slug);
    expect(html).toContain(`alt="Real drop"`);
    expect(html).not.toContain("Sandbox rehearsal");
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
  it("carry the workspace's UTM tags (utm_source=link_in_bio) from the page's next publish, and drop them from the one after they are off", async () => {
    const { workspaceId } = linksWorkspace();
    const setUtm = async (utm: Record<string, unknown>) =>
      expect((await call("PATCH", "/workspaces/{id}", `/workspaces/${workspaceId}`, { body: { utm } })).status).toBe(200);
    const page = await newPage();
    const shop = await addBlock(page.id, { type: "link", label: "Shop", url: "https://shop.example/new?size=m#top" });
    const tagged = await addBlock(page.id, { type: "link", label: "Newsletter", url: "https://shop.example/?utm_source=newsletter" });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    try {
      await setUtm({ enabled: true, campaign: "spring sale" });
      // The published version is frozen: its clicks go where they went.
      expect(await click(page.slug, shop.id)).toEqual({ status: 302, location: "https://shop.example/new?size=m#top" });
      await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
      expect(await click(page.slug, shop.id)).toEqual({
        status: 302,
        location: "https://shop.example/new?size=m&utm_source=link_in_bio&utm_medium=social&utm_campaign=spring%20sale#top",
      });
      // A link that already carries utm_ tags is the marketer's own choice.
      expect(await click(page.slug, tagged.id)).toEqual({ status: 302, location: "https://shop.example/?utm_source=newsletter" });
      // The draft keeps the link as written (the tags are added when a version is frozen).
      const draft = (await call("GET", "/links/{id}", `/links/${page.id}`)).body.link;
      expect(draft.blocks.find((b: { id: string }) => b.id === shop.id).url).toBe("https://shop.example/new?size=m#top");
    } finally {
      await setUtm({ enabled: false });
    }
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    expect(await click(page.slug, shop.id)).toEqual({ status: 302, location: "https://shop.example/new?size=m#top" });
  });

  it("send a stored non-ASCII address in its encoded form", async () => {
    const page = await newPage();
    const block = await addBlock(page.id, { type: "link", label: "Café", url: "https://bücher.example/straße?q=ä" });
    await call("POST", "/links/{id}/publish", `/links/${page.id}/publish`);
    expect(await click(page.slug, block.id)).toEqual({ status: 302, location: "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%A4" });
  });
});
