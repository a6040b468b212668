import { expect, test } from "@playwright/test";

test("GET /functions/v1/api/health answers without a key and reports the database", async ({ request }) => {
  const response = await request.get("/functions/v1/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ ok: true, database: { reachable: true } });
  expect(["embedded", "postgres"]).toContain(body.database.kind);
});
