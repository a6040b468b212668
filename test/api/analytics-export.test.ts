// GET /analytics/export through the API's router, every answer checked against the OpenAPI document: a CSV or a
// PDF of the key's workspace and mode, 400 naming a missing or unknown format (and the other parameters), 403
// without analytics:read, 401 without a key.
import "@/test/use-database";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { pdfText } from "@/test/analytics/pdf-text";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

let w: Awaited<ReturnType<typeof makeApiWorkspace>>;
let other: Awaited<ReturnType<typeof makeApiWorkspace>>;

async function published(workspaceId: string, caption: string, mode: "live" | "test" = "live") {
  const post = await db.post.create({
    data: { workspaceId, platforms: ["mastodon"], caption, mode, status: "published", publishedAt: new Date(Date.now() - 86_400_000) },
  });
  await db.metricSnapshot.create({
    data: { postId: post.id, workspaceId, platform: "mastodon", fetchedAt: new Date(), likes: 12, reposts: 3, comments: 1 },
  });
  return post.id;
}

beforeAll(async () => {
  w = await makeApiWorkspace();
  other = await makeApiWorkspace();
  await db.workspace.update({ where: { id: w.workspaceId }, data: { name: "Export Test Co" } });
  await published(w.workspaceId, "Live numbers");
  await published(w.workspaceId, "Test numbers", "test");
  await published(other.workspaceId, "Someone else's post");
});

describe("GET /analytics/export", () => {
  it("CSV: the key's workspace and mode, as an attachment", async () => {
    const res = await callApi("GET", "/analytics/export?format=csv&period=7d", { key: w.keys.live });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="analytics-export-test-co-7d-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = Papa.parse<Record<string, string>>((res.body as string).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.caption, r.network, r.likes, r.total_interactions])).toEqual([["Live numbers", "mastodon", "12", "16"]]);
    const test = await callApi("GET", "/analytics/export?format=csv", { key: w.keys.test });
    expect(test.body).toContain("Test numbers");
    expect(test.body).not.toContain("Live numbers");
  });

  it("PDF: a report of the workspace with its totals", async () => {
    const res = await callApi("GET", "/analytics/export?format=pdf&period=30d", { key: w.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/filename="analytics-export-test-co-30d-.*\.pdf"/);
    // A raw route call keeps the bytes intact (callApi decodes the body as text for its checks).
    const { GET } = await import("@/app/api/v1/analytics/export/route");
    const raw = await GET(
      new Request("http://localhost/functions/v1/api/analytics/export?format=pdf&period=30d", { headers: { authorization: `Bearer ${w.keys.live}` } }),
      { params: Promise.resolve({}) },
    );
    const { text } = await pdfText(new Uint8Array(await raw.arrayBuffer()));
    expect(text).toContain("Export Test Co");
    expect(text).toMatch(/Posts\s+1\b/);
    expect(text).toMatch(/Interactions\s+16\b/);
    expect(text).toContain("Live numbers");
    expect(text).not.toContain("Someone else");
    expect((res.body as string).startsWith("%PDF-")).toBe(true);
  });

  it.each([
    ["", "format: must be one of csv, pdf"],
    ["?format=xlsx", "format: must be one of csv, pdf"],
    ["?format=csv&period=1y", "period: must be one of 7d, 30d, 90d, all"],
    ["?format=pdf&platform=myspace", expect.stringMatching(/^platform: must be one of instagram, /)],
    ["?format=csv&limit=5", "unknown query parameter: limit (this endpoint takes format, period, platform)"],
  ])("400 for %s", async (query, error) => {
    expect(await callApi("GET", `/analytics/export${query}`, { key: w.keys.live })).toMatchObject({ status: 400, body: { error } });
  });

  it("403 without analytics:read, 401 without a key", async () => {
    const postsOnly = await createApiKey({
      workspaceId: w.workspaceId,
      actor: systemActor,
      creatorUserId: w.owner.id,
      input: { mode: "live", scopes: ["posts:read"] },
    });
    expect(await callApi("GET", "/analytics/export?format=csv", { key: postsOnly.key })).toMatchObject({
      status: 403,
      body: { error: "This API key lacks the analytics:read scope" },
    });
    expect((await callApi("GET", "/analytics/export?format=csv")).status).toBe(401);
  });
});
