import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { API_PREFIX } from "@/lib/server/api-front/api-resolve";
import { config, proxy } from "@/proxy";

// Under `npm run dev` Next routes the API itself: without the proxy an unknown API path was Next's HTML 404
// page and a method the route does not export an empty 405. The proxy gives the production front's answers.
// (Checked by hand with a real `npm run dev` too: README, "API errors under npm run dev".)
const call = (method: string, path: string) => proxy(new NextRequest(`http://localhost${API_PREFIX}${path}`, { method }));

describe("the development proxy for the public API", () => {
  it("answers an unknown path with the front's JSON 404", async () => {
    const res = call("GET", "/nowhere/at/all");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No API endpoint at /functions/v1/api/nowhere/at/all", code: "not_found" });
  });

  it("answers a method the route does not export with the front's JSON 405 and Allow", async () => {
    const res = call("PUT", "/posts/123");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, PATCH, DELETE, OPTIONS");
    expect(await res.json()).toEqual({
      error: "Method PUT is not allowed on /functions/v1/api/posts/123; allowed: GET, HEAD, PATCH, DELETE, OPTIONS",
      code: "method_not_allowed",
    });
  });

  it("lets known routes and methods through to their handler (HEAD as GET)", () => {
    for (const [method, path] of [
      ["GET", "/posts"],
      ["POST", "/posts/1/publish"],
      ["HEAD", "/health"],
    ]) {
      expect(call(method, path).headers.get("x-middleware-next"), `${method} ${path}`).toBe("1");
    }
  });

  it("leaves other paths to Next with their security headers, and never runs for Next's own files or uploads", () => {
    const page = proxy(new NextRequest("http://localhost/sign-in"));
    expect(page.headers.get("x-middleware-next")).toBe("1");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const api = call("GET", "/posts");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(config.matcher.map((m) => m.source)).toEqual(["/((?!_next/|favicon.ico|media/upload/).*)"]);
  });
});
