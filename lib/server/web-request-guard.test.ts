// The node:http guard in front of Next, over real HTTP with the project's own route files; "Next" here is a
// stand-in answering 418, so a request the guard lets through is visible.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "../observability/logger";
import { refuseConnectMethod } from "./fetch-forbidden-methods";
import { guardWebRequest, UNAUTHENTICATED_BODY_LIMIT_BYTES } from "./web-request-guard";
import { readWebRoutes } from "./web-routes";

let server: http.Server;
let port: number;
const routes = readWebRoutes(path.join(process.cwd(), "app"));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (guardWebRequest(req, res, () => routes)) return;
    req.resume();
    req.on("end", () => res.writeHead(418).end("next"));
  });
  server.on("connect", refuseConnectMethod);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** One raw request (fetch would normalise the path, and cannot send CONNECT or a body it does not have). */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      const body = text.slice(end + 4);
      if (headers["content-length"] !== undefined && body.length < Number(headers["content-length"])) return;
      socket.destroy();
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
    socket.on("error", reject);
  });
}

const get = (target: string, method = "GET", extra = "") => raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`);

function expectJsonError(res: { headers: Record<string, string>; body: string }) {
  expect(res.headers["content-type"]).toBe("application/json");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  return JSON.parse(res.body) as { error: string };
}

describe("the web request guard", () => {
  it.each(["/l/%ff", "/l/ok/c/%ff", "/media/%ff", "/media/%E0%A4%A", "/sign-in/%", "/api/links/%zz"])(
    "GET %s (malformed percent-encoding) → 400 JSON with the security headers",
    async (target) => {
      const res = await get(target);
      expect(res.status).toBe(400);
      expect(expectJsonError(res).error).toBe(`The address ${target} has malformed percent-encoding`);
    },
  );

  it.each([
    ["DELETE", "/api/ideas", "GET, HEAD, OPTIONS"],
    ["POST", "/l/some-page", "GET, HEAD, OPTIONS"],
    ["PUT", "/l/some-page/c/block", "GET, HEAD, OPTIONS"],
    ["POST", "/media/a/b.png", "GET, HEAD, OPTIONS"],
    ["PATCH", "/api/auth/session", "GET, HEAD, POST, OPTIONS"],
    ["DELETE", "/api/connect/mastodon/start", "GET, HEAD, OPTIONS"],
  ])("%s %s (a method the web route does not export) → JSON 405 with Allow: %s", async (method, target, allow) => {
    const res = await get(target, method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(expectJsonError(res).error).toBe(`Method ${method} is not allowed on ${target}; allowed: ${allow}`);
  });

  it.each(["PROPFIND", "PUT", "DELETE", "OPTIONS"])("%s /sign-in (a method pages do not take) → JSON 405", async (method) => {
    const res = await get("/sign-in", method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, POST");
    expectJsonError(res);
  });

  it("CONNECT is answered with a JSON 405 instead of a closed connection", async () => {
    const res = await raw("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(res.status).toBe(405);
    expectJsonError(res);
  });

  it.each([
    ["GET", "/sign-in"],
    ["POST", "/sign-in"],
    ["HEAD", "/l/some-page"],
    ["GET", "/media/a/b.png"],
    ["POST", "/api/auth/callback/credentials"],
    ["GET", "/api/connect/x/start"],
  ])("%s %s goes on to Next", async (method, target) => {
    expect((await get(target, method, method === "POST" ? "Content-Length: 0\r\n" : "")).status).toBe(418);
  });

  it("refuses an unauthenticated body over 1 MiB from its Content-Length, before reading it", async () => {
    const res = await get("/sign-in", "POST", `Content-Length: ${UNAUTHENTICATED_BODY_LIMIT_BYTES + 1}\r\n`);
    expect(res.status).toBe(413);
    expect(expectJsonError(res).error).toBe(`A request without a session may send at most ${UNAUTHENTICATED_BODY_LIMIT_BYTES} bytes`);
    expect(res.headers.connection).toBe("close");
    // A chunked body cannot be measured before it is read.
    expect((await get("/api/ideas", "POST", "Transfer-Encoding: chunked\r\n")).status).toBe(411);
  });

  it("lets large bodies through with a session cookie, an Authorization header, or to a signed upload URL", async () => {
    const big = `Content-Length: ${UNAUTHENTICATED_BODY_LIMIT_BYTES + 1}\r\n`;
    const through = (method: string, target: string, extra: string) =>
      raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${big}${extra}\r\n${"x".repeat(UNAUTHENTICATED_BODY_LIMIT_BYTES + 1)}`);
    expect((await through("POST", "/sign-in", "Cookie: a=b; next-auth.session-token=abc\r\n")).status).toBe(418);
    expect((await through("POST", "/api/admin/cli", "Authorization: Bearer t\r\n")).status).toBe(418);
    expect((await through("PUT", "/media/upload/signed-token", "")).status).toBe(418);
  });

  it("refuses a server action from another origin with a JSON 403 and a warn line, by Next's rule", async () => {
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    const error = vi.spyOn(logger(), "error");
    const action = (headers: string, type = "text/plain;charset=UTF-8") =>
      raw(`POST /sign-up HTTP/1.1\r\nHost: localhost:3000\r\nNext-Action: 7f00aa\r\nContent-Type: ${type}\r\nContent-Length: 2\r\n${headers}\r\n[]`);
    try {
      for (const origin of ["http://evil.example", "null", "http://localhost:3001", "not a url"]) {
        const res = await action(`Origin: ${origin}\r\n`);
        expect(res.status, origin).toBe(403);
        expectJsonError(res);
        expect(JSON.parse(res.body)).toEqual({ error: "This form was sent from another site; open the page on this site and try again", code: "forbidden" });
      }
      // A plain form post (no Next-Action header) is a server action to Next too.
      expect((await action("Origin: http://evil.example\r\n", "multipart/form-data; boundary=x")).status).toBe(403);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: "server_action_refused", origin: "http://evil.example" }), expect.any(String));
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
    // Same host (or the proxy's X-Forwarded-Host), or no Origin at all: Next decides.
    expect((await action("Origin: http://localhost:3000\r\n")).status).toBe(418);
    expect((await action("Origin: https://app.example\r\nX-Forwarded-Host: app.example\r\n")).status).toBe(418);
    expect((await action("")).status).toBe(418);
    // A foreign origin posting to a route handler is the route's business (OAuth callbacks, the API's CORS).
    expect(
      (
        await raw(
          "POST /api/oauth/token HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\n\r\n",
        )
      ).status,
    ).toBe(418);
  });
});
