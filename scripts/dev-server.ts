// The development server behind `npm run dev` (scripts/serve.ts starts it): Next in development mode, with hot
// reload (its upgrade handler serves the HMR socket), inside a node:http server of ours, as in production
// (scripts/production-server.ts). Everything goes to Next, where proxy.ts gives the API the production front's
// answers, except requests whose method Next cannot represent (TRACE …: lib/server/fetch-forbidden-methods.ts),
// which this server answers itself, so development and production answer them alike.
//
// Issue 27 (the sign-up page under `npm run dev` reloading itself, "Create account" never reaching the board),
// what was measured on Next 16.4.6 (scripts/dev-smoke/run.ts watches the page's reloads and HMR socket):
// - The reload order is Next's own HMR hash check (PR vercel/next.js#97966): the HTML carries the server's
//   client HMR version at render time (`__nextHmrInitialVersion`), the page subscribes to its chunk lists with
//   it, and the server answers `reloadPage: "HMR hash mismatch"` if the version moved in between. It moves on
//   every Turbopack client update, and under `next dev` Turbopack sends the open page client updates
//   ("[Fast Refresh] rebuilding") whenever another route is compiled for the first time, with no file changed
//   (watched with inotify: nothing outside .next/dev was written). So the first minute of a fresh start, when
//   every route a newcomer meets compiles on demand, is when a page can be told to reload.
// - No file written under the project during a sign-up feeds Turbopack's watcher (inotify, data folder in
//   /tmp: only .next/dev changed); the dev smoke test keeps its databases inside .data/, as a newcomer does.
// - What made "Create account" land back on sign-in every time on a busy machine was next-auth, not HMR: the
//   page's first session fetches take seconds while Next compiles /api/auth, each sets a different CSRF
//   cookie, and next-auth answers the mismatched sign-in with a 200 that its signIn() takes for success.
//   components/auth/sign-in-with-password.ts retries that once.
// The self-sustaining loop itself (160 reloads in 35 s) did not reproduce here in about 20 starts on the same
// .next (0 reload orders, 0 Turbopack restarts); the smoke test fails on more than one reload, so it would.
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

async function main(): Promise<void> {
  const port = env().PORT;
  const app = next({ dev: true, dir: process.cwd(), port });
  const handleWithNext = app.getRequestHandler();
  await app.prepare();
  // Read on each refused request, so routes added while developing are known.
  const apiRoutes = () => readRouteShapes(path.join(process.cwd(), "app", "api", "v1"));
  const server = http.createServer((req, res) => {
    const isApi = isApiRequest(req.url) || isUnderPrefix(req.url, MCP_PATH);
    if (isFetchForbiddenMethod(req.method)) void refuseFetchForbiddenMethod(req, res, apiRoutes);
    // Web routes read per request, as the API's are above (lib/server/web-request-guard.ts).
    else if (!isApi && guardWebRequest(req, res, () => readWebRoutes(path.join(process.cwd(), "app")))) return;
    else void handleWithNext(req, res);
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
  server.listen(port, () => console.log(`[postlane] development server on http://localhost:${port}`));
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
