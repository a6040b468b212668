import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportedMethods, readRouteShapes } from "./route-files";
import { API_HANDLERS_DIR, loadApiRoutes, matchApiRoute, openApiPath, type ApiRoute } from "./route-table";

const written: string[] = [];
afterAll(() => written.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A route table written to a temporary folder, as app/api/v1 would hold it. */
function writeRoutes(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "postlane-routes-"));
  written.push(dir);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

const handler = (name: string) => `export async function GET() { return new Response(${JSON.stringify(name)}); }\n`;

async function answerOf(routes: ApiRoute[], pathname: string): Promise<{ body: string; params: Record<string, string> } | undefined> {
  const match = matchApiRoute(routes, pathname);
  if (!match) return undefined;
  const res = await match.route.handlers.GET!(new Request("http://x/"), { params: Promise.resolve(match.params) });
  return { body: await res.text(), params: match.params };
}

describe("API route table", () => {
  it("loads every route file of app/api/v1 with the methods it exports", async () => {
    const routes = await loadApiRoutes(API_HANDLERS_DIR);
    const byPath = Object.fromEntries(routes.map((route) => [openApiPath(route), Object.keys(route.handlers).sort()]));
    expect(byPath["/posts"]).toEqual(["GET", "POST"]);
    expect(byPath["/posts/{id}"]).toEqual(["DELETE", "GET", "PATCH"]);
    expect(byPath["/posts/{id}/publish"]).toEqual(["POST"]);
    expect(byPath["/openapi.json"]).toEqual(["GET"]);
    expect(byPath["/health"]).toEqual(["GET"]);
  });

  it("reads from the files' text the same routes and methods as loading the modules gives (the dev proxy routes from the text)", async () => {
    const loaded = await loadApiRoutes(API_HANDLERS_DIR);
    const read = readRouteShapes(API_HANDLERS_DIR);
    const view = (routes: { segments: unknown; handlers: object }[]) =>
      routes.map((route) => ({ segments: route.segments, methods: Object.keys(route.handlers).sort() }));
    expect(view(read)).toEqual(view(loaded));
    expect(
      exportedMethods(
        "export const { GET, POST: post, PUT } = serve();\nexport async function DELETE() {}\nexport const dynamic = 1;\n// export const PATCH = x",
      ),
    ).toEqual(["GET", "POST", "PUT", "DELETE"]);
  });

  it("matches parameters, decodes them, and prefers a fixed segment to a parameter", async () => {
    const routes = await loadApiRoutes(
      writeRoutes({
        "posts/route.ts": handler("list"),
        "posts/[id]/route.ts": handler("one"),
        "posts/export/route.ts": handler("export"),
        "posts/[id]/publish/route.ts": handler("publish"),
        "_shared/route.ts": handler("private"),
      }),
    );
    expect(await answerOf(routes, "/posts")).toEqual({ body: "list", params: {} });
    expect(await answerOf(routes, "/posts/")).toEqual({ body: "list", params: {} });
    expect(await answerOf(routes, "/posts/export")).toEqual({ body: "export", params: {} });
    expect(await answerOf(routes, "/posts/a%20b")).toEqual({ body: "one", params: { id: "a b" } });
    expect(await answerOf(routes, "/posts/%E0%A4%A")).toEqual({ body: "one", params: { id: "%E0%A4%A" } });
    expect(await answerOf(routes, "/posts/42/publish")).toEqual({ body: "publish", params: { id: "42" } });
    for (const unknown of ["/_shared", "/posts//publish", "/posts/42/publish/now", "/post", "/", "/posts/42//"]) {
      expect(matchApiRoute(routes, unknown), unknown).toBeUndefined();
    }
  });

  it("refuses route segments the API router does not implement, rather than misrouting them", async () => {
    await expect(loadApiRoutes(writeRoutes({ "files/[...path]/route.ts": handler("x") }))).rejects.toThrow(/Unsupported route segment "\[\.\.\.path\]"/);
    await expect(loadApiRoutes(writeRoutes({ "(group)/a/route.ts": handler("x") }))).rejects.toThrow(/Unsupported route segment/);
  });
});
