// GET /metrics for Prometheus. On the app's port it exists only when METRICS_TOKEN is set (404 otherwise, as
// for any unknown path) and asks for it as a bearer token; METRICS_PORT opens a listener that serves only this
// (it asks for the token too when one is set). The database gauges are read during the scrape.
import crypto from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { codeForStatus, errorBody } from "@/lib/error-codes";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { metrics } from "@/lib/observability/metrics";
import { apiSecurityHeaders } from "../security-headers";
import { registerDatabaseGauges } from "./database-gauges";

const METRICS_PATH = "/metrics";

export function isMetricsRequest(url: string | undefined): boolean {
  return url === METRICS_PATH || url?.startsWith(`${METRICS_PATH}?`) === true;
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** A JSON error answer `{ error, code }`, the code that of the status (lib/error-codes.ts). */
function refuse(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...apiSecurityHeaders(), "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(errorBody(error, codeForStatus(status))));
}

/**
 * Answers GET /metrics. `onAppPort`: without METRICS_TOKEN the path does not exist there (404); on the
 * separate listener it is served without a token unless one is set.
 */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, { onAppPort }: { onAppPort: boolean }): Promise<void> {
  const token = env().METRICS_TOKEN;
  if (!token && onAppPort) return refuse(res, 404, "Not found");
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1]?.trim() ?? "";
    if (!given || !sameSecret(given, token)) {
      return refuse(res, 401, "A valid METRICS_TOKEN bearer token is required", { "www-authenticate": 'Bearer realm="metrics"' });
    }
  }
  const method = (req.method ?? "GET").toUpperCase();
  if (method !== "GET" && method !== "HEAD") return refuse(res, 405, `Method ${method} is not allowed on /metrics`, { allow: "GET, HEAD" });
  const { registry } = metrics();
  registerDatabaseGauges(registry);
  try {
    const body = await registry.metrics();
    res.writeHead(200, { ...apiSecurityHeaders(), "content-type": registry.contentType, "cache-control": "no-store" });
    res.end(method === "HEAD" ? undefined : body);
  } catch (error) {
    logger().error({ err: error }, "metrics scrape failed");
    refuse(res, 503, "Metrics could not be read from the database");
  }
}

/** The METRICS_PORT listener, if configured: only GET /metrics, everything else 404. */
export function startMetricsListener(): http.Server | undefined {
  const port = env().METRICS_PORT;
  if (!port) return undefined;
  const server = http.createServer((req, res) => {
    if (isMetricsRequest(req.url)) void serveMetrics(req, res, { onAppPort: false });
    else refuse(res, 404, "Not found");
  });
  server.listen(port, () => logger().info({ port }, "metrics listener started"));
  server.unref();
  return server;
}
