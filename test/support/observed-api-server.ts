// The public API over real HTTP as `npm start` serves it, with the same observability around it: one request
// line per answer (lib/server/observability/request-log.ts), route patterns, X-Request-Id, and GET /metrics.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApiFront } from "@/lib/server/api-front/api-front";
import { isMetricsRequest, serveMetrics } from "@/lib/server/observability/metrics-endpoint";
import { observeRequest } from "@/lib/server/observability/request-log";
import { createRouteLabeler } from "@/lib/server/observability/route-label";
import { apiRoutes } from "@/test/api/call-api";

export interface ObservedApiServer {
  origin: string;
  close(): Promise<void>;
}

export async function startObservedApiServer(): Promise<ObservedApiServer> {
  const front = createApiFront({ routes: apiRoutes, origin: "http://localhost" });
  const routeOf = createRouteLabeler({ apiRoutes: () => apiRoutes, webRoutes: () => [], appDir: path.resolve(import.meta.dirname, "../../app") });
  const server = http.createServer((req, res) => {
    if (isMetricsRequest(req.url)) void serveMetrics(req, res, { onAppPort: true });
    else observeRequest(req, res, routeOf, () => void front(req, res), true);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
