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
const { isFetchForbiddenMethod, refuseFetchForbiddenMethod } = await import("../lib/server/fetch-forbidden-methods");
const { readRouteShapes } = await import("../lib/server/api-front/route-files");

async function main(): Promise<void> {
  const port = env().PORT;
  const app = next({ dev: true, dir: process.cwd(), port });
  const handleWithNext = app.getRequestHandler();
  await app.prepare();
  // Read on each refused request, so routes added while developing are known.
  const apiRoutes = () => readRouteShapes(path.join(process.cwd(), "app", "api", "v1"));
  const server = http.createServer((req, res) => {
    if (isFetchForbiddenMethod(req.method)) void refuseFetchForbiddenMethod(req, res, apiRoutes);
    else void handleWithNext(req, res);
  });
  const upgrade = app.getUpgradeHandler();
  server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  server.listen(port, () => console.log(`[postlane] development server on http://localhost:${port}`));
  installGracefulShutdown({
    drainRequests: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

await main();
