// GET /api/posts/link-preview in-process, with a session from a real sign-in: a real page's card from a local
// server (allowed as an operator allows an internal host), no card for a page without one, and the refusals.
import "@/test/use-database";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeWorkspace } from "@/test/factories";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { signInCookie } from "@/test/support/sign-in";
import { GET } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;
let outsiderCookie: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  world = await makeWorkspace();
  cookie = await signInCookie(world.owner.email, world.owner.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
  server = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(
      req.url === "/launch"
        ? `<head><meta property="og:title" content="Launch notes"><meta property="og:description" content="All of it."></head>`
        : "<p>no card</p>",
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  allowMediaHost(origin);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function preview(url: string | null, { as = cookie as string | null, workspaceId = world.workspaceId } = {}) {
  const query = new URLSearchParams({ workspace: workspaceId, ...(url === null ? {} : { url }) });
  const res = await GET(new Request(`http://localhost/api/posts/link-preview?${query}`, { headers: as ? { cookie: as } : {} }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, body: await res.json() };
}

describe("GET /api/posts/link-preview", () => {
  it("answers the page's card, or no card when the page has none", async () => {
    expect(await preview(`${origin}/launch`)).toEqual({
      status: 200,
      body: { preview: { url: `${origin}/launch`, title: "Launch notes", description: "All of it.", imageUrl: null } },
    });
    expect(await preview(`${origin}/plain`)).toEqual({ status: 200, body: { preview: null } });
  });

  it.each([
    ["no url", null, "url:"],
    ["a url that is not a web address", "ftp://example.com/file", "url: must be an http or https URL"],
  ])("answers 400 naming the field for %s", async (_case, url, message) => {
    const res = await preview(url);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it("answers 401 signed out, 404 for a workspace the person is not in", async () => {
    expect(await preview(`${origin}/launch`, { as: null })).toEqual({ status: 401, body: { error: "Sign in to preview a link", code: "unauthorized" } });
    expect(await preview(`${origin}/launch`, { as: outsiderCookie })).toEqual({
      status: 404,
      body: { error: expect.stringMatching(/not found$/), code: "not_found" },
    });
  });
});
