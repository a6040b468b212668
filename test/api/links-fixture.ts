// The shared setup of the link-in-bio API tests (links.test.ts, links-publish.test.ts): one workspace with a
// live key whose rate limit is lifted, calls checked against the OpenAPI document, and helpers that create
// pages and blocks or visit the public page and its click redirects as a browser does.
import { beforeAll, expect } from "vitest";
import { GET as getPublicPage } from "@/app/l/[slug]/route";
import { GET as getPublicClick } from "@/app/l/[slug]/c/[blockId]/route";
import { db } from "@/lib/db";
import { makeApiWorkspace } from "./api-fixture";
import { callApi, type ApiResult } from "./call-api";

type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let key: string;
let n = 0;
export const uniqueSlug = (label = "page") => `${label}-${Date.now().toString(36)}-${(n++).toString(36)}`;

/** Call from a test file's top level: makes the workspace and key the helpers below use. */
export function setUpLinksWorkspace(): void {
  beforeAll(async () => {
    w = await makeApiWorkspace();
    key = w.keys.live;
    // A file makes a few hundred calls with one key: lift its per-minute limit (the column overrides it).
    await db.apiKey.update({ where: { id: w.keyIds.live }, data: { rateLimitPerMinute: 100_000 } });
  });
}

/** The workspace made by setUpLinksWorkspace(). */
export const linksWorkspace = (): W => w;

/** A call with the workspace's key (callApi checks the answer against the OpenAPI document). */
export async function call(method: string, _template: string, path: string, options: Parameters<typeof callApi>[2] = {}): Promise<ApiResult> {
  return callApi(method, path, { key, ...options });
}

export async function newPage(body: Record<string, unknown> = {}) {
  const res = await call("POST", "/links", "/links", { body: { slug: uniqueSlug(), title: "Ada's links", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.link as { id: string; slug: string };
}

export async function addBlock(pageId: string, body: Record<string, unknown>) {
  const res = await call("POST", "/links/{id}/blocks", `/links/${pageId}/blocks`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.block as { id: string; position: number };
}

/** A visit to the public page as a browser makes it (through the Next route handler). */
export async function visit(slug: string, headers: Record<string, string> = {}) {
  const req = new Request(`http://localhost/l/${slug}`, { headers: { "user-agent": "Mozilla/5.0 test", "x-forwarded-for": "203.0.113.7", ...headers } });
  const res = await getPublicPage(req, { params: Promise.resolve({ slug }) });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

export async function click(slug: string, blockId: string, item?: string) {
  const req = new Request(`http://localhost/l/${slug}/c/${blockId}${item ? `?i=${item}` : ""}`, {
    headers: { "user-agent": "Mozilla/5.0 test", "x-forwarded-for": "203.0.113.7" },
  });
  const res = await getPublicClick(req, { params: Promise.resolve({ slug, blockId }) });
  return { status: res.status, location: res.headers.get("location") };
}
