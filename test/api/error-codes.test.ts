// Every error status the API can answer carries the stable `code` docs/api-v1.md ("Error codes") lists for it
// (issue 36). One table, one real request per row, through the production router; call-api.ts also checks every
// error answer of every API test against the OpenAPI Error schema, whose `code` is required and an enum.
// The 500 (lib/api/with-api-key.test.ts) and the 503 (database-unavailable.test.ts) are asserted where they
// can be provoked.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ERROR_CODE_LIST, type ErrorCode } from "@/lib/error-codes";
import { closeRateLimitStore } from "@/lib/services/rate-limit/consume-rate-limit";
import { makeApiWorkspace } from "./api-fixture";
import { callApi, type ApiResult } from "./call-api";

type Workspace = Awaited<ReturnType<typeof makeApiWorkspace>>;

let w: Workspace;
beforeAll(async () => {
  w = await makeApiWorkspace();
});
afterAll(() => closeRateLimitStore());

const draft = () => ({ caption: "Codes", accountMappings: [{ platform: "bluesky" }] });
const publishNow = () => ({ ...draft(), status: "published" });

/** A fresh workspace whose key is limited to `perMinute` requests. */
async function limitedKey(perMinute: number): Promise<string> {
  const other = await makeApiWorkspace();
  await db.apiKey.update({ where: { id: other.keyIds.live }, data: { rateLimitPerMinute: perMinute } });
  return other.keys.live;
}

const cases: { name: string; status: number; code: ErrorCode; send: () => Promise<ApiResult> }[] = [
  {
    name: "a body that breaks a rule",
    status: 400,
    code: "validation_failed",
    send: () => callApi("POST", "/posts", { key: w.keys.live, body: { caption: 1 } }),
  },
  { name: "a body that is not JSON", status: 400, code: "validation_failed", send: () => callApi("POST", "/ideas", { key: w.keys.live, rawBody: "{nope" }) },
  { name: "an unknown query parameter", status: 400, code: "validation_failed", send: () => callApi("GET", "/posts?colour=red", { key: w.keys.live }) },
  { name: "no key", status: 401, code: "unauthorized", send: () => callApi("GET", "/posts") },
  { name: "a revoked key", status: 401, code: "unauthorized", send: () => callApi("GET", "/posts", { key: w.keys.revoked }) },
  { name: "an expired key", status: 401, code: "unauthorized", send: () => callApi("GET", "/posts", { key: w.keys.expired }) },
  {
    name: "the monthly quota used up",
    status: 402,
    code: "quota_exceeded",
    send: async () => {
      const other = await makeApiWorkspace();
      await db.user.update({ where: { id: other.owner.id }, data: { monthlyPostQuota: 0 } });
      return callApi("POST", "/posts", { key: other.keys.live, body: draft() });
    },
  },
  { name: "a viewer's key writing", status: 403, code: "forbidden", send: () => callApi("POST", "/ideas", { key: w.keys.viewer, body: { title: "x" } }) },
  { name: "a key without the scope", status: 403, code: "insufficient_scope", send: () => callApi("GET", "/accounts", { key: w.keys.readOnly }) },
  {
    name: "a member publishing where posts need approval",
    status: 403,
    code: "approval_required",
    send: async () => {
      const other = await makeApiWorkspace();
      await db.workspace.update({ where: { id: other.workspaceId }, data: { postsNeedApproval: true } });
      return callApi("POST", "/posts", { key: other.keys.member, body: publishNow() });
    },
  },
  { name: "an unknown post", status: 404, code: "not_found", send: () => callApi("GET", `/posts/${crypto.randomUUID()}`, { key: w.keys.live }) },
  { name: "a malformed id", status: 404, code: "not_found", send: () => callApi("GET", "/posts/not-a-uuid", { key: w.keys.live }) },
  { name: "no endpoint at the path", status: 404, code: "not_found", send: () => callApi("GET", "/nowhere", { key: w.keys.live }) },
  { name: "a method the path does not take", status: 405, code: "method_not_allowed", send: () => callApi("PUT", "/posts", { key: w.keys.live }) },
  {
    name: "a link page slug already taken",
    status: 409,
    code: "conflict",
    send: async () => {
      const slug = `codes-${crypto.randomUUID().slice(0, 8)}`;
      expect((await callApi("POST", "/links", { key: w.keys.live, body: { slug, title: "First" } })).status).toBe(201);
      return callApi("POST", "/links", { key: w.keys.live, body: { slug, title: "Second" } });
    },
  },
  {
    name: "an Idempotency-Key reused with another body",
    status: 422,
    code: "idempotency_conflict",
    send: async () => {
      const headers = { "Idempotency-Key": crypto.randomUUID() };
      expect((await callApi("POST", "/posts", { key: w.keys.live, headers, body: draft() })).status).toBe(201);
      return callApi("POST", "/posts", { key: w.keys.live, headers, body: { ...draft(), caption: "Another" } });
    },
  },
  {
    name: "a body over 1 MiB",
    status: 413,
    code: "payload_too_large",
    send: () => callApi("POST", "/posts", { key: w.keys.live, rawBody: JSON.stringify({ caption: "x".repeat(1024 * 1024) }) }),
  },
  {
    name: "the key's rate limit spent",
    status: 429,
    code: "rate_limited",
    send: async () => {
      const key = await limitedKey(1);
      expect((await callApi("GET", "/ideas", { key })).status).toBe(200);
      return callApi("GET", "/ideas", { key });
    },
  },
];

describe("error codes", () => {
  it.each(cases)("$status $code: $name", async ({ status, code, send }) => {
    const res = await send();
    expect(res.status).toBe(status);
    // The contract's `error` stays a message; `code` is added beside it and nothing else.
    expect(res.body).toEqual({ error: expect.any(String), code });
  });

  it("covers every API status with a code from the closed set", () => {
    expect(cases.every(({ code }) => ERROR_CODE_LIST.includes(code))).toBe(true);
    // 500 and 503 are asserted in with-api-key.test.ts and database-unavailable.test.ts.
    expect(new Set(cases.map(({ status }) => status))).toEqual(new Set([400, 401, 402, 403, 404, 405, 409, 413, 422, 429]));
  });
});
