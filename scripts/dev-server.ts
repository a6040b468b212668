// The development server behind `npm run dev` (scripts/serve.ts starts it): Next in development mode, with hot
// reload (its upgrade handler serves the HMR socket), inside a node:http server of ours, as in production
// (scripts/production-server.ts). Everything goes to Next, where proxy.ts gives the API the production front's
// answers, except requests whose method Next cannot represent (TRACE …: lib/server/fetch-forbidden-methods.ts),
// which this server answers itself, so development and production answer them alike.
//
// Issue 27 (the sign-up page under `npm run dev` reloading itself, "Create account" never reaching the board).
// How the reload order is made (Next 16.4.6, read in node_modules/next/dist/server/dev/hot-reloader-turbopack.js
// and Turbopack's hmr-client): the HTML carries the client HMR version of the moment it was rendered
// (`__nextHmrInitialVersion`, PR vercel/next.js#97966 "Fix Turbopack HMR recovery after dropped connections");
// the page subscribes to its chunk lists with it, and the server answers `reloadPage: "HMR hash mismatch"` when
// the version moved in between. The version moves once per Turbopack update that carries a client message
// (markClientHmrChange): a client chunk update to ANY open tab (sendTurbopackMessage queues it for every
// client), a server component change, and the first emission of a new subscription when it is not
// issues-only (a "restart" for a chunk list whose baseline could not be diffed). So a loop needs one such
// message per page load: each reload subscribes, the version moves, the next subscriptions of the same page
// mismatch, the page reloads.
// What differed from plain `next dev`, and was fixed here: on Ctrl+C `next dev` closes the open tabs' HMR
// sockets at once and runs Next's clean-up (Turbopack's project.onExit(): its development file-system cache,
// on by default since 16.1 as experimental.turbopackFileSystemCacheForDev, is written, and .next/dev/lock is
// released) before exiting. This server did neither: an open tab's HMR socket kept server.close() waiting for
// the whole 10 s deadline, then process.exit() ended Turbopack wherever it was, possibly in the middle of one
// of its cache writes (they take 10-20 s under load here: "✓ Finished writing to filesystem cache in 12.7s"),
// and the next start, on the same .next, began from that cache: which fits the report's "later starts looped
// more". Also, on SIGTERM npm returns at once while the server is still stopping (on SIGINT it waits), so a
// script that restarts when npm returns starts a second server beside the first (measured: "Postlane is
// already running on the embedded database" with the same data folder).
// Measured here, what an unclean stop leaves behind: Ctrl+C (or the smoke test's signal) reaches the whole
// process group, Turbopack's Node.js workers included, and they die at once while the server is still stopping;
// a compilation in that window fails ("Node.js subprocess crashed while evaluating loaders [postcss] … exited
// with signal: 15 (SIGTERM)") and Turbopack kept that failure in its development cache: the next start on the
// same .next, with no signal sent, answered `GET / 500` with that same error for app/globals.css. So
// scripts/serve.ts now runs this server in its own process group and forwards the signal to it alone, and this
// server stops as `next dev` does (below).
// Found on the way: Tailwind v4 registers every file of the project that git does not ignore as a dependency
// of app/globals.css, so a file written continuously inside the project (here the log of a browser script)
// made Turbopack rebuild about three times a second for as long as it was written (the open tab printing
// "[Fast Refresh] rebuilding" each time; no reload seen, but any rebuild whose output changes moves the HMR
// version). Keep such files in .data/, test-results/ (both ignored by git) or outside the project.
// Not reproduced here in about 10 starts on this 2-core machine (fresh clone without .next, the same .next,
// a tab kept open across a stop and a new start, /sign-up opened before the first compile finished, ports 3000
// and 3777, data folder inside the project): 0 "HMR hash mismatch" orders and 0 Turbopack restarts; so the fix
// above is the difference from `next dev` that fits the report, not a proven cause. scripts/dev-smoke/run.ts
// keeps each run's tab open across the next restart and fails on more than a few page loads in it.
// - What made "Create account" land back on sign-in every time on a busy machine was next-auth, not HMR: the
//   page's first session fetches take seconds while Next compiles /api/auth, each sets a different CSRF
//   cookie, and next-auth answers the mismatched sign-in with a 200 that its signIn() takes for success.
//   components/auth/sign-in-with-password.ts retries that once.
export {}; // an ES module (for the top-level awaits below)
import type { Duplex } from "node:stream";
const { default: http } = await import("node:http");
const { default: path } = await import("node:path");
const { default: next } = await import("next");
const { env } = await import("../lib/env");
const { installGracefulShutdown } = await import("../lib/server/graceful-shutdown");
const { isFetchForbiddenMethod, refuseConnectMethod, refuseFetchForbiddenMethod } = await import("../lib/server/fetch-forbidden-methods");
const { readRouteShapes } = await import("../lib/server/api-front/route-files");
const { isApiRequest, isUnderPrefix } = await import("../lib/server/api-front/api-front");
const { MCP_PATH } = await import("../lib/mcp/handle-mcp-request");
const { guardWebRequest } = await import("../lib/server/web-request-guard");
const { readWebRoutes } = await import("../lib/server/web-routes");
const { logger } = await import("../lib/observability/logger");
const { observeRequest } = await import("../lib/server/observability/request-log");
const { createRouteLabeler } = await import("../lib/server/observability/route-label");
const { isMetricsRequest, serveMetrics, startMetricsListener } = await import("../lib/server/observability/metrics-endpoint");

async function main(): Promise<void> {
  const port = env().PORT;
  // The process's logger is made here, before Next loads its own copy of the module (instrumentation.ts logs
  // too): that copy finds this one on globalThis and writes through the same stream and format.
  logger();
  const app = next({ dev: true, dir: process.cwd(), port });
  const handleWithNext = app.getRequestHandler();
  await app.prepare();
  // Read on each refused request, so routes added while developing are known.
  const apiRoutes = () => readRouteShapes(path.join(process.cwd(), "app", "api", "v1"));
  const webRoutes = () => readWebRoutes(path.join(process.cwd(), "app"));
  const routeOf = createRouteLabeler({ apiRoutes, webRoutes, fixed: [MCP_PATH], appDir: path.join(process.cwd(), "app") });
  const server = http.createServer((req, res) => {
    if (isMetricsRequest(req.url)) return void serveMetrics(req, res, { onAppPort: true });
    // Next's own files and HMR requests are not worth a line each while developing.
    if (req.url?.startsWith("/_next/")) return void handleWithNext(req, res);
    observeRequest(req, res, routeOf, () => {
      const isApi = isApiRequest(req.url) || isUnderPrefix(req.url, MCP_PATH);
      if (isFetchForbiddenMethod(req.method)) void refuseFetchForbiddenMethod(req, res, apiRoutes);
      // Web routes read per request, as the API's are above (lib/server/web-request-guard.ts).
      else if (!isApi && guardWebRequest(req, res, webRoutes)) return;
      else void handleWithNext(req, res);
    });
  });
  server.on("connect", refuseConnectMethod);
  const upgrade = app.getUpgradeHandler();
  // The upgraded sockets are the open tabs' HMR sockets: they never end on their own, so a stop closes them
  // (as `next dev` does; a tab reconnects to the next start and reloads once).
  const upgraded = new Set<Duplex>();
  server.on("upgrade", (req, socket, head) => {
    upgraded.add(socket);
    socket.once("close", () => upgraded.delete(socket));
    void upgrade(req, socket, head);
  });
  server.listen(port, () => logger().info({ port }, `development server on http://localhost:${port}`));
  startMetricsListener();
  installGracefulShutdown({
    drainRequests: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        for (const socket of upgraded) socket.destroy();
      }),
    // Next's own clean-up (issue 27): Turbopack writes its development cache and releases .next/dev/lock.
    closeApp: () => app.close(),
  });
}

await main();
