// Reads a JSON request body safely: too large is 413, not JSON, not an object, a NUL character anywhere or
// nesting past the limit (lib/input-safety.ts) is 400, never a 500.
import { BadRequestError, PayloadTooLargeError } from "../errors";
import { inputProblem } from "../input-safety";

/** 1 MiB: posts carry text and media URLs, never media itself (that goes through upload URLs). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ParsedBody {
  /** The parsed JSON object. */
  value: Record<string, unknown>;
  /** The raw text, for idempotency fingerprints. */
  text: string;
}

async function readLimited(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError(`Request body is larger than ${maxBytes} bytes`);
  if (!req.body) return "";
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
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * The body as a JSON object. `optional` lets an empty body stand for `{}` (endpoints whose fields are all
 * optional, e.g. POST /ideas).
 */
export async function parseBodyWithText(req: Request, { optional = false, maxBytes = MAX_BODY_BYTES } = {}): Promise<ParsedBody> {
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
