// The production server behind `npm start` (scripts/serve.ts starts it): one node:http server in which
// the public API (/functions/v1/api/*) and the MCP endpoint (/functions/v1/mcp) are answered by their route
// handlers directly (lib/server/api-front), the public link pages (/l/*) by lib/server/link-front, and
// everything else by Next. All share this process's database client, caches and workers.
//
// Runs under tsx (it loads the API's TypeScript). tsx turns on Node's source-map support, which then
// parses and keeps the source map of every chunk Next loads: measured at +130 MB of memory and a slower
// start. `next start` runs without it, so it is turned off before anything else is loaded.
process.setSourceMapsEnabled(false);
// Next replaces the global Date when it loads (next/dist/server/node-environment-extensions/date.js) so that,
// with `cacheComponents`, a prerender notices that it read the clock. Every `new Date(…)` then goes through a
// Reflect.construct wrapper and every Date.now() through two async-context lookups: the API's rows carry
// several timestamps each, and this was 4 % of the server's CPU under GET /posts (bench:api). This app does not
// turn cacheComponents on (next.config.ts), where the wrapper only ever returns; so the native Date is put back
// once Next is ready. Kept before any import, while Date is still the native one.
const NativeDate = Date;
export {}; // an ES module (for the top-level awaits below)
import type { IncomingMessage, ServerResponse } from "node:http";

const { default: http } = await import("node:http");
const { keepServingWithoutOutput } = await import("../lib/server/observability/lost-output");
// A reader of stdout or stderr that went away must not stop (or spin) the server: lost-output.ts says why.
keepServingWithoutOutput();
const { default: next } = await import("next");
const { createApiFront, isApiRequest, isUnderPrefix } = await import("../lib/server/api-front/api-front");
const { API_HANDLERS_DIR, MCP_HANDLERS_DIR, loadApiRoutes } = await import("../lib/server/api-front/route-table");
const { MCP_PATH } = await import("../lib/mcp/handle-mcp-request");
const { installGracefulShutdown } = await import("../lib/server/graceful-shutdown");
const { isPublicLinkRequest, serveLinkRequest } = await import("../lib/server/link-front");
const { env } = await import("../lib/env");
const { PEER_ADDRESS_HEADER } = await import("../lib/net/client-address");
const { isFetchForbiddenMethod, refuseConnectMethod, refuseFetchForbiddenMethod } = await import("../lib/server/fetch-forbidden-methods");
const { guardWebRequest } = await import("../lib/server/web-request-guard");
const { withInvitePageStatus } = await import("../lib/server/invite-page-status");
const { readWebRoutes } = await import("../lib/server/web-routes");
const { default: path } = await import("node:path");
const { logger } = await import("../lib/observability/logger");
const { observeRequest } = await import("../lib/server/observability/request-log");
const { createRouteLabeler } = await import("../lib/server/observability/route-label");
const { isMetricsRequest, serveMetrics, startMetricsListener } = await import("../lib/server/observability/metrics-endpoint");

function hasRequestBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

async function main(): Promise<void> {
  const port = env().PORT;
  // The process's logger is made here, before Next loads its own copy of the module (instrumentation.ts logs
  // too): that copy finds this one on globalThis and writes through the same stream and format.
  logger();
  const app = next({ dev: false, dir: process.cwd(), port });
  const handleWithNext = app.getRequestHandler();
  // Next first: preparing runs instrumentation.ts (database ownership, workers), as under `next start`.
  await app.prepare();
  const { default: nextConfig } = await import("../next.config");
  if (!nextConfig.cacheComponents && globalThis.Date !== NativeDate) {
    globalThis.Date = NativeDate;
    Object.defineProperty(NativeDate.prototype, "constructor", { value: NativeDate, writable: true, configurable: true });
  }
  const routes = await loadApiRoutes(API_HANDLERS_DIR);
  const handleApi = createApiFront({ routes, origin: `http://localhost:${port}` });
  const handleMcp = createApiFront({ routes: await loadApiRoutes(MCP_HANDLERS_DIR), origin: `http://localhost:${port}`, prefix: MCP_PATH });

  const webRoutes = readWebRoutes(path.join(process.cwd(), "app"));
  const routeOf = createRouteLabeler({ apiRoutes: () => routes, webRoutes: () => webRoutes, fixed: [MCP_PATH], appDir: path.join(process.cwd(), "app") });
  // The web app: the guard's refusals (lib/server/web-request-guard.ts), then Next.
  const answerWeb = (req: IncomingMessage, res: ServerResponse, linkTried: boolean) => {
    if (guardWebRequest(req, res, () => webRoutes)) return;
    // The socket's address for per-client limits (sign-in throttling) and link-page visitor counting;
    // replaces a client's own header.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
    if (!linkTried && isPublicLinkRequest(req.url)) {
      serveLinkRequest(req, res, () => void handleWithNext(req, res));
    } else void withInvitePageStatus(req, res, () => handleWithNext(req, res));
  };
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    if (isApiRequest(req.url)) void handleApi(req, res);
    else if (isUnderPrefix(req.url, MCP_PATH)) void handleMcp(req, res);
    else if (isFetchForbiddenMethod(req.method)) void refuseFetchForbiddenMethod(req, res, () => routes);
    else if (isPublicLinkRequest(req.url) && !hasRequestBody(req)) {
      // A visit to a public link page, before the guard: the guard has nothing to refuse in a bodiless request
      // that the link front answers (a well-formed page or click, GET or HEAD); anything else it leaves goes
      // the usual way. Every bio link a follower taps comes here.
      req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
      serveLinkRequest(req, res, () => answerWeb(req, res, true));
    } else answerWeb(req, res, false);
  };
  const server = http.createServer((req, res) => {
    // Scrapes are not requests worth a log line or a latency sample each.
    if (isMetricsRequest(req.url)) void serveMetrics(req, res, { onAppPort: true });
    // The API front writes X-Request-Id with its other fields; for the rest it is set before they answer.
    else observeRequest(req, res, routeOf, () => answer(req, res), isApiRequest(req.url) || isUnderPrefix(req.url, MCP_PATH));
  });
  server.on("connect", refuseConnectMethod);
  server.listen(port, () => logger().info({ port, apiRoutes: routes.length }, `listening on http://localhost:${port}`));
  startMetricsListener();

  // SIGTERM/SIGINT: stop accepting connections and answer those in progress, let publishing calls in progress
  // finish, hand the rest back, write the link pages' pending counts, close the database, exit
  // (lib/server/graceful-shutdown.ts).
  installGracefulShutdown({
    drainRequests: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, "the server could not start");
  process.exit(1);
});
