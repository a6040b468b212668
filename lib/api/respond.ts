// JSON responses and the conversion of any thrown error into `{ error, code }` with its status.
import crypto from "node:crypto";
import { errorBody, type ErrorCode } from "../error-codes";
import { toAppError } from "../errors";
import { logger } from "../observability/logger";
import { currentRequestContext } from "../observability/request-context";
import { addMissingHeaders, JsonResponse, withHeaderFields } from "./json-response";

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer; its text is kept as made, so the production API front writes it without reading a stream back.
 *  `headers` may replace the two defaults (content type, no caching). */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  const fields = ["content-type", JSON_TYPE, "cache-control", "no-store"];
  return new JsonResponse(JSON.stringify(body), { status, headers: headers ? withHeaderFields(fields, headers) : fields });
}

/** What an error says to a client: an AppError's own status, message and code (and the mapped failures, such
 *  as the database going away); anything else a fixed 500 message with a request id that is also in the log
 *  (never the details). */
export function describeError(error: unknown): { status: number; error: string; code: ErrorCode; headers: Record<string, string> } {
  const known = toAppError(error);
  if (known) {
    // A mapped failure (the database went away) is still worth a line; its code says which, never its data.
    if (known !== error)
      logger().warn({ status: known.status, code: (error as { code?: unknown })?.code ?? (error as Error)?.name ?? "error" }, "mapped failure answered");
    return { status: known.status, error: known.message, code: known.code, headers: known.headers };
  }
  // The request's own id when it came through the server (so the answer, the request line and this line agree).
  const requestId = currentRequestContext()?.requestId ?? crypto.randomUUID();
  logger().error({ err: error, requestId }, "request failed");
  return { status: 500, error: `Internal server error (request id ${requestId})`, code: "internal_error", headers: { "x-request-id": requestId } };
}

/** The answer to `error`; `headers` (the RateLimit-* fields known so far) go with it unless the error has its own. */
export function errorResponse(error: unknown, headers?: Record<string, string>): Response {
  const described = describeError(error);
  const response = json(errorBody(described.error, described.code), described.status, described.headers);
  if (headers) addMissingHeaders(response, headers);
  return response;
}

/** A file to download (an export): its bytes, type and the name a browser saves it under. */
export function fileResponse(file: { body: Uint8Array; contentType: string; filename: string }): Response {
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      // The name is ASCII by construction (lib/services/analytics/export-analytics.ts reportFilename).
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
    },
  });
}
