// The development server behind `npm run dev` (scripts/serve.ts starts it): Next in development mode, with hot
// reload (its upgrade handler serves the HMR socket), inside a node:http server of ours, as in production
// (scripts/production-server.ts). Everything goes to Next, where proxy.ts gives the API the production front's
// answers, except requests whose method Next cannot represent (TRACE …: lib/server/fetch-forbidden-methods.ts),
// which this server answers itself, so development and production answer them alike.
export {}; // an ES module (for the top-level awaits below)
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
  server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  server.listen(port, () => console.log(`[postlane] development server on http://localhost:${port}`));
  installGracefulShutdown({
    drainRequests: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

await main();
