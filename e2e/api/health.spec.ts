import { expect, test } from "./checked-request";

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
  expect(await missing.json()).toEqual({ error: "No API endpoint at /functions/v1/api/no-such-thing", code: "not_found" });

  const wrongMethod = await request.put("/functions/v1/api/posts", { data: {} });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe("GET, HEAD, POST, OPTIONS");
  expect(await wrongMethod.json()).toEqual({ error: expect.stringContaining("Method PUT is not allowed"), code: "method_not_allowed" });

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

test("every page declares the app's icons, which are served; /favicon.ico leads to the mark", async ({ request }) => {
  const html = await (await request.get("/sign-in")).text();
  const icon = /<link rel="icon" href="([^"]+)"[^>]* type="image\/svg\+xml"/.exec(html)?.[1];
  const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
  expect(icon, "a favicon link in the page's head").toMatch(/^\/icon\.svg/);
  expect(appleIcon, "an app icon link in the page's head").toMatch(/^\/apple-icon\.png/);

  const svg = await request.get(icon!);
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  const png = await request.get(appleIcon!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  // The PNG signature and its 180 × 180 size (the IHDR chunk), the size iOS asks for.
  const bytes = await png.body();
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([180, 180]);

  const favicon = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(favicon.status()).toBe(308);
  expect(favicon.headers().location).toBe("/icon.svg");
});
