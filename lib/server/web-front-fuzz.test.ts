// Random requests at the web app's front as `npm start` wires it (lib/server/web-request-guard.ts, then the
// public link pages' fast path, then "Next", here a stand-in answering 418): methods on pages and web routes,
// malformed percent-encoding, and bodies over the unauthenticated limit. Never a 5xx; every refusal is JSON.
import "@/test/use-database";
import fc from "fast-check";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicLinkRequest, serveLinkRequest } from "./link-front";
import { guardWebRequest, UNAUTHENTICATED_BODY_LIMIT_BYTES } from "./web-request-guard";
import { readWebRoutes } from "./web-routes";

let server: http.Server;
let port: number;
const agent = new http.Agent({ keepAlive: false });

beforeAll(async () => {
  const routes = readWebRoutes(path.join(process.cwd(), "app"));
  server = http.createServer((req, res) => {
    if (guardWebRequest(req, res, () => routes)) return;
    // The stand-in answers at once (the test declares bodies it never sends) and closes the connection.
    const next = () => void res.writeHead(418, { connection: "close" }).end();
    if (isPublicLinkRequest(req.url)) serveLinkRequest(req, res, next);
    else next();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function send(method: string, target: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: string } | undefined> {
  let req: http.ClientRequest;
  try {
    req = http.request({ host: "127.0.0.1", port, agent, method, path: target, headers });
  } catch {
    return Promise.resolve(undefined); // a request no client could send (Node refuses to build it)
  }
  return new Promise((resolve) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, type: String(res.headers["content-type"] ?? ""), body: Buffer.concat(chunks).toString() }));
    });
    // A refused oversized body: the server answers and closes before reading it.
    req.on("error", () => resolve(undefined));
    req.end();
  });
}

const segment = fc.oneof(fc.constantFrom("%ff", "%E0%A4%A", "%", "%zz", "%00", "ok", "x-y", "..", "%2F"), fc.string({ maxLength: 12 }).map(encodeURIComponent));
const base = fc.constantFrom("/l", "/l/page/c", "/media", "/media/upload", "/api/ideas", "/api/links", "/api/auth", "/sign-in", "/", "/acme/posts");
const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "PURGE", "TRACE");
const size = fc.constantFrom(0, 10, UNAUTHENTICATED_BODY_LIMIT_BYTES, UNAUTHENTICATED_BODY_LIMIT_BYTES + 1, 10 * 1024 * 1024);

describe("web front fuzz", () => {
  it("never answers 5xx, and every refusal it makes itself is JSON", async () => {
    await fc.assert(
      fc.asyncProperty(method, base, fc.array(segment, { maxLength: 3 }), size, fc.boolean(), async (m, b, parts, bytes, cookie) => {
        const target = [b, ...parts].join("/").replace(/\/{2,}/g, "/");
        const headers: Record<string, string> = bytes > 0 && m !== "TRACE" ? { "content-length": String(bytes) } : {};
        if (cookie) headers.cookie = "next-auth.session-token=x";
        const res = await send(m, target, headers);
        if (!res) return;
        expect(res.status, `${m} ${target} (${bytes} bytes)`).toBeLessThan(500);
        if (res.status !== 418 && res.status >= 400 && m !== "HEAD" && !target.startsWith("/l/")) {
          expect(res.type, `${m} ${target}`).toBe("application/json");
        }
        if (!cookie && bytes > UNAUTHENTICATED_BODY_LIMIT_BYTES && m !== "TRACE" && !target.startsWith("/media/upload/")) {
          expect([400, 405, 413], `${m} ${target}`).toContain(res.status);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 400) },
    );
  }, 300_000);
});
