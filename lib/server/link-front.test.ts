import "@/test/use-database";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@/lib/services/actor";
import { addLinkBlock } from "@/lib/services/links/add-link-block";
import { createLinkPage } from "@/lib/services/links/create-link-page";
import { flushLinkCounters } from "@/lib/services/links/link-counters";
import { publishLinkPage } from "@/lib/services/links/publish-link-page";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { isPublicLinkRequest, serveLinkRequest } from "./link-front";

// The production server's fast path for /l/*, over real HTTP: what it answers itself and what it leaves
// to Next (here a stand-in that answers 418, so a hand-over is visible).
let server: http.Server;
let origin: string;
let slug: string;
let pageId: string;
let blockId: string;

beforeAll(async () => {
  const { workspaceId } = await makeWorkspace();
  const page = await createLinkPage({ workspaceId, actor: systemActor, input: { slug: `front-${Date.now().toString(36)}`, title: "Front" } });
  const block = await addLinkBlock({
    workspaceId,
    actor: systemActor,
    input: { pageId: page.id, block: { type: "link", label: "Go", url: "https://example.com/go" } },
  });
  await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
  ({ slug, id: pageId } = page);
  blockId = block.id;
  server = http.createServer((req, res) => {
    if (!isPublicLinkRequest(req.url)) return void res.writeHead(418).end();
    serveLinkRequest(req, res, () => res.writeHead(418).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("link front", () => {
  it("serves the page, gzip-compressed when accepted, and HEAD without a body", async () => {
    const plain = await fetch(`${origin}/l/${slug}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.status).toBe(200);
    const html = await plain.text();
    expect(html).toContain("<h1>Front</h1>");
    // The headers the README promises on every answer, which the fast path once left out.
    expect(plain.headers.get("x-frame-options")).toBe("DENY");
    expect(plain.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) => {
      http.get(`${origin}/l/${slug}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
    });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(html);
    const head = await fetch(`${origin}/l/${slug}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await fetch(`${origin}/l/${slug}`, { headers: { "if-none-match": plain.headers.get("etag")! } })).status).toBe(304);
  });

  it("answers a page it holds in memory as the first visit's lookup did, and counts those visits", async () => {
    await flushLinkCounters();
    const before = (await db.linkPageDaily.findFirst({ where: { pageId } }))?.views ?? 0;
    // Upper case is normalised on the general path; the lower-case slug is the cache's key (the fast path).
    const looked = await fetch(`${origin}/l/${slug.toUpperCase()}`, { headers: { "accept-encoding": "identity" } });
    const held = await fetch(`${origin}/l/${slug}`, { headers: { "accept-encoding": "identity" } });
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "date");
    expect(held.status).toBe(200);
    expect(headersOf(held)).toEqual(headersOf(looked));
    expect(await held.text()).toBe(await looked.text());
    const notModified = await fetch(`${origin}/l/${slug}/`, { headers: { "if-none-match": `W/"x", W/${held.headers.get("etag")}` } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(notModified.headers.get("x-frame-options")).toBe("DENY");
    // A prefetch and a HEAD are answered but not counted.
    expect((await fetch(`${origin}/l/${slug}`, { headers: { "sec-purpose": "prefetch" } })).status).toBe(200);
    expect((await fetch(`${origin}/l/${slug}`, { method: "HEAD" })).status).toBe(200);
    await flushLinkCounters();
    const after = (await db.linkPageDaily.findFirst({ where: { pageId } }))?.views ?? 0;
    expect(after - before).toBe(3); // looked, held and the 304
  });

  it("counts a click and redirects; unknown slugs are 404; other paths and methods go to Next", async () => {
    const res = await fetch(`${origin}/l/${slug}/c/${blockId}`, { redirect: "manual", headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://example.com/go");
    await flushLinkCounters();
    const row = await db.linkBlockDaily.findFirst({ where: { pageId, blockId } });
    expect(row?.clicks).toBe(1);
    expect((await fetch(`${origin}/l/no-such-page-here`)).status).toBe(404);
    expect((await fetch(`${origin}/l/${slug}/other`)).status).toBe(418);
    expect((await fetch(`${origin}/l/${slug}`, { method: "POST" })).status).toBe(418);
    expect((await fetch(`${origin}/l/%E0%A4%A`)).status).toBe(418);
  });
});
