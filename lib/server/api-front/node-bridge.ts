// Between node:http and the Fetch API that route handlers speak: an IncomingMessage becomes a Request,
// a Response is written to the ServerResponse (gzip-compressed when the client accepts it, as Next does).
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { unreadJsonText } from "../../api/json-response";
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
 * headers (lower-case names) sent unless the response has its own.
 */
export async function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  withBody = true,
  defaults: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...defaults };
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;

  // A JSON answer's text as json() made it, without reading the body stream back.
  const text = unreadJsonText(response);
  let body: Buffer = text !== undefined ? Buffer.from(text) : response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  if (body.length >= COMPRESS_FROM_BYTES && !headers["content-encoding"]) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    if (acceptsGzip(req)) {
      body = await gzip(body);
      headers["content-encoding"] = "gzip";
    }
  }
  // An answer given before the request's body has fully arrived (a 413, or a 401 or 415 decided from the
  // headers) closes the connection and says so: the unread rest would be taken for the next request, and a
  // keep-alive promised then broken makes a client's next request on that socket fail (issue 35). A body that
  // has arrived but was not read is drained by node after the answer, and the connection is kept.
  if (!req.complete) headers.connection = "close";
  // 204 and 304 carry no body and, by RFC 9110, no Content-Length either.
  if (response.status !== 204 && response.status !== 304) headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(withBody ? body : undefined);
}
