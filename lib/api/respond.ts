// JSON responses and the conversion of any thrown error into `{ error }` with its status.
import crypto from "node:crypto";
import { toAppError } from "../errors";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function errorResponse(error: unknown, headers: Record<string, string> = {}): Response {
  const known = toAppError(error);
  if (known) {
    // A mapped failure (the database went away) is still worth a line; its code says which, never its data.
    if (known !== error) console.warn(`[postlane] answered ${known.status}: ${(error as { code?: unknown })?.code ?? (error as Error)?.name ?? "error"}`);
    return json({ error: known.message }, known.status, { ...headers, ...known.headers });
  }
  // Unknown failures never leak details: a fixed message with a request id that is also in the log.
  const requestId = crypto.randomUUID();
  console.error(`[postlane] request ${requestId} failed:`, error);
  return json({ error: `Internal server error (request id ${requestId})` }, 500, { ...headers, "x-request-id": requestId });
}
