// The development server behind `npm run dev` (scripts/serve.ts starts it): Next in development mode, with hot
// reload (its upgrade handler serves the HMR socket), inside a node:http server of ours, as in production
// (scripts/production-server.ts). Everything goes to Next, where proxy.ts gives the API the production front's
// answers, except requests whose method Next cannot represent (TRACE …: lib/server/fetch-forbidden-methods.ts),
// which this server answers itself, so development and production answer them alike.
//
// Issue 27 (the sign-up page under `npm run dev` reloading itself, "Create account" never reaching the board).
// The reload order (Next 16.4.6, node_modules/next/dist/server/dev/hot-reloader-turbopack.js): the HTML carries
// the client HMR version of the moment it was rendered (`__nextHmrInitialVersion`, vercel/next.js#97966); the
// page subscribes to its chunk lists with it, and the server answers `reloadPage: "HMR hash mismatch"` when the
// version moved in between. The version moves once per Turbopack update that changes client output
// (markClientHmrChange): a chunk update sent to any open tab, a change seen by the server's own per-page
// subscription, a server component change. So anything that changes client output while a page loads reloads
// it, and if it goes on, the page loops.
// Cause found: the stylesheet. Tailwind v4's automatic source detection scanned every file of the project that
// git does not ignore and has a text extension it reads (.ts, .tsx, .md, .json, .html, .txt …; not .log) and
// made each one, and each scanned directory, a dependency of app/globals.css. A file written continuously
// inside the project (a person's own browser script logging or saving pages into the clone, as the reporter
// drove Chromium with one) rebuilt the CSS for as long as it was written; each rebuild whose output changed
// moved the version. Fix: app/globals.css tells Tailwind where class names are (`source(none)`, `@source` app/
// and components/), so writes anywhere else rebuild nothing. Production CSS: 691 classes before, 683 after,
// the 8 gone being English words read from prose (container, grow, inline, lowercase, m-1, order-1, static, w-1).
// Measured on this 2-core machine shared by other jobs (load average 20-34), scripts/dev-smoke with its project
// writer (scripts/dev-smoke/project-writer.ts: a line naming a new class every 200 ms in a file outside app/
// and components/), same .next, ports 4010/4011:
//   - before the fix: 0 of 2 runs passed: run 1 had "✓ Compiled in 13.5s" and "in 15.1s" (CSS rebuilds from the
//     writer) during the sign-up and reached no board in 30 s; run 2 got 2 "HMR hash mismatch" reload orders,
//     loaded 4 documents and was reloading when read ("Create one" never clickable in 30 s);
//     again with the 120 s budget at load 6-8: 0 of 2 passed, 2 reloads each, 8 and 4 "HMR hash mismatch"
//     orders, 583 and 550 "✓ Compiled in" lines in the dev log (the CSS rebuilt about twice a second, as the
//     reporter's log "filled with ✓ Compiled in"); a sign-in lost to a reload (401), a sign-up never on the board;
//   - after the fix, same .next: 10 of 10 runs passed in a row (39 min 41 s, load average 5-34; with
//     DEV_SMOKE_BOARD_SECONDS=120, as 4 runs took 30-82 s to the board under load 20-34, the others 6.6-29.7 s):
//     0 reloads, 0 reload orders, 0 console errors, 310-2041 writes each, and "✓ Compiled in" only twice per
//     run, for the page edit of the hot-reload check and its undo; the first 3 runs with the 30 s budget failed
//     on it alone (board page compile), with 0 reloads and 0 "Compiled in" lines during the sign-up.
// In scratch runs (a tab on /sign-up for 30 s, writes every 200 ms): a .log in the project root or in scripts/
// triggered nothing (Tailwind does not read .log, and files created in the root after the start are not
// watched); a .md in docs/ naming new classes gave 2 "HMR hash mismatch" orders and 1 reload. Under that load
// Turbopack rebuilt the CSS every 10-15 s, so the reporter's three reloads a second (a machine rebuilding as
// fast as the writes came) was not seen as such; the "restart" the reporter saw before the orders fits a chunk
// list that changed between the page's render and its subscription.
// Also fixed on the way (an earlier session): this server stops as `next dev` does. On Ctrl+C an open tab's HMR
// socket kept server.close() waiting its whole 10 s, then process.exit() ended Turbopack wherever it was, and
// Ctrl+C reached Turbopack's Node.js workers at once: a compilation in that window failed ("Node.js subprocess
// crashed while evaluating loaders [postcss]") and Turbopack kept the failure in its development cache, so the
// next start answered `GET / 500` for app/globals.css. So scripts/serve.ts runs this server in its own process
// group and forwards the signal to it alone, and this server closes the HMR sockets and runs Next's clean-up
// (app.close(): Turbopack writes its cache, releases .next/dev/lock) before exiting.
// - What made "Create account" land back on sign-in on a busy machine was next-auth, not HMR: the page's first
//   session fetches take seconds while Next compiles /api/auth, each sets a different CSRF cookie, and
//   next-auth answers the mismatched sign-in with a 200 that its signIn() takes for success.
//   components/auth/sign-in-with-password.ts retries that once.
export {}; // an ES module (for the top-level awaits below)
import type { Duplex } from "node:stream";
const { default: http } = await import("node:http");
const { keepServingWithoutOutput } = await import("../lib/server/observability/lost-output");
// A reader of stdout or stderr that went away must not stop (or spin) the server: lost-output.ts says why.
keepServingWithoutOutput();
const { default: path } = await import("node:path");
// On a stop, Next's clean-up (app.close() below) waits for Turbopack to shut down, which writes what it compiled
// to its development cache (.next/dev/cache) first; without this it only signals Turbopack and returns, so a
// session spent using the app, with no idle moment for Turbopack to write its cache, kept none of it and the
// next `npm run dev` compiled every page again (Next 16.4.6, hot-reloader-turbopack.js: project.shutdown()
// instead of project.onExit(); `next dev` itself reads the same variable).
process.env.__NEXT_DEV_WAIT_FOR_TURBOPACK_SHUTDOWN ??= "1";
const { default: next } = await import("next");
const { env } = await import("../lib/env");
const { installGracefulShutdown } = await import("../lib/server/graceful-shutdown");
const { isFetchForbiddenMethod, refuseConnectMethod, refuseFetchForbiddenMethod } = await import("../lib/server/fetch-forbidden-methods");
const { readRouteShapes } = await import("../lib/server/api-front/route-files");
const { isApiRequest, isUnderPrefix } = await import("../lib/server/api-front/api-front");
const { MCP_PATH } = await import("../lib/mcp/handle-mcp-request");
const { guardWebRequest } = await import("../lib/server/web-request-guard");
const { withInvitePageStatus } = await import("../lib/server/invite-page-status");
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
      else void withInvitePageStatus(req, res, () => handleWithNext(req, res));
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
