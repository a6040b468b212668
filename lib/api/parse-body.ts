// Reads a JSON request body safely: too large is 413, not UTF-8 (naming the field), not JSON, not an object,
// a NUL character anywhere or nesting past the limit (lib/input-safety.ts) is 400, never a 500.
import { AppError, BadRequestError, PayloadTooLargeError } from "../errors";
import { inputProblem } from "../input-safety";

/** 1 MiB: posts carry text and media URLs, never media itself (that goes through upload URLs). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ParsedBody {
  /** The parsed JSON object. */
  value: Record<string, unknown>;
  /** The raw text, for idempotency fingerprints. */
  text: string;
}

/** The path of the first string (or key) holding U+FFFD, where a decoder replaced bytes that were not UTF-8. */
function replacedAt(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\uFFFD") ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = replacedAt(item, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes("\uFFFD")) return at;
      const found = replacedAt(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The body as text. Bytes that are not UTF-8 are refused, naming the field they are in: decoded leniently
 * they would become "\uFFFD" and be stored as if the client had sent that.
 */
function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes);
    let field: string | null = null;
    try {
      field = replacedAt(JSON.parse(lenient));
    } catch {
      // Not JSON either: the message below names no field.
    }
    throw new BadRequestError(field ? `${field}: is not valid UTF-8` : "Request body is not valid UTF-8");
  }
}

/** The body as UTF-8 text, refused past `maxBytes` (413) or when not UTF-8 (400). Also read by the OAuth token endpoint's form. */
export async function readLimited(req: Request, maxBytes: number): Promise<string> {
  return decodeUtf8(await readLimitedBytes(req, maxBytes));
}

/**
 * A request from the production API front (lib/server/api-front/node-request.ts) reads its body from the
 * socket's stream under this method, without a Fetch body stream (undefined: read the Fetch body instead).
 */
export const READ_BODY_BYTES = Symbol("postlane.readBodyBytes");

type NodeBodyReader = { [READ_BODY_BYTES]?: (maxBytes: number) => Promise<Buffer | undefined> };

/** The body's bytes as sent, refused past `maxBytes` (413): for bodies whose encoding the endpoint judges itself (CSV imports). */
export async function readLimitedBytes(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError(`Request body is larger than ${maxBytes} bytes`);
  const fromNode = await (req as unknown as NodeBodyReader)[READ_BODY_BYTES]?.(maxBytes);
  if (fromNode) return fromNode;
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(`Request body is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A body declared as something else than JSON (`text/plain`, a form) is a 415, decided from the headers before
 * the body is read. No Content-Type at all is taken as JSON, as it always was (the body is still parsed as JSON).
 */
function requireJsonContentType(req: Request): void {
  const declared = req.headers.get("content-type");
  if (declared === null || declared.trim() === "") return;
  const mediaType = declared.split(";")[0].trim().toLowerCase();
  if (mediaType === "application/json" || /^application\/[\w.+-]+\+json$/.test(mediaType)) return;
  throw new AppError(415, `Content-Type must be application/json, not ${(mediaType || declared).slice(0, 100)}`);
}

/**
 * The body as a JSON object. `optional` lets an empty body stand for `{}` (endpoints whose fields are all
 * optional, e.g. POST /ideas).
 */
export async function parseBodyWithText(req: Request, { optional = false, maxBytes = MAX_BODY_BYTES } = {}): Promise<ParsedBody> {
  requireJsonContentType(req);
  const text = await readLimited(req, maxBytes);
  if (text.trim() === "") {
    if (optional) return { value: {}, text: "" };
    throw new BadRequestError("Request body must be a JSON object");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequestError("Request body is not valid JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new BadRequestError("Request body must be a JSON object");
  }
  const problem = inputProblem(parsed);
  if (problem) throw new BadRequestError(problem);
  return { value: parsed as Record<string, unknown>, text };
}

export async function parseBody(req: Request, options: { optional?: boolean; maxBytes?: number } = {}): Promise<Record<string, unknown>> {
  return (await parseBodyWithText(req, options)).value;
}
