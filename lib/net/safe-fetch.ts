// Fetches a media URL for a network that needs the bytes (X, LinkedIn, YouTube, Bluesky, Mastodon, Telegram,
// Discord) without letting a user aim the server at its own network (SSRF):
// - http(s) only; every address a host resolves to must be public, and the connection is made to the very
//   address that was checked (DNS rebinding cannot swap it between check and connect);
// - redirects are followed by hand, each hop checked the same way;
// - a total time limit, a size limit (declared and counted), and a content type the caller accepts.
// URLs under the app's own media base (CDN_URL, or the storage's public base) are trusted as they are, and so
// are hosts an operator names (POSTLANE_MEDIA_ALLOWED_HOSTS: an internal media server, the tests' local fakes).
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { Transform, type Readable } from "node:stream";
import { isPublicAddress } from "./public-address";

export type SafeFetchFailure =
  "bad_url" | "blocked_address" | "unresolvable" | "too_many_redirects" | "bad_status" | "bad_content_type" | "too_large" | "timeout" | "network";

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchFailure,
    message: string,
    /** The HTTP status, for bad_status. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Accepted media types (`image/png`) or families (`image/*`). */
  accept: string[];
  maxBytes: number;
  /** For the whole exchange, redirects and body included. */
  timeoutMs: number;
  maxRedirects?: number;
  /** URL prefixes fetched without address checks: the app's own media base. */
  trustedPrefixes?: string[];
  /** Hosts fetched without address checks: `host` (any port) or `host:port`, as in POSTLANE_MEDIA_ALLOWED_HOSTS. */
  allowedHosts?: string[];
  /** The caller's own cancellation (a publish attempt's deadline), on top of timeoutMs. */
  signal?: AbortSignal;
  /** Name resolution; the system resolver by default (tests inject hosts that resolve to private addresses). */
  resolve?: Resolver;
  /** Which resolved addresses may be contacted; public unicast by default. */
  isAllowedAddress?: (address: string) => boolean;
}

export interface FetchedMedia {
  url: string;
  contentType: string;
  bytes: Buffer;
}

const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function isTrusted(url: URL, prefixes: string[]): boolean {
  return prefixes.some((prefix) => {
    const base = new URL(prefix.endsWith("/") ? prefix : `${prefix}/`);
    return url.origin === base.origin && url.pathname.startsWith(base.pathname);
  });
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

/** `host` allows the host on any port, `host:port` on that port only (the URL's default port when it names none). */
export function isAllowedHost(url: URL, allowedHosts: string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORTS[url.protocol] || "";
  return allowedHosts.some((entry) => {
    const match = /^(.*?)(?::(\d+))?$/.exec(entry.toLowerCase());
    if (!match) return false;
    return match[1] === host && (match[2] === undefined || match[2] === port);
  });
}

function accepts(contentType: string, accept: string[]): boolean {
  return accept.some((pattern) => (pattern.endsWith("/*") ? contentType.startsWith(pattern.slice(0, -1)) : contentType === pattern));
}

/** Resolves and checks every address of the URL's host; returns the addresses to connect to. */
export async function checkedAddresses(
  url: URL,
  options: Pick<SafeFetchOptions, "resolve" | "isAllowedAddress">,
  rule = "media must be on a public host",
): Promise<ResolvedAddress[]> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new SafeFetchError("unresolvable", `${url.host} could not be resolved`);
    }
    if (addresses.length === 0) throw new SafeFetchError("unresolvable", `${url.host} could not be resolved`);
  }
  const refused = addresses.find((a) => !allowed(a.address));
  if (refused) throw new SafeFetchError("blocked_address", `${url.host} resolves to a private or reserved address (${refused.address}); ${rule}`);
  return addresses;
}

/** A lookup for http(s).request that only ever answers with the addresses already checked. */
export function pinnedLookup(addresses: ResolvedAddress[]): net.LookupFunction {
  return ((_hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  }) as unknown as net.LookupFunction;
}

function request(url: URL, lookup: net.LookupFunction | undefined, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: "GET", lookup, signal, headers: { "user-agent": "Postlane media fetcher", accept: "*/*" } }, resolve);
    req.on("error", reject);
    req.end();
  });
}

/** Passes the body through, failing the stream with too_large as soon as it passes `maxBytes`. */
function limitBytes(res: http.IncomingMessage, maxBytes: number, url: URL): Readable {
  let total = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) {
        res.destroy();
        callback(new SafeFetchError("too_large", `${url.href} is larger than the ${maxBytes}-byte limit`));
        return;
      }
      callback(null, chunk);
    },
  });
  res.on("error", (error) => limiter.destroy(error));
  return res.pipe(limiter);
}

export interface MediaStream {
  url: string;
  contentType: string;
  /** As declared by the server (already checked against maxBytes), when it declared one. */
  contentLength: number | null;
  /** The body, cut off with a too_large error past maxBytes; the time limit still applies while reading. */
  body: Readable;
  /** Aborts when the time limit passes or the caller's signal aborts (the body then fails). */
  signal: AbortSignal;
}

/** Opens a media URL under the rules above and hands back the body as a stream (large videos). */
export async function safeFetchStream(rawUrl: string, options: SafeFetchOptions): Promise<MediaStream> {
  const maxRedirects = options.maxRedirects ?? 5;
  const trusted = options.trustedPrefixes ?? [];
  const timeLimit = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeLimit, options.signal]) : timeLimit;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeFetchError("bad_url", `${JSON.stringify(rawUrl)} is not a URL`);
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new SafeFetchError("bad_url", `${url.protocol} URLs cannot be fetched; use http or https`);
      if (url.username || url.password) throw new SafeFetchError("bad_url", "media URLs must not carry credentials");
      const unchecked = isTrusted(url, trusted) || isAllowedHost(url, options.allowedHosts ?? []);
      const lookup = unchecked ? undefined : pinnedLookup(await checkedAddresses(url, options));
      const res = await request(url, lookup, signal);
      const status = res.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status) && res.headers.location) {
        res.resume();
        if (hop >= maxRedirects) throw new SafeFetchError("too_many_redirects", `more than ${maxRedirects} redirects from ${rawUrl}`);
        url = new URL(res.headers.location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        res.resume();
        throw new SafeFetchError("bad_status", `${url.href} answered HTTP ${status}`, status);
      }
      const contentType = (res.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
      if (!accepts(contentType, options.accept)) {
        res.resume();
        throw new SafeFetchError("bad_content_type", `${url.href} is ${contentType || "of no declared type"}; expected ${options.accept.join(", ")}`);
      }
      const declared = Number(res.headers["content-length"]);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        res.destroy();
        throw new SafeFetchError("too_large", `${url.href} is ${declared} bytes, over the ${options.maxBytes}-byte limit`);
      }
      return { url: url.href, contentType, contentLength: Number.isFinite(declared) ? declared : null, body: limitBytes(res, options.maxBytes, url), signal };
    }
  } catch (error) {
    throw asSafeFetchError(error, timeLimit.aborted, rawUrl, options);
  }
}

function asSafeFetchError(error: unknown, timedOut: boolean, rawUrl: string, options: Pick<SafeFetchOptions, "timeoutMs">): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (timedOut) return new SafeFetchError("timeout", `fetching ${rawUrl} took longer than ${options.timeoutMs} ms`);
  return new SafeFetchError("network", `fetching ${rawUrl} failed: ${(error as Error).message}`);
}

/** Fetches a media URL under the rules above into memory (images, small videos). */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<FetchedMedia> {
  const opened = await safeFetchStream(rawUrl, options);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of opened.body as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (error) {
    // The body shares the exchange's time limit.
    throw asSafeFetchError(error, opened.signal.aborted && !options.signal?.aborted, rawUrl, options);
  }
  return { url: opened.url, contentType: opened.contentType, bytes: Buffer.concat(chunks) };
}

// ───────────────────────────── outgoing requests (webhooks) ─────────────────────────────

export interface SafeRequestOptions {
  method: "POST";
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** How much of the answer to keep; the rest is read and dropped. */
  keepBytes: number;
  allowedHosts?: string[];
  resolve?: Resolver;
  isAllowedAddress?: (address: string) => boolean;
}

export interface SafeResponse {
  status: number;
  /** The first keepBytes of the answer. */
  body: Buffer;
}

/**
 * Sends a request to a URL someone else chose (a webhook endpoint) under the same address rules as media:
 * http(s) only, no credentials in the URL, every resolved address public (or the host allowed by the operator),
 * connection pinned to the checked address. Redirects are not followed (a 3xx is returned as it is), and any
 * status is an answer, not an error: the caller decides what counts as delivered.
 */
export async function safeRequest(rawUrl: string, options: SafeRequestOptions): Promise<SafeResponse> {
  const timeLimit = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeFetchError("bad_url", `${JSON.stringify(rawUrl)} is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SafeFetchError("bad_url", `${url.protocol} URLs cannot be called; use http or https`);
  if (url.username || url.password) throw new SafeFetchError("bad_url", "URLs must not carry credentials");
  try {
    const lookup = isAllowedHost(url, options.allowedHosts ?? [])
      ? undefined
      : pinnedLookup(await checkedAddresses(url, options, "webhook endpoints must be on a public host"));
    const client = url.protocol === "https:" ? https : http;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: options.method,
          lookup,
          signal: timeLimit,
          headers: { "user-agent": "Postlane webhooks", "content-length": String(Buffer.byteLength(options.body)), ...options.headers },
        },
        resolve,
      );
      req.on("error", reject);
      req.end(options.body);
    });
    const kept: Buffer[] = [];
    let size = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      if (size < options.keepBytes) kept.push(chunk.subarray(0, options.keepBytes - size));
      size += chunk.length;
    }
    return { status: res.statusCode ?? 0, body: Buffer.concat(kept) };
  } catch (error) {
    throw asSafeFetchError(error, timeLimit.aborted, rawUrl, { timeoutMs: options.timeoutMs });
  }
}
