// One log line and one latency observation per HTTP request, written when the answer is finished (or the
// client went away): request id, method, route pattern, status, latency, and the workspace and key or user the
// wrappers noted (lib/api/with-api-key.ts, with-session.ts), written as text (lib/observability/request-line.ts).
// The request id (the caller's sane X-Request-Id, or a new one) is sent back on every answer, API and pages
// alike, and the request's work runs inside its context so every line it logs carries the id.
import type { IncomingMessage, ServerResponse } from "node:http";
import { metrics, statusClass } from "@/lib/observability/metrics";
import { newRequestContext, runWithRequestContext } from "@/lib/observability/request-context";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/observability/request-id";
import { writeRequestLine } from "@/lib/observability/request-line";

/**
 * Runs `handle` for the request inside its context, and logs and measures it once it is answered.
 * `frontWritesId`: the handler is the API front, which writes X-Request-Id with its other header fields
 * (lib/server/api-front/node-bridge.ts); otherwise it is set here, for whatever answers.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  routeOf: (url: string | undefined) => string,
  handle: () => void,
  frontWritesId = false,
): void {
  const started = performance.now();
  const context = newRequestContext(requestIdFrom(req.headers[REQUEST_ID_HEADER]));
  // Setting a header before writeHead makes node keep a table of them and merge the rest into it one by one.
  if (!frontWritesId) res.setHeader(REQUEST_ID_HEADER, context.requestId);
  // "close" comes once per response: after "finish" when it was answered, or when the client went away first
  // (so `on`, which spares the once-wrapper and its removal on every request).
  res.on("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(req.url);
    const method = (req.method ?? "GET").toUpperCase();
    // A client that left before the answer: 499, as proxies log it.
    const status = res.writableFinished ? res.statusCode : 499;
    metrics().httpRequestDuration.observe({ route, method, status_class: statusClass(status) }, seconds);
    writeRequestLine(context, { method, route, status, latencyMs: Math.round(seconds * 10_000) / 10 });
  });
  runWithRequestContext(context, handle);
}
