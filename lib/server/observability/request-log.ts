// One log line and one latency observation per HTTP request, written when the answer is finished (or the
// client went away): request id, method, route pattern, status, latency, and the workspace and key or user the
// wrappers noted (lib/api/with-api-key.ts, with-session.ts). The request id (the caller's sane X-Request-Id, or
// a new one) is sent back on every answer, API and pages alike, and the request's work runs inside its context
// so every line it logs carries the id.
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/lib/observability/logger";
import { metrics, statusClass } from "@/lib/observability/metrics";
import { runWithRequestContext, type RequestContext } from "@/lib/observability/request-context";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/observability/request-id";

/** Runs `handle` for the request inside its context, and logs and measures it once it is answered. */
export function observeRequest(req: IncomingMessage, res: ServerResponse, routeOf: (url: string | undefined) => string, handle: () => void): void {
  const started = process.hrtime.bigint();
  const context: RequestContext = { requestId: requestIdFrom(req.headers[REQUEST_ID_HEADER]) };
  res.setHeader(REQUEST_ID_HEADER, context.requestId);
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeOf(req.url);
    const method = (req.method ?? "GET").toUpperCase();
    // A client that left before the answer: 499, as proxies log it.
    const status = res.writableFinished ? res.statusCode : 499;
    metrics().httpRequestDuration.observe({ route, method, status_class: statusClass(status) }, seconds);
    const line = {
      ...context,
      method,
      route,
      status,
      latencyMs: Math.round(seconds * 10_000) / 10,
    };
    const log = logger();
    if (status >= 500) log.error(line, "request");
    else log.info(line, "request");
  };
  res.once("finish", done);
  res.once("close", done);
  runWithRequestContext(context, handle);
}
