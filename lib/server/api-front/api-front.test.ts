import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseBody } from "../../api/parse-body";
import { errorResponse, json } from "../../api/respond";
import { API_PREFIX, createApiFront, isApiRequest, isUnderPrefix } from "./api-front";
import type { ApiRoute, RouteHandler } from "./route-table";
import { logger } from "@/lib/observability/logger";

const echo: RouteHandler = async (req, { params }) => {
  const url = new URL(req.url);
  return json({ method: req.method, params: await params, query: url.searchParams.get("q"), auth: req.headers.get("authorization") });
};

const routes: ApiRoute[] = [
  {
    segments: [{ kind: "static", value: "things" }],
    handlers: {
      GET: echo,
      POST: async (req) => json({ received: await req.json() }, 201),
    },
  },
  {
    segments: [
      { kind: "static", value: "things" },
      { kind: "param", name: "id" },
    ],
    handlers: { GET: echo, DELETE: echo },
  },
  { segments: [{ kind: "static", value: "big" }], handlers: { GET: async () => json({ text: "x".repeat(5000) }) } },
  {
    // parse-body.ts reads the body from the socket's stream here (node-request.ts), with its limit.
    segments: [{ kind: "static", value: "parsed" }],
    handlers: {
      POST: async (req) => {
        try {
          return json({ received: await parseBody(req, { maxBytes: 64 }), fetchBodyBuilt: Boolean((req as unknown as { web?: unknown }).web) }, 201);
        } catch (error) {
          return errorResponse(error);
        }
      },
    },
  },
  {
    segments: [{ kind: "static", value: "cookies" }],
    handlers: {
      GET: async () => {
        const headers = new Headers();
        headers.append("set-cookie", "a=1");
        headers.append("set-cookie", "b=2");
        return new Response(null, { status: 204, headers });
      },
    },
  },
  {
    segments: [{ kind: "static", value: "broken" }],
    handlers: {
      GET: async () => {
        throw new Error("escaped the handler");
      },
    },
  },
];

let server: http.Server;
let port: number;

beforeAll(async () => {
  const front = createApiFront({ routes, origin: "http://localhost" });
  server = http.createServer((req, res) => void front(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw HTTP exchange (no automatic decompression), so encodings and empty bodies show as sent. */
function send(method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: API_PREFIX + path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const parsed = (body: Buffer) => JSON.parse(body.toString()) as unknown;

describe("isApiRequest", () => {
  it("takes the API prefix and what is below it, nothing else", () => {
    for (const url of ["/functions/v1/api", "/functions/v1/api/", "/functions/v1/api/posts?limit=5", "/functions/v1/api?x=1"])
      expect(isApiRequest(url), url).toBe(true);
    for (const url of ["/functions/v1/apix", "/functions/v1", "/api/v1/posts", "/sign-in", undefined]) expect(isApiRequest(url), String(url)).toBe(false);
  });
});

describe("isUnderPrefix (the MCP endpoint)", () => {
  it("takes /functions/v1/mcp with a slash or query, not a longer name", () => {
    for (const url of ["/functions/v1/mcp", "/functions/v1/mcp/", "/functions/v1/mcp?x=1"]) expect(isUnderPrefix(url, "/functions/v1/mcp"), url).toBe(true);
    for (const url of ["/functions/v1/mcpx", "/functions/v1/api/mcp", "/api/mcp"]) expect(isUnderPrefix(url, "/functions/v1/mcp"), url).toBe(false);
  });
});

describe("the API front over node:http", () => {
  it("hands the handler the method, headers, query and decoded path parameters", async () => {
    const res = await send("GET", "/things/a%2Fb?q=hello", { headers: { authorization: "Bearer k" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(parsed(res.body)).toEqual({ method: "GET", params: { id: "a/b" }, query: "hello", auth: "Bearer k" });
  });

  it("streams a request body to the handler", async () => {
    const res = await send("POST", "/things", { headers: { "content-type": "application/json" }, body: JSON.stringify({ caption: "hé" }) });
    expect(res.status).toBe(201);
    expect(parsed(res.body)).toEqual({ received: { caption: "hé" } });
  });

  it("reads a JSON body for parseBody from the socket without building a Fetch body, refusing one past the limit with 413", async () => {
    const ok = await send("POST", "/parsed", { headers: { "content-type": "application/json" }, body: JSON.stringify({ caption: "hé" }) });
    expect(ok.status).toBe(201);
    expect(parsed(ok.body)).toEqual({ received: { caption: "hé" }, fetchBodyBuilt: false });
    // Chunked (no Content-Length), so the limit is met while reading, not from the header.
    const tooLarge = await send("POST", "/parsed", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: JSON.stringify({ caption: "x".repeat(100) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(parsed(tooLarge.body)).toEqual({ error: "Request body is larger than 64 bytes", code: "payload_too_large" });
  });

  it("answers an unknown path with a JSON 404 and an unknown method with a JSON 405 naming what is allowed", async () => {
    const missing = await send("GET", "/nothing/here");
    expect(missing.status).toBe(404);
    expect(parsed(missing.body)).toEqual({ error: "No API endpoint at /functions/v1/api/nothing/here", code: "not_found" });

    const wrong = await send("PUT", "/things/1", { body: "{}" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("GET, HEAD, DELETE, OPTIONS");
    expect(parsed(wrong.body)).toEqual({
      error: "Method PUT is not allowed on /functions/v1/api/things/1; allowed: GET, HEAD, DELETE, OPTIONS",
      code: "method_not_allowed",
    });
  });

  it("answers TRACE, CONNECT-like and unknown methods with a JSON 405 naming what is allowed (TRACE was a 500: no Request can carry it)", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE"]) {
      const res = await send(method, "/things/1");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, DELETE, OPTIONS");
      expect(parsed(res.body)).toEqual({
        error: `Method ${method} is not allowed on /functions/v1/api/things/1; allowed: GET, HEAD, DELETE, OPTIONS`,
        code: "method_not_allowed",
      });
    }
    const missing = await send("TRACE", "/nothing");
    expect(missing.status).toBe(404);
    expect(parsed(missing.body)).toEqual({ error: "No API endpoint at /functions/v1/api/nothing", code: "not_found" });
  });

  it("puts the security headers on every answer, errors included", async () => {
    for (const answer of [await send("GET", "/things?q=1"), await send("GET", "/nothing/here"), await send("GET", "/broken")]) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("hands the handler the socket's address and not a client's claim to one", async () => {
    const peers: (string | null)[] = [];
    const front = createApiFront({
      routes: [{ segments: [{ kind: "static", value: "peer" }], handlers: { GET: async (req) => (peers.push(req.headers.get("x-postlane-peer")), json({})) } }],
      origin: "http://localhost",
    });
    const local = http.createServer((req, res) => void front(req, res));
    await new Promise<void>((resolve) => local.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port: (local.address() as AddressInfo).port, path: `${API_PREFIX}/peer`, headers: { "x-postlane-peer": "1.2.3.4" } },
        (res) => {
          res.resume();
          res.on("end", resolve);
        },
      );
      req.on("error", reject);
      req.end();
    });
    await new Promise<void>((resolve) => local.close(() => resolve()));
    expect(peers).toEqual(["127.0.0.1"]);
  });

  it("answers OPTIONS with the allowed methods, and HEAD with GET's headers and no body", async () => {
    const options = await send("OPTIONS", "/things");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(options.headers["content-length"]).toBeUndefined();

    const head = await send("HEAD", "/things/7");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // The length of the body GET's handler produced for it (its echo names the method it saw).
    const wouldBe = JSON.stringify({ method: "HEAD", params: { id: "7" }, query: null, auth: null });
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(wouldBe)));
  });

  it("compresses large bodies for clients that accept gzip, and only for them", async () => {
    const gzipped = await send("GET", "/big", { headers: { "accept-encoding": "br, gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(Number(gzipped.headers["content-length"])).toBe(gzipped.body.length);
    expect(gzipped.body.length).toBeLessThan(200);
    expect(parsed(zlib.gunzipSync(gzipped.body))).toEqual({ text: "x".repeat(5000) });

    const plain = await send("GET", "/big");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(parsed(plain.body)).toEqual({ text: "x".repeat(5000) });

    const small = await send("GET", "/things", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps every Set-Cookie header", async () => {
    const res = await send("GET", "/cookies");
    expect(res.status).toBe(204);
    expect(res.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
  });

  it("turns an error that escapes a handler into a JSON 500 without its details", async () => {
    const errors = vi.spyOn(logger(), "error").mockImplementation(() => {});
    const res = await send("GET", "/broken");
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    expect(res.status).toBe(500);
    expect(parsed(res.body)).toEqual({ error: "Internal server error", code: "internal_error" });
  });
});
