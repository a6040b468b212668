import "@/test/use-database";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { json } from "./respond";
import { withApiKey } from "./with-api-key";
import { logger } from "@/lib/observability/logger";

describe("withApiKey", () => {
  it("refuses a malformed or mistyped key without a single database query", async () => {
    const client = getDb();
    const spies = [vi.spyOn(client, "$queryRaw"), vi.spyOn(client, "$executeRaw"), vi.spyOn(client.apiKey, "findUnique")];
    const handler = vi.fn(async () => json({ ok: true }));
    const route = withApiKey({ scope: "posts:read" }, handler);
    for (const authorization of ["Bearer pl_live_short", `Bearer pl_live_${"a".repeat(32)}AAAAAA`, `Bearer pl_test_${"Z".repeat(38)}`, "Bearer", "Token abc"]) {
      const res = await route(new Request("http://localhost/x", { headers: { authorization } }), { params: Promise.resolve({}) });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    for (const spy of spies) spy.mockRestore();
  });

  it("turns an unexpected error into a 500 with a fixed message, no details, and the RateLimit headers", async () => {
    const w = await makeApiWorkspace();
    const errors = vi.spyOn(logger(), "error").mockImplementation(() => {});
    const res = await withApiKey({}, async () => {
      throw new Error("secret detail");
    })(new Request("http://localhost/x", { headers: { authorization: `Bearer ${w.keys.live}` } }), { params: Promise.resolve({}) });
    errors.mockRestore();
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ error: expect.stringMatching(/^Internal server error \(request id [0-9a-f-]{36}\)$/), code: "internal_error" });
    expect(JSON.stringify(body)).not.toContain("secret detail");
    expect(res.headers.get("ratelimit-limit")).toBe("120");
  });
});
