// Plumbing shared by the Mastodon, Telegram and Discord stand-ins: a node:http server on a random local
// port that hands each request to a handler as a Web Request, with parsed bodies and fault injection.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** JSON body, or the fields of a form (multipart or urlencoded); files as File. */
  json: unknown;
  form: FormData | null;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the next matching request gets instead of normal handling. */
export type Fault =
  | { kind: "reply"; reply: FakeReply }
  /** Handle the request normally, then cut the connection: the client never learns it worked. */
  | { kind: "drop-after-apply" }
  /** A slow network: wait this long after the request arrived, then handle it normally. */
  | { kind: "delay"; ms: number };

export interface FakeServer {
  url: string;
  close(): Promise<void>;
  /** Queue a fault for the next request whose path matches. */
  inject(pathPattern: RegExp, fault: Fault): void;
  requests: Array<{ method: string; path: string }>;
}

export async function startFakeServer(handle: (req: FakeRequest) => Promise<FakeReply> | FakeReply, port = 0): Promise<FakeServer> {
  const faults: Array<{ pattern: RegExp; fault: Fault }> = [];
  const requests: Array<{ method: string; path: string }> = [];
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://fake.local");
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
      requests.push({ method: req.method ?? "GET", path: url.pathname });
      const contentType = headers.get("content-type") ?? "";
      let json: unknown = null;
      let form: FormData | null = null;
      if (contentType.includes("application/json") && body.length > 0) {
        json = JSON.parse(body.toString("utf8"));
      } else if ((contentType.includes("multipart/form-data") || contentType.includes("application/x-www-form-urlencoded")) && body.length > 0) {
        form = await new Response(body, { headers: { "content-type": contentType } }).formData();
      }
      const faultIndex = faults.findIndex((f) => f.pattern.test(url.pathname));
      const fault = faultIndex === -1 ? undefined : faults.splice(faultIndex, 1)[0].fault;
      if (fault?.kind === "reply") return send(res, fault.reply);
      if (fault?.kind === "delay") await new Promise((resolve) => setTimeout(resolve, fault.ms));
      const reply = await handle({ method: req.method ?? "GET", url, headers, json, form });
      if (fault?.kind === "drop-after-apply") {
        res.socket?.destroy();
        return;
      }
      send(res, reply);
    } catch (error) {
      send(res, { status: 500, body: { error: `fake server error: ${(error as Error).message}` } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    inject: (pattern, fault) => faults.push({ pattern, fault }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: http.ServerResponse, reply: FakeReply): void {
  const hasBody = reply.body !== undefined;
  res.writeHead(reply.status, { ...(hasBody ? { "content-type": "application/json; charset=utf-8" } : {}), ...reply.headers });
  res.end(hasBody ? JSON.stringify(reply.body) : undefined);
}

/** A field of a JSON or form body as a string. */
export function field(req: FakeRequest, name: string): string | undefined {
  if (req.form) {
    const value = req.form.get(name);
    return typeof value === "string" ? value : undefined;
  }
  if (req.json && typeof req.json === "object") {
    const value = (req.json as Record<string, unknown>)[name];
    if (value === undefined || value === null) return undefined;
    return typeof value === "string" ? value : JSON.stringify(value);
  }
  return undefined;
}

/** A small media server for the adapters to download from: path → bytes and type. */
export async function startMediaServer(files: Record<string, { bytes: Uint8Array; type: string }>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url ?? "/", "http://x").pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": file.type, "content-length": String(file.bytes.byteLength) }).end(Buffer.from(file.bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
