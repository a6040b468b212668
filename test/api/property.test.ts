import "@/test/use-database";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// Random bodies, headers and ids at every endpoint: never a 5xx, a JSON { error } on every 4xx, and a
// request that failed changed nothing.
type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let postId: string;
let ideaId: string;

beforeAll(async () => {
  w = await makeApiWorkspace();
  postId = (await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] } })).body.postIds[0];
  ideaId = (await callApi("POST", "/ideas", { key: w.keys.live, body: { title: "i" } })).body.idea.id;
});

async function snapshot() {
  const [posts, ideas, usage] = await Promise.all([
    db.post.findMany({ where: { workspaceId: w.workspaceId }, orderBy: { id: "asc" } }),
    db.idea.findMany({ where: { workspaceId: w.workspaceId }, orderBy: { id: "asc" } }),
    db.monthlyUsage.findMany({ where: { userId: w.owner.id } }),
  ]);
  return JSON.stringify({ posts, ideas, usage });
}

const id = fc.oneof(fc.constant("ID"), fc.uuid(), fc.string({ maxLength: 40 }).map(encodeURIComponent), fc.constant("%E0%A4%A"), fc.constant(".."));
const field = fc.constantFrom(
  "accountMappings", "platforms", "accountId", "caption", "title", "status", "scheduledAt", "mediaUrls", "mediaType", "postType",
  "hashtags", "platformCaptions", "platformOptions", "connectedAccountId", "tags", "__proto__", "constructor",
);
const body = fc.oneof(
  fc.dictionary(field, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }),
  fc.constant(""),
);
const endpoint = fc.constantFrom(
  ["GET", "/accounts"], ["GET", "/workspaces"], ["GET", "/ideas"], ["POST", "/ideas"], ["PATCH", "/ideas/{id}"], ["DELETE", "/ideas/{id}"],
  ["GET", "/posts"], ["POST", "/posts"], ["GET", "/posts/{id}"], ["PATCH", "/posts/{id}"], ["DELETE", "/posts/{id}"], ["POST", "/posts/{id}/publish"],
  ["POST", "/posts/{id}/retry"], ["GET", "/analytics"], ["POST", "/media/upload-url"],
);
const query = fc.oneof(fc.constant(""), fc.record({ status: fc.string({ maxLength: 12 }), limit: fc.oneof(fc.string({ maxLength: 6 }), fc.integer().map(String)) }).map((q) => `?${new URLSearchParams(q)}`));
const authHeader = fc.oneof(
  fc.constant("KEY"),
  fc.constant("VIEWER"),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
  fc.string({ maxLength: 60 }),
  fc.constant("Bearer pl_live_"),
);

describe("random requests", () => {
  it("never 5xx, always { error } on 4xx, and failures change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(endpoint, id, body, query, authHeader, fc.option(fc.string({ maxLength: 30 })), async ([method, template], rawId, rawBody, q, auth, idem) => {
        const realId = template.startsWith("/ideas") ? ideaId : postId;
        const path = template.replace("{id}", rawId === "ID" ? realId : rawId) + (method === "GET" ? q : "");
        const authorization = auth === "KEY" ? `Bearer ${w.keys.live}` : auth === "VIEWER" ? `Bearer ${w.keys.viewer}` : auth;
        const headers: Record<string, string> = {};
        if (/^[\x20-\x7e]*$/.test(authorization)) headers.authorization = authorization;
        if (idem !== null && /^[\x20-\x7e]*$/.test(idem)) headers["idempotency-key"] = idem;
        const before = await snapshot();
        let res;
        try {
          res = await callApi(method, path, { rawBody: method === "GET" || method === "DELETE" ? undefined : rawBody, headers });
        } catch (error) {
          if (error instanceof TypeError) return; // not a URL or header a client could send
          throw error;
        }
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.body).toEqual({ error: expect.any(String) });
          expect(await snapshot()).toBe(before);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) },
    );
  }, 120_000);
});
