import "@/test/use-database";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { closeRateLimitStore, consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";
import { currentUsageMonth } from "@/lib/services/quota/monthly-quota";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

afterAll(() => closeRateLimitStore());

describe("Idempotency-Key", () => {
  it("treats the same body with its keys in another order as the same request (replay, not 422)", async () => {
    const w = await makeApiWorkspace();
    const headers = { "Idempotency-Key": "order-1" };
    const first = await callApi("POST", "/posts", {
      key: w.keys.live,
      headers,
      rawBody: '{"caption":"same","accountMappings":[{"platform":"bluesky","accountId":"' + w.accounts.bluesky.id + '"}]}',
    });
    expect(first.status).toBe(201);
    const reordered = await callApi("POST", "/posts", {
      key: w.keys.live,
      headers,
      rawBody: '{"accountMappings":[{"accountId":"' + w.accounts.bluesky.id + '","platform":"bluesky"}],"caption":"same"}',
    });
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get("idempotent-replayed")).toBe("true");
    expect(reordered.body).toEqual(first.body);
  });

  it("fifty concurrent identical creates make one post and use one quota unit", async () => {
    const w = await makeApiWorkspace();
    const body = { caption: "once", accountMappings: [{ platform: "bluesky" }] };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => callApi("POST", "/posts", { key: w.keys.live, body, headers: { "Idempotency-Key": "create-1" } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = results.filter((r) => r.status === 201);
    expect(new Set(created.map((r) => r.body.postIds[0])).size).toBe(1);
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(1);
    const usage = await db.monthlyUsage.findUnique({ where: { userId_month: { userId: w.owner.id, month: new Date(currentUsageMonth()) } } });
    expect(usage?.postsCreated).toBe(1);
    for (const conflict of results.filter((r) => r.status === 409)) {
      expect(conflict.body).toEqual({
        error: "A request with this Idempotency-Key is still in progress; retry after it completes",
        code: "idempotency_conflict",
      });
    }

    const replay = await callApi("POST", "/posts", { key: w.keys.live, body, headers: { "Idempotency-Key": "create-1" } });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(created[0].body);
    expect(replay.headers.get("x-quota-limit")).toBe("1000");

    const different = await callApi("POST", "/posts", { key: w.keys.live, body: { ...body, caption: "other" }, headers: { "Idempotency-Key": "create-1" } });
    expect(different).toMatchObject({
      status: 422,
      body: { error: "Idempotency-Key was already used with a different request; use a new key for a new request", code: "idempotency_conflict" },
    });
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(1);
  });

  it("releases the key when the request fails, and guards publish too", async () => {
    const w = await makeApiWorkspace();
    const bad = await callApi("POST", "/posts", {
      key: w.keys.live,
      body: { accountMappings: [{ platform: "twitter" }] },
      headers: { "Idempotency-Key": "k2" },
    });
    expect(bad.status).toBe(400);
    const id = (
      await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] }, headers: { "Idempotency-Key": "k2" } })
    ).body.postIds[0];
    const first = await callApi("POST", `/posts/${id}/publish`, { key: w.keys.live, headers: { "Idempotency-Key": "pub-1" } });
    const second = await callApi("POST", `/posts/${id}/publish`, { key: w.keys.live, headers: { "Idempotency-Key": "pub-1" } });
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(
      await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] }, headers: { "Idempotency-Key": " " } }),
    ).toMatchObject({
      status: 400,
      body: { error: "Idempotency-Key: must be 1 to 255 printable ASCII characters without spaces" },
    });
  });
});

describe("rate limit", () => {
  it("429 with Retry-After once a key's per-minute budget is spent; other keys unaffected", async () => {
    const w = await makeApiWorkspace();
    await db.apiKey.update({ where: { id: w.keyIds.live }, data: { rateLimitPerMinute: 3 } });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await callApi("GET", "/ideas", { key: w.keys.live }));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(results.map((r) => r.headers.get("ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
    expect(results[3].headers.get("ratelimit-limit")).toBe("3");
    expect(Number(results[3].headers.get("retry-after"))).toBeGreaterThan(0);
    expect(results[3].body.error).toMatch(/^Rate limit exceeded: 3 requests per minute for this key; retry in \d+ s$/);
    expect((await callApi("GET", "/ideas", { key: w.keys.member })).status).toBe(200);
  });

  // Only where a Redis server is given (CI exports REDIS_URL): a fresh clone's `npm test` needs nothing.
  it.runIf(process.env.REDIS_URL)("shares counters through Redis when REDIS_URL is given", async () => {
    const redisUrl = process.env.REDIS_URL!;
    const apiKeyId = crypto.randomUUID();
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await consumeRateLimit({ apiKeyId, perMinute: 2, redisUrl }));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, false]);
    expect(outcomes[2].headers["Retry-After"]).toBeDefined();
    const redis = new Redis(redisUrl);
    expect(await redis.get(`postlane:rl:2:${apiKeyId}`)).toBe("3");
    await redis.quit();
  });
});
