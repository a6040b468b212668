import { expect, test } from "@playwright/test";

test("GET /functions/v1/api/health answers without a key and reports the database", async ({ request }) => {
  const response = await request.get("/functions/v1/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ ok: true, database: { reachable: true } });
  expect(["embedded", "postgres"]).toContain(body.database.kind);
});

test("an unknown API path or method gets a JSON error, as every API error does; OPTIONS and HEAD work", async ({ request }) => {
  const missing = await request.get("/functions/v1/api/no-such-thing");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "No API endpoint at /functions/v1/api/no-such-thing" });

  const wrongMethod = await request.put("/functions/v1/api/posts", { data: {} });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe("GET, HEAD, POST, OPTIONS");
  expect(await wrongMethod.json()).toEqual({ error: expect.stringContaining("Method PUT is not allowed") });

  const options = await request.fetch("/functions/v1/api/posts/00000000-0000-0000-0000-000000000000", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, PATCH, DELETE, OPTIONS");

  const head = await request.head("/functions/v1/api/health");
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(await head.body()).toHaveLength(0);
});

test("large API responses are gzip-compressed for clients that ask for it", async ({ request }) => {
  const response = await request.get("/functions/v1/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect((await response.json()).openapi).toBe("3.1.0");
});
