// Between node:http and the Fetch API that route handlers speak: an IncomingMessage becomes a Request,
// a Response is written to the ServerResponse (gzip-compressed when the client accepts it, as Next does).
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { heldHeaderFields, unreadJsonText } from "../../api/json-response";
import { PEER_ADDRESS_HEADER } from "../../net/client-address";

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

/**
 * Writes `response` to `res`; `withBody` false answers a HEAD with the GET's headers only. `defaults` are
 * headers (lower-case names) sent unless the response has its own. A JSON answer that is not to be compressed
 * is written at once (no promise): its text goes out as it is, in the same write as the header block, as a bare
 * node:http server would write it.
 */
export function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  withBody = true,
  defaults: Record<string, string> = {},
): Promise<void> | void {
  const headers: Record<string, string | string[]> = { ...defaults };
  // A JSON answer's fields as json() was given them, without making its Headers object (json-response.ts).
  const held = heldHeaderFields(response);
  if (held) Object.assign(headers, held);
  else {
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers["set-cookie"] = cookies;
  }

  // A JSON answer's text as json() made it, without reading the body stream back.
  const text = unreadJsonText(response);
  if (text !== undefined) {
    const length = Buffer.byteLength(text);
    const compressible = length >= COMPRESS_FROM_BYTES && !headers["content-encoding"];
    if (compressible && acceptsGzip(req)) return sendBytes(req, res, response.status, headers, Buffer.from(text), withBody);
    if (compressible) addVary(headers);
    return writeAnswer(req, res, response.status, headers, withBody ? text : undefined, length);
  }
  return readBody(response).then((body) => sendBytes(req, res, response.status, headers, body, withBody));
}

async function readBody(response: Response): Promise<Buffer> {
  return response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
}

/** A body worth compressing differs by Accept-Encoding, whether this client takes gzip or not. */
function addVary(headers: Record<string, string | string[]>): void {
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
}

/** A body of bytes, gzip-compressed when it is worth it and the client takes it. */
async function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  bytes: Buffer,
  withBody: boolean,
): Promise<void> {
  let body = bytes;
  if (body.length >= COMPRESS_FROM_BYTES && !headers["content-encoding"]) {
    addVary(headers);
    if (acceptsGzip(req)) {
      body = await gzip(body);
      headers["content-encoding"] = "gzip";
    }
  }
  writeAnswer(req, res, status, headers, withBody ? body : undefined, body.length);
}

function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: string | Buffer | undefined,
  length: number,
): void {
  // An answer given before the request's body has fully arrived (a 413, or a 401 or 415 decided from the
  // headers) closes the connection and says so: the unread rest would be taken for the next request, and a
  // keep-alive promised then broken makes a client's next request on that socket fail (issue 35). A body that
  // has arrived but was not read is drained by node after the answer, and the connection is kept.
  if (!req.complete) headers.connection = "close";
  // 204 and 304 carry no body and, by RFC 9110, no Content-Length either.
  if (status !== 204 && status !== 304) headers["content-length"] = String(length);
  res.writeHead(status, headers);
  res.end(body);
}
