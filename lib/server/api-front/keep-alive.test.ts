// Issue 35: an answer given before the request's body was read (a 413 past the limit, a 401 or 415 decided
// from the headers) must not break the next request a client sends on the same keep-alive connection. Node's
// fetch reuses one pooled connection for sequential requests to one origin, as an SDK does, so each case is
// followed by a GET through the same pool.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBody } from "../../api/parse-body";
import { errorResponse, json } from "../../api/respond";
import { API_PREFIX, createApiFront } from "./api-front";
import type { ApiRoute } from "./route-table";

const LIMIT = 64;
const routes: ApiRoute[] = [
  { segments: [{ kind: "static", value: "things" }], handlers: { GET: async () => json({ ok: true }) } },
  {
    segments: [{ kind: "static", value: "parsed" }],
    handlers: {
      POST: async (req) => {
        try {
          return json({ received: await parseBody(req, { maxBytes: LIMIT }) }, 201);
        } catch (error) {
          return errorResponse(error);
        }
      },
    },
  },
  // Answers from the headers alone, as a refused key or an unsupported media type is.
  { segments: [{ kind: "static", value: "refused" }], handlers: { POST: async () => json({ error: "Missing API key" }, 401) } },
  { segments: [{ kind: "static", value: "media" }], handlers: { POST: async () => json({ error: "Content-Type must be application/json" }, 415) } },
];

let server: http.Server;
let base: string;

beforeAll(async () => {
  const front = createApiFront({ routes, origin: "http://localhost" });
  server = http.createServer((req, res) => void front(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A body sent in pieces with no Content-Length (chunked), so a limit is met while reading. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const piece = new Uint8Array(Math.min(16 * 1024, bytes - sent)).fill(0x20);
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

const large = `{"caption":"${"x".repeat(256 * 1024)}"}`;
const cases: { name: string; path: string; status: number; body: () => BodyInit }[] = [
  { name: "413 from the declared length", path: "/parsed", status: 413, body: () => large },
  { name: "413 met while reading a chunked body", path: "/parsed", status: 413, body: () => streamed(256 * 1024) },
  { name: "401 before the body", path: "/refused", status: 401, body: () => large },
  { name: "415 before the body", path: "/media", status: 415, body: () => large },
  { name: "401 with a small body", path: "/refused", status: 401, body: () => '{"caption":"hi"}' },
];

describe("early answers and keep-alive", () => {
  for (const c of cases) {
    it(`${c.name}: the next request on the connection pool is answered`, async () => {
      for (let round = 0; round < 3; round++) {
        const early = await fetch(base + c.path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: c.body(),
          duplex: "half",
        } as RequestInit);
        expect(early.status).toBe(c.status);
        await early.arrayBuffer();
        // Either the connection was kept (the rest of the body was drained) or the answer said it closes.
        const next = await fetch(`${base}/things`);
        expect(next.status).toBe(200);
        expect(await next.json()).toEqual({ ok: true });
      }
    });
  }

  it("says Connection: close when it answers before the body has arrived", async () => {
    const early = await fetch(`${base}/parsed`, { method: "POST", body: streamed(1024 * 1024), duplex: "half" } as RequestInit);
    expect(early.status).toBe(413);
    expect(early.headers.get("connection")).toBe("close");
    await early.arrayBuffer();
  });
});
