// The request a route handler is given by the API front: a Fetch `Request` in everything a handler may use,
// built from node:http's IncomingMessage only as far as the handler reads it. Its method, URL and headers
// come straight from the IncomingMessage, and a JSON body is read from the socket's stream (parse-body.ts);
// the undici Request (with its Headers, AbortSignal and web body stream, about 9 % of the server's CPU under
// GET /posts/{id}) is built on the first use of anything else: a stream of the body, a signal, clone().
import type { IncomingMessage } from "node:http";
import { READ_BODY_BYTES } from "../../api/parse-body";
import { PayloadTooLargeError } from "../../errors";
import { PEER_ADDRESS_HEADER } from "../../net/client-address";
import { toWebRequest } from "./node-bridge";

/** Read-mostly headers over the IncomingMessage's (which node has already lower-cased and joined). */
class NodeHeaders {
  private own: Map<string, string> | undefined;

  constructor(
    private readonly raw: IncomingMessage["headers"],
    private readonly peer: string,
  ) {}

  /** The headers as a Map, made on the first write or full walk. */
  private all(): Map<string, string> {
    if (!this.own) {
      this.own = new Map();
      for (const [name, value] of Object.entries(this.raw)) {
        if (value !== undefined) this.own.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      this.own.set(PEER_ADDRESS_HEADER, this.peer);
    }
    return this.own;
  }

  get(name: string): string | null {
    const key = name.toLowerCase();
    if (this.own) return this.own.get(key) ?? null;
    if (key === PEER_ADDRESS_HEADER) return this.peer;
    const value = this.raw[key];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.get(name) !== null;
  }
  set(name: string, value: string): void {
    this.all().set(name.toLowerCase(), String(value));
  }
  append(name: string, value: string): void {
    const current = this.get(name);
    this.set(name, current === null ? value : `${current}, ${value}`);
  }
  delete(name: string): void {
    this.all().delete(name.toLowerCase());
  }
  getSetCookie(): string[] {
    const value = this.raw["set-cookie"];
    return Array.isArray(value) ? value : [];
  }
  forEach(callback: (value: string, name: string, headers: Headers) => void): void {
    for (const [name, value] of this.entries()) callback(value, name, this as unknown as Headers);
  }
  entries(): IterableIterator<[string, string]> {
    return [...this.all().entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))[Symbol.iterator]();
  }
  keys(): IterableIterator<string> {
    return [...this.entries()].map(([name]) => name)[Symbol.iterator]();
  }
  values(): IterableIterator<string> {
    return [...this.entries()].map(([, value]) => value)[Symbol.iterator]();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
}

/** Request members answered by the full Fetch Request, built on first use. */
const DELEGATED_GETTERS = [
  "body",
  "bodyUsed",
  "signal",
  "cache",
  "credentials",
  "destination",
  "integrity",
  "keepalive",
  "mode",
  "redirect",
  "referrer",
  "referrerPolicy",
  "duplex",
] as const;
const DELEGATED_METHODS = ["arrayBuffer", "blob", "bytes", "formData", "json", "text", "clone"] as const;

class NodeRequest {
  readonly headers: NodeHeaders;
  private web: Request | undefined;
  private bodyRead = false;

  constructor(
    private readonly req: IncomingMessage,
    readonly method: string,
    readonly url: string,
    private readonly origin: string,
  ) {
    // Who is on the other end of the socket, for per-client limits (lib/net/client-address.ts); a client's
    // own header of that name is replaced.
    this.headers = new NodeHeaders(req.headers, req.socket.remoteAddress ?? "unknown");
  }

  /** The full Fetch Request, made once. */
  webRequest(): Request {
    if (!this.web) {
      if (this.bodyRead) throw new Error("the request body was already read");
      this.web = toWebRequest(this.req, this.origin);
    }
    return this.web;
  }

  /** parse-body.ts's fast path: the body's bytes from the socket's stream, refused past `maxBytes` (413). */
  async [READ_BODY_BYTES](maxBytes: number): Promise<Buffer | undefined> {
    if (this.web || this.bodyRead) return undefined; // the Fetch body is in use: parse-body reads that one
    this.bodyRead = true;
    if (this.method === "GET" || this.method === "HEAD") return Buffer.alloc(0);
    return readUpTo(this.req, maxBytes);
  }
}

/**
 * The stream's bytes, or a 413 past `maxBytes`. On the 413 the rest is left unread rather than the stream
 * destroyed: destroying it destroys the socket under the answer the client is waiting for, and the answer
 * (node-bridge.ts) closes the connection instead of promising a keep-alive it could not keep.
 */
function readUpTo(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= maxBytes) return void chunks.push(chunk);
      stop();
      req.pause();
      reject(new PayloadTooLargeError(`Request body is larger than ${maxBytes} bytes`));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

for (const name of DELEGATED_GETTERS) {
  Object.defineProperty(NodeRequest.prototype, name, {
    get(this: NodeRequest) {
      return (this.webRequest() as unknown as Record<string, unknown>)[name];
    },
  });
}
for (const name of DELEGATED_METHODS) {
  Object.defineProperty(NodeRequest.prototype, name, {
    value(this: NodeRequest, ...args: unknown[]) {
      const web = this.webRequest() as unknown as Record<string, (...a: unknown[]) => unknown>;
      return web[name](...args);
    },
  });
}

/** The request for a handler; `url` is the absolute URL the front already parsed. */
export function nodeRequest(req: IncomingMessage, method: string, url: string, origin: string): Request {
  return new NodeRequest(req, method, url, origin) as unknown as Request;
}
