// A real HTTP server for the OAuth tests, routed as the production server routes it: the MCP endpoint
// through the API front, the well-known documents to the handlers next.config.ts rewrites them to, and the
// registration and token endpoints to their route handlers. APP_URL is set to its origin, so the issuer and
// every advertised address point at it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as authorizationServer from "@/app/api/oauth/authorization-server/route";
import * as protectedResource from "@/app/api/oauth/protected-resource/[[...resource]]/route";
import * as register from "@/app/api/oauth/register/route";
import * as token from "@/app/api/oauth/token/route";
import { wellKnownTarget } from "@/lib/api/oauth/well-known";
import { resetEnv } from "@/lib/env";
import { MCP_PATH } from "@/lib/mcp/handle-mcp-request";
import { createApiFront } from "@/lib/server/api-front/api-front";
import { sendWebResponse, toWebRequest } from "@/lib/server/api-front/node-bridge";
import { loadApiRoutes, MCP_HANDLERS_DIR } from "@/lib/server/api-front/route-table";

type Handler = (req: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response> | Response;

function handlerFor(pathname: string, method: string): { handler: Handler; params: Record<string, unknown> } | null {
  const target = wellKnownTarget(pathname);
  const modules: Record<string, Record<string, unknown>> = {
    "/api/oauth/authorization-server": authorizationServer,
    "/api/oauth/register": register,
    "/api/oauth/token": token,
  };
  if (target === "/api/oauth/protected-resource" || target.startsWith("/api/oauth/protected-resource/")) {
    const rest = target.slice("/api/oauth/protected-resource".length).split("/").filter(Boolean);
    const handler = (protectedResource as Record<string, unknown>)[method] as Handler | undefined;
    return handler ? { handler, params: rest.length ? { resource: rest } : {} } : null;
  }
  const handler = modules[target]?.[method] as Handler | undefined;
  return handler ? { handler, params: {} } : null;
}

export async function startOAuthTestServer() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.APP_URL = origin;
  resetEnv();
  const mcpFront = createApiFront({ routes: await loadApiRoutes(MCP_HANDLERS_DIR), origin, prefix: MCP_PATH });
  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname === MCP_PATH) return void mcpFront(req, res);
    const found = handlerFor(url.pathname, req.method ?? "GET");
    void (async () => {
      const response = found
        ? await found.handler(toWebRequest(req, origin), { params: Promise.resolve(found.params) })
        : Response.json({ error: "not found" }, { status: 404 });
      await sendWebResponse(req, res, response);
    })();
  });
  return {
    origin,
    mcpUrl: new URL(MCP_PATH, origin),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
