// TRACE and the other methods the Fetch API refuses, sent over real HTTP to a node:http server that answers
// them as the production and development servers do: the API's JSON 405 (or 404) from the real route table,
// and a JSON 405 for pages; nothing else is touched.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRouteShapes } from "./api-front/route-files";
import { isFetchForbiddenMethod, refuseFetchForbiddenMethod } from "./fetch-forbidden-methods";

const routes = readRouteShapes(path.join(process.cwd(), "app", "api", "v1"));
const server = http.createServer((req, res) => {
  if (isFetchForbiddenMethod(req.method)) void refuseFetchForbiddenMethod(req, res, () => routes);
  else res.writeHead(204).end();
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, pathname: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("methods the Fetch API refuses", () => {
  it("get the API's JSON 405 with the route's Allow, or its 404, and pages a JSON 405", async () => {
    expect(await send("TRACE", "/functions/v1/api/posts")).toEqual({
      status: 405,
      allow: "GET, HEAD, POST, OPTIONS",
      body: JSON.stringify({ error: "Method TRACE is not allowed on /functions/v1/api/posts; allowed: GET, HEAD, POST, OPTIONS", code: "method_not_allowed" }),
    });
    expect((await send("TRACE", "/functions/v1/api/nowhere")).status).toBe(404);
    expect(await send("TRACE", "/sign-in")).toMatchObject({ status: 405, allow: "GET, HEAD, POST" });
    expect(JSON.parse((await send("TRACE", "/sign-in?x=1")).body)).toEqual({
      error: "Method TRACE is not allowed on /sign-in; allowed: GET, HEAD, POST",
      code: "method_not_allowed",
    });
    expect((await send("GET", "/sign-in")).status).toBe(204);
    expect(isFetchForbiddenMethod("trace")).toBe(true);
    expect(isFetchForbiddenMethod("PATCH")).toBe(false);
  });
});
