// JSON responses and the conversion of any thrown error into `{ error }` with its status.
import crypto from "node:crypto";
import { AppError } from "../errors";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function errorResponse(error: unknown, headers: Record<string, string> = {}): Response {
  if (error instanceof AppError) {
    return json({ error: error.message }, error.status, { ...headers, ...error.headers });
  }
  // Unknown failures never leak details: a fixed message with a request id that is also in the log.
  const requestId = crypto.randomUUID();
  console.error(`[postlane] request ${requestId} failed:`, error);
  return json({ error: `Internal server error (request id ${requestId})` }, 500, { ...headers, "x-request-id": requestId });
}
