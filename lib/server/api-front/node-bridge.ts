// Between node:http and the Fetch API that route handlers speak: an IncomingMessage becomes a Request,
// a Response is written to the ServerResponse (gzip-compressed when the client accepts it, as Next does).
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { hasHeaderField, heldHeaderFields, putHeaderField, unreadJsonText, type HeaderFields } from "../../api/json-response";
import { PEER_ADDRESS_HEADER } from "../../net/client-address";
import { REQUEST_ID_HEADER } from "../../observability/request-id";

const gzip = promisify(zlib.gzip);

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** The request as a handler sees it; `origin` is the scheme and host the server answers on. */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  // Who is on the other end of the socket, for per-client limits (lib/net/client-address.ts); a client's own
  // header of that name is replaced.
  headers.set(PEER_ADDRESS_HEADER, req.socket.remoteAddress ?? "unknown");
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Required by the Fetch API for a streamed request body.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b/.test(accepted);
}

/** What goes with a response besides itself. */
export interface SendOptions {
  /** False answers a HEAD with the GET's headers only. */
  withBody?: boolean;
  /** Header fields (lower-case names, flat as HeaderFields describes) sent unless the response has its own. */
  defaults?: readonly string[];
  /** The request's id, sent as X-Request-Id unless the response has its own (lib/server/observability/request-log.ts). */
  requestId?: string;
}

/**
 * Writes `response` to `res`. A JSON answer that is not to be compressed is written at once (no promise): its
 * text goes out as it is, in the same write as the header block, as a bare node:http server would write it.
 * The header fields are handed to node as one flat list: no object keyed by name is made for them, here or in
 * node (which keeps a table of fields set one by one, and merges writeHead's into it when there is one).
 */
export function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response, options?: SendOptions): Promise<void> | void {
  const withBody = options?.withBody ?? true;
  // A JSON answer's fields as json() was given them, without making its Headers object (json-response.ts).
  const own = heldHeaderFields(response) ?? fieldsOf(response.headers);
  const fields: HeaderFields = [];
  const requestId = options?.requestId;
  if (requestId !== undefined && !hasHeaderField(own, REQUEST_ID_HEADER)) fields.push(REQUEST_ID_HEADER, requestId);
  const defaults = options?.defaults;
  if (defaults) for (let i = 0; i < defaults.length; i += 2) if (!hasHeaderField(own, defaults[i])) fields.push(defaults[i], defaults[i + 1]);
  for (let i = 0; i < own.length; i++) fields.push(own[i]);

  // A JSON answer's text as json() made it, without reading the body stream back.
  const text = unreadJsonText(response);
  if (text !== undefined) {
    const length = Buffer.byteLength(text);
    const compressible = length >= COMPRESS_FROM_BYTES && !hasHeaderField(fields, "content-encoding");
    if (compressible && acceptsGzip(req)) return sendBytes(req, res, response.status, fields, Buffer.from(text), withBody);
    if (compressible) addVary(fields);
    return writeAnswer(req, res, response.status, fields, withBody ? text : undefined, length);
  }
  return readBody(response).then((body) => sendBytes(req, res, response.status, fields, body, withBody));
}

/** A Headers object's fields as a flat list; each Set-Cookie its own field. */
function fieldsOf(headers: Headers): string[] {
  const fields: string[] = [];
  headers.forEach((value, name) => {
    if (name !== "set-cookie") fields.push(name, value);
  });
  for (const cookie of headers.getSetCookie()) fields.push("set-cookie", cookie);
  return fields;
}

async function readBody(response: Response): Promise<Buffer> {
  return response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
}

/** A body worth compressing differs by Accept-Encoding, whether this client takes gzip or not. */
function addVary(fields: HeaderFields): void {
  for (let i = 0; i < fields.length; i += 2) {
    if (fields[i] === "vary") {
      fields[i + 1] = `${fields[i + 1]}, Accept-Encoding`;
      return;
    }
  }
  fields.push("vary", "Accept-Encoding");
}

/** A body of bytes, gzip-compressed when it is worth it and the client takes it. */
async function sendBytes(req: IncomingMessage, res: ServerResponse, status: number, fields: HeaderFields, bytes: Buffer, withBody: boolean): Promise<void> {
  let body = bytes;
  if (body.length >= COMPRESS_FROM_BYTES && !hasHeaderField(fields, "content-encoding")) {
    addVary(fields);
    if (acceptsGzip(req)) {
      body = await gzip(body);
      fields.push("content-encoding", "gzip");
    }
  }
  writeAnswer(req, res, status, fields, withBody ? body : undefined, body.length);
}

function writeAnswer(req: IncomingMessage, res: ServerResponse, status: number, fields: HeaderFields, body: string | Buffer | undefined, length: number): void {
  // An answer given before the request's body has fully arrived (a 413, or a 401 or 415 decided from the
  // headers) closes the connection and says so: the unread rest would be taken for the next request, and a
  // keep-alive promised then broken makes a client's next request on that socket fail (issue 35). A body that
  // has arrived but was not read is drained by node after the answer, and the connection is kept.
  if (!req.complete) putHeaderField(fields, "connection", "close");
  // 204 and 304 carry no body and, by RFC 9110, no Content-Length either.
  if (status !== 204 && status !== 304) putHeaderField(fields, "content-length", String(length));
  // Fields set on `res` before (a server that sets X-Request-Id itself) make node merge writeHead's list into
  // them with setHeader, one value per name, which would keep only the last of several Set-Cookie fields: those
  // answers pass an object, repeated names as arrays.
  res.writeHead(status, res.getHeaderNames().length === 0 ? fields : fieldsByName(fields));
  res.end(body);
}

function fieldsByName(fields: readonly string[]): Record<string, string | string[]> {
  const byName: Record<string, string | string[]> = {};
  for (let i = 0; i < fields.length; i += 2) {
    const [name, value] = [fields[i], fields[i + 1]];
    const earlier = byName[name];
    byName[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return byName;
}
