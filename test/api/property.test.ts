import "@/test/use-database";
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ERROR_CODE_LIST } from "@/lib/error-codes";
import { Prisma } from "@/generated/prisma/client";
import { API_PREFIX, createApiFront } from "@/lib/server/api-front/api-front";
import { makeApiWorkspace } from "./api-fixture";
import { apiRoutes, callApi } from "./call-api";

// Random requests at every endpoint, sent over HTTP to the production API front (lib/server/api-front):
// never a 5xx, a JSON { error } on every 4xx, and a write that failed changed nothing. Besides random
// bodies, headers and ids, the cases that once gave a 500: a NUL character in any string or key
// (PostgreSQL 22021/22P05), JSON nested thousands of levels deep, methods no handler takes (TRACE), malformed
// percent-encoding in ids, and bodies with bytes that are not UTF-8 (once stored as "\uFFFD" with a 201).
// PROPERTY_RUNS changes the number of requests (10,000 by default, as `npm test` runs it).
type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let postId: string;
let ideaId: string;
let server: http.Server;
let agent: http.Agent;
let port: number;

beforeAll(async () => {
  w = await makeApiWorkspace();
  // The fuzz is about input, not budgets: the quota and the rate limit would otherwise answer most requests.
  await db.user.update({ where: { id: w.owner.id }, data: { monthlyPostQuota: 1_000_000 } });
  await db.apiKey.updateMany({ where: { workspaceId: w.workspaceId }, data: { rateLimitPerMinute: 1_000_000 } });
  postId = (await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] } })).body.postIds[0];
  ideaId = (await callApi("POST", "/ideas", { key: w.keys.live, body: { title: "i" } })).body.idea.id;
  const front = createApiFront({ routes: apiRoutes, origin: "http://localhost" });
  server = http.createServer((req, res) => void front(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent?.destroy();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/**
 * Everything a request of this workspace could change, as one cheap digest: per table the row count and the
 * sum of the rows' xmin (the id of the transaction that last wrote each row), so any insert, update or
 * delete moves it, without reading the rows' contents.
 */
async function snapshot(): Promise<string> {
  const rows = await db.$queryRaw<{ digest: string }[]>(Prisma.sql`
    SELECT concat_ws('|',
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM posts WHERE workspace_id = ${w.workspaceId}::uuid),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ideas WHERE workspace_id = ${w.workspaceId}::uuid),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM monthly_usage WHERE user_id = ${w.owner.id}::uuid),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM media_objects WHERE workspace_id = ${w.workspaceId}::uuid)
    ) AS digest`);
  return rows[0].digest;
}

interface Answer {
  status: number;
  body: unknown;
}

/** Node's refusals to build a request no HTTP client could send (bad header name or value, bad method). */
const UNSENDABLE = new Set(["ERR_INVALID_CHAR", "ERR_INVALID_HTTP_TOKEN", "ERR_HTTP_INVALID_HEADER_VALUE", "ERR_UNESCAPED_CHARACTERS"]);

/** One HTTP exchange; undefined when Node refuses to build the request. */
async function send(method: string, path: string, headers: Record<string, string>, body: string | Buffer | undefined): Promise<Answer | undefined> {
  let req: http.ClientRequest;
  // Only building the request belongs in the try: whatever the server answers is asserted by the caller.
  try {
    req = http.request({ host: "127.0.0.1", port, agent, method, path: API_PREFIX + path, headers });
  } catch (error) {
    if (UNSENDABLE.has((error as { code?: string }).code ?? "")) return undefined;
    throw error;
  }
  return new Promise<Answer>((resolve, reject) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: unknown = text;
        try {
          parsed = text === "" ? null : JSON.parse(text);
        } catch {
          /* not JSON: kept as text for the assertion to show */
        }
        resolve({ status: res.statusCode!, body: parsed });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** `{"a":{"a":…1…}}` nested `depth` levels, or the same with arrays. */
const deepJson = fc
  .record({ depth: fc.integer({ min: 25, max: 3000 }), arrays: fc.boolean() })
  .map(({ depth, arrays }) => (arrays ? "[".repeat(depth) + "1" + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth)));
/** Strings that often carry a NUL character, lone surrogates or other control characters. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
);
const field = fc.constantFrom(
  "accountMappings",
  "platforms",
  "accountId",
  "caption",
  "title",
  "status",
  "scheduledAt",
  "mediaUrls",
  "mediaType",
  "postType",
  "hashtags",
  "platformCaptions",
  "platformOptions",
  "connectedAccountId",
  "tags",
  "filename",
  "contentType",
  "sizeBytes",
  "prefix",
  "__proto__",
  "constructor",
  "a\u0000b",
);
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, fc.oneof(nastyString, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 3 }),
  fc.constant([{ platform: "bluesky" }]),
  fc.constant([{ platform: "bluesky", foo: 1 }]),
  fc.constant({ bluesky: { langs: ["en"] } }),
);
/** A JSON body with bytes that are not UTF-8 inside a string (a lone continuation byte, a cut sequence, 0xff). */
const invalidUtf8 = fc
  .tuple(field, fc.constantFrom([0xff], [0x80], [0xe0, 0xa4], [0xc3], [0xed, 0xa0, 0x80]), fc.string({ maxLength: 10 }))
  .map(([name, bytes, text]) => Buffer.concat([Buffer.from(`{${JSON.stringify(name)}:"${text.replace(/["\\]/g, "")}`), Buffer.from(bytes), Buffer.from('"}')]));
const body = fc.oneof(
  { weight: 1, arbitrary: invalidUtf8 },
  { weight: 4, arbitrary: fc.dictionary(field, jsonish, { maxKeys: 6 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: deepJson.map((deep) => `{"accountMappings":[{"platform":"bluesky"}],"platformOptions":${deep}}`) },
  { weight: 1, arbitrary: fc.tuple(field, deepJson).map(([name, deep]) => `{${JSON.stringify(name)}:${deep}}`) },
  { weight: 1, arbitrary: fc.constant("") },
);
const id = fc.oneof(
  fc.constant("ID"),
  fc.constant("ID"),
  fc.uuid(),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constant("%E0%A4%A"),
  fc.constant(".."),
  fc.constant("%00"),
);
const endpoint = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.constantFrom(
      ["GET", "/accounts"],
      ["GET", "/workspaces"],
      ["GET", "/ideas"],
      ["POST", "/ideas"],
      ["PATCH", "/ideas/{id}"],
      ["DELETE", "/ideas/{id}"],
      ["GET", "/posts"],
      ["POST", "/posts"],
      ["GET", "/posts/{id}"],
      ["PATCH", "/posts/{id}"],
      ["DELETE", "/posts/{id}"],
      ["POST", "/posts/{id}/publish"],
      ["POST", "/posts/{id}/retry"],
      ["GET", "/analytics"],
      ["POST", "/media/upload-url"],
      ["GET", "/health"],
    ),
  },
  // Methods no route takes, on real and unknown paths: JSON 405 (with Allow) or 404, never a 500.
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("TRACE", "PROPFIND", "PURGE", "PUT", "OPTIONS", "HEAD", "PATCH"),
      fc.constantFrom("/posts", "/posts/{id}", "/ideas/{id}", "/media/upload-url", "/nowhere", "/posts/{id}/publish/x"),
    ),
  },
);
const query = fc.oneof(
  fc.constant(""),
  fc
    .record({ status: nastyString, limit: fc.oneof(fc.string({ maxLength: 6 }), fc.integer().map(String)), from: nastyString })
    .map((q) => `?${new URLSearchParams(q)}`),
);
const authHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant("KEY") },
  { weight: 1, arbitrary: fc.constant("VIEWER") },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constant("Bearer pl_live_") },
);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
let writes = 0;

describe("random requests", () => {
  it("never 5xx, always { error } on 4xx, and failed writes change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        id,
        body,
        query,
        authHeader,
        fc.option(fc.string({ maxLength: 30 })),
        async ([method, template], rawId, rawBody, q, auth, idem) => {
          const realId = template.startsWith("/ideas") ? ideaId : postId;
          const path = template.replace("{id}", rawId === "ID" ? realId : rawId) + (READS.has(method) ? q : "");
          const authorization = auth === "KEY" ? `Bearer ${w.keys.live}` : auth === "VIEWER" ? `Bearer ${w.keys.viewer}` : auth;
          const headers: Record<string, string> = { "content-type": "application/json", authorization };
          if (idem !== null) headers["idempotency-key"] = idem;
          // TRACE with a body is refused by Node's HTTP parser itself (a bare 400) before any app code runs.
          const sendsBody = !READS.has(method) && method !== "DELETE" && method !== "TRACE";
          // Every fifth write is checked for leftovers of a failure (a digest costs as much as the request itself
          // on the embedded database); over 10,000 requests that is still some 1,500 checked failures.
          const before = READS.has(method) || ++writes % 5 !== 0 ? undefined : await snapshot();
          const res = await send(method, path, headers, sendsBody ? rawBody : undefined);
          if (!res) return; // a header no HTTP client can send
          expect(res.status, `${method} ${path} ${sendsBody ? rawBody.toString().slice(0, 200) : ""}`).toBeLessThan(500);
          if (res.status >= 400 && method !== "HEAD") {
            expect(res.body, `${method} ${path}`).toEqual({ error: expect.any(String), code: expect.any(String) });
            expect(ERROR_CODE_LIST, `${method} ${path}`).toContain((res.body as { code: string }).code);
            if (before !== undefined) expect(await snapshot(), `${method} ${path} changed data`).toBe(before);
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 10_000) },
    );
  }, 600_000);
});
