import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET, POST, PUT } from "./route";

// Without Inngest configured (the default: the in-process worker publishes), /api/inngest is not a
// half-working endpoint answering 500 for a missing signing key, but a clear JSON 404.
describe("/api/inngest without Inngest configured", () => {
  it.each([
    ["GET", GET],
    ["POST", POST],
    ["PUT", PUT],
  ] as const)("%s is a JSON 404 saying how to turn it on", async (method, handler) => {
    const req = new NextRequest("http://localhost/api/inngest", { method, body: method === "GET" ? undefined : "{}" });
    const res = await handler(req, undefined as never);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/^Inngest is not configured on this server/), code: "not_found" });
  });
});
