// s3rver (test/fakes/local-s3.ts) behind a front that checks what S3 checks and s3rver does not: s3rver
// accepts any signature and any body. Each request is refused as S3 refuses it, with S3's XML error, before
// it reaches s3rver:
// - AWS Signature V4, in the Authorization header or in a presigned URL's query, recomputed here from the
//   request as it arrived (method, path, query, the signed headers' values, the payload hash): a mismatch is
//   403 SignatureDoesNotMatch; an x-amz-* header that is not signed is 403 AccessDenied; a presigned URL past
//   its X-Amz-Expires is 403 AccessDenied.
//   https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
//   https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
// - x-amz-content-sha256 (required with the header; the hash of the body, or UNSIGNED-PAYLOAD): another hash
//   than the body's is 400 XAmzContentSHA256Mismatch; a streaming (aws-chunked) body is refused here with
//   501, because this front cannot check it (S3 would accept it; the app must not need it).
//   https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
// - A PUT's Content-Length is required (411 MissingContentLength) and must be the body's length.
//   https://docs.aws.amazon.com/AmazonS3/latest/API/RESTCommonRequestHeaders.html
// - Checksums sent with the object (x-amz-checksum-crc32 / -sha1 / -sha256, in a header or a presigned
//   URL's query, and Content-MD5) must match the body: 400 BadDigest otherwise (a presigned URL that carries
//   the checksum of an empty body fails for any real file). An algorithm this front cannot compute is 501.
//   https://docs.aws.amazon.com/AmazonS3/latest/userguide/checking-object-integrity.html
// Anonymous GET and HEAD pass (the app serves media from a public bucket); anonymous writes are 403.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { startLocalS3, type LocalS3 } from "./local-s3";

export const STRICT_S3_ACCESS_KEY_ID = "S3RVER";
export const STRICT_S3_SECRET = "S3RVER";

/** A request as the front saw it, for tests that check what the app sent. */
interface SeenS3Request {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  query: URLSearchParams;
  bodyBytes: number;
  /** The S3 error code the front answered with, or null when it passed the request on. */
  refused: string | null;
}

export interface StrictS3 extends LocalS3 {
  requests: SeenS3Request[];
}

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data).digest();
const sha256Hex = (data: crypto.BinaryLike) => crypto.createHash("sha256").update(data).digest("hex");
/** RFC 3986 encoding, as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ percent-encoded. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string, omit: string | null): string {
  if (rawQuery === "") return "";
  return rawQuery
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      const [k, v] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, "%20"));
      return [decode(k), decode(v)];
    })
    .filter(([k]) => k !== omit)
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

function headerValue(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ");
}

interface Signed {
  credential: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** The query parameter left out of the canonical query (the presigned signature itself). */
  omit: string | null;
}

function readSignature(req: http.IncomingMessage, query: URLSearchParams): Signed | null {
  const authorization = headerValue(req, "authorization");
  if (authorization) {
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match) throw new S3Refusal(400, "AuthorizationHeaderMalformed", "The authorization header is malformed");
    const payloadHash = headerValue(req, "x-amz-content-sha256");
    if (!payloadHash) throw new S3Refusal(400, "InvalidRequest", "Missing required header for this request: x-amz-content-sha256");
    return { credential: match[1], signedHeaders: match[2].split(";"), signature: match[3], amzDate: headerValue(req, "x-amz-date"), payloadHash, omit: null };
  }
  if (query.has("X-Amz-Signature")) {
    if (query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256")
      throw new S3Refusal(400, "AuthorizationQueryParametersError", "X-Amz-Algorithm only supports AWS4-HMAC-SHA256");
    const amzDate = query.get("X-Amz-Date") ?? "";
    const expires = Number(query.get("X-Amz-Expires"));
    const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"));
    if (!Number.isFinite(signedAt) || !Number.isInteger(expires))
      throw new S3Refusal(400, "AuthorizationQueryParametersError", "X-Amz-Date or X-Amz-Expires is malformed");
    if (Date.now() > signedAt + expires * 1000) throw new S3Refusal(403, "AccessDenied", "Request has expired");
    return {
      credential: query.get("X-Amz-Credential") ?? "",
      signedHeaders: (query.get("X-Amz-SignedHeaders") ?? "").split(";"),
      signature: query.get("X-Amz-Signature") ?? "",
      amzDate,
      payloadHash: query.get("X-Amz-Content-Sha256") ?? "UNSIGNED-PAYLOAD",
      omit: "X-Amz-Signature",
    };
  }
  return null;
}

function checkSignature(req: http.IncomingMessage, rawPath: string, rawQuery: string, signed: Signed): void {
  const [keyId, date, region, service, terminator] = signed.credential.split("/");
  if (keyId !== STRICT_S3_ACCESS_KEY_ID) throw new S3Refusal(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  if (!signed.signedHeaders.includes("host")) throw new S3Refusal(403, "AccessDenied", "host must be a signed header");
  const unsigned = Object.keys(req.headers).filter((name) => name.startsWith("x-amz-") && !signed.signedHeaders.includes(name));
  if (unsigned.length > 0) throw new S3Refusal(403, "AccessDenied", `There were headers present in the request which were not signed: ${unsigned.join(", ")}`);
  const canonicalHeaders = signed.signedHeaders.map((name) => `${name}:${headerValue(req, name)}\n`).join("");
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery(rawQuery, signed.omit),
    canonicalHeaders,
    signed.signedHeaders.join(";"),
    signed.payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/${service}/${terminator}`;
  const stringToSign = ["AWS4-HMAC-SHA256", signed.amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${STRICT_S3_SECRET}`, date), region), service), "aws4_request");
  if (hmac(key, stringToSign).toString("hex") !== signed.signature) {
    throw new S3Refusal(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
  }
}

/** Base64 of a CRC32 as S3 states it: the four bytes, big-endian. */
function crc32Base64(body: Buffer): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(zlib.crc32(body) >>> 0);
  return out.toString("base64");
}

function checkBody(req: http.IncomingMessage, query: URLSearchParams, signed: Signed, body: Buffer): void {
  if (/^STREAMING-/.test(signed.payloadHash)) throw new S3Refusal(501, "NotImplemented", "This stand-in does not decode aws-chunked bodies");
  if (/^[0-9a-f]{64}$/.test(signed.payloadHash) && signed.payloadHash !== sha256Hex(body)) {
    throw new S3Refusal(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  if (!/^[0-9a-f]{64}$/.test(signed.payloadHash) && signed.payloadHash !== "UNSIGNED-PAYLOAD") {
    throw new S3Refusal(400, "InvalidArgument", "x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-… or a SHA-256 hex digest");
  }
  if (req.method === "PUT") {
    const length = req.headers["content-length"];
    if (length === undefined) throw new S3Refusal(411, "MissingContentLength", "You must provide the Content-Length HTTP header.");
    if (Number(length) !== body.length)
      throw new S3Refusal(400, "IncompleteBody", "You did not provide the number of bytes specified by the Content-Length HTTP header");
  }
  const sent = (name: string) =>
    headerValue(req, name) || query.get(name) || query.get(name.replace(/(^|-)([a-z])/g, (_m, dash, c) => dash + c.toUpperCase())) || "";
  const checks: [string, () => string][] = [
    ["x-amz-checksum-crc32", () => crc32Base64(body)],
    ["x-amz-checksum-sha1", () => crypto.createHash("sha1").update(body).digest("base64")],
    ["x-amz-checksum-sha256", () => crypto.createHash("sha256").update(body).digest("base64")],
    ["content-md5", () => crypto.createHash("md5").update(body).digest("base64")],
  ];
  for (const [name, compute] of checks) {
    const value = sent(name);
    if (value && value !== compute())
      throw new S3Refusal(400, "BadDigest", `The ${name.replace(/^x-amz-checksum-/, "").toUpperCase()} you specified did not match the calculated checksum.`);
  }
  for (const name of ["x-amz-checksum-crc32c", "x-amz-checksum-crc64nvme"]) {
    if (sent(name)) throw new S3Refusal(501, "NotImplemented", `This stand-in cannot compute ${name}`);
  }
}

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<>&]/g, "")}</Message></Error>`;
}

/** s3rver with one bucket "media" behind the strict front; `endpoint` is the front's address. */
export async function startStrictS3(): Promise<StrictS3> {
  const inner = await startLocalS3();
  const target = new URL(inner.endpoint);
  const requests: SeenS3Request[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const rawUrl = req.url ?? "/";
      const q = rawUrl.indexOf("?");
      const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
      const rawQuery = q === -1 ? "" : rawUrl.slice(q + 1);
      const query = new URLSearchParams(rawQuery);
      const seen: SeenS3Request = { method: req.method ?? "GET", path: rawPath, headers: req.headers, query, bodyBytes: body.length, refused: null };
      requests.push(seen);
      try {
        const signed = readSignature(req, query);
        if (!signed) {
          if (req.method !== "GET" && req.method !== "HEAD") throw new S3Refusal(403, "AccessDenied", "Anonymous users cannot write to this bucket");
        } else {
          checkSignature(req, rawPath, rawQuery, signed);
          checkBody(req, query, signed, body);
        }
      } catch (caught) {
        const error = caught instanceof S3Refusal ? caught : new S3Refusal(500, "InternalError", String(caught));
        seen.refused = error.code;
        res.writeHead(error.status, { "content-type": "application/xml" }).end(req.method === "HEAD" ? undefined : errorXml(error.code, error.message));
        return;
      }
      const forward = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: rawUrl, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket: inner.bucket,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await inner.close();
    },
  };
}
