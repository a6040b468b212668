// The link editor's reads, GET /api/links/{id} and GET /api/links/{id}/analytics, and the slug check GET
// /api/links/check-slug, in-process with a session from a real sign-in: what a member gets, and the refusals
// with the one error model's statuses (another workspace's page is a 404, as a page that does not exist).
import "@/test/use-database";
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { addLinkBlock } from "@/lib/services/links/add-link-block";
import { createLinkPage } from "@/lib/services/links/create-link-page";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { GET as checkSlugRoute } from "../check-slug/route";
import { GET as analyticsRoute } from "./analytics/route";
import { GET as pageRoute } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;
let outsiderCookie: string;
let pageId: string;
const slug = `ada-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  world = await makeWorkspace(["viewer"]);
  cookie = await signInCookie(world.members.viewer!.email, world.members.viewer!.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
  const owner = { kind: "user" as const, userId: world.owner.id };
  const page = await createLinkPage({ workspaceId: world.workspaceId, actor: owner, input: { slug, title: "Ada" } });
  pageId = page.id;
  await addLinkBlock({
    workspaceId: world.workspaceId,
    actor: owner,
    input: { pageId, block: { type: "link", label: "Shop", url: "https://example.com/shop" } },
  });
});

type Route = (req: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function get(route: Route, path: string, query: Record<string, string> = {}, as: string | null = cookie, id = pageId) {
  const params = new URLSearchParams({ workspace: world.workspaceId, ...query });
  const res = await route(new Request(`http://localhost${path}?${params}`, { headers: as ? { cookie: as } : {} }), { params: Promise.resolve({ id }) });
  return { status: res.status, body: await res.json() };
}

describe("GET /api/links/{id}", () => {
  it("answers the page as stored, with its blocks", async () => {
    const res = await get(pageRoute, `/api/links/${pageId}`);
    expect(res.status).toBe(200);
    expect(res.body.link).toMatchObject({ id: pageId, slug, title: "Ada", status: "draft", blocks: [{ type: "link", label: "Shop" }] });
  });

  it("answers 404 for a page of another workspace, or an id that is not one", async () => {
    const other = await makeWorkspace();
    const theirs = await createLinkPage({
      workspaceId: other.workspaceId,
      actor: { kind: "user", userId: other.owner.id },
      input: { slug: `${slug}-b`, title: "B" },
    });
    expect(await get(pageRoute, `/api/links/${theirs.id}`, {}, cookie, theirs.id)).toEqual({
      status: 404,
      body: { error: "Link page not found", code: "not_found" },
    });
    expect((await get(pageRoute, "/api/links/x", {}, cookie, "x")).status).toBe(404);
  });
});

describe("GET /api/links/{id}/analytics", () => {
  it("answers the period's totals and days (30 days unless asked)", async () => {
    const res = await get(analyticsRoute, `/api/links/${pageId}/analytics`, { period: "7d" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ period: "7d", totals: { views: 0, clicks: 0, clickThroughRate: null } });
    expect((await get(analyticsRoute, `/api/links/${pageId}/analytics`)).body.period).toBe("30d");
  });

  it("answers 400 naming the parameter for an unknown period", async () => {
    const res = await get(analyticsRoute, `/api/links/${pageId}/analytics`, { period: "1y" });
    expect(res).toEqual({ status: 400, body: { error: expect.stringContaining("period: must be one of"), code: "validation_failed" } });
  });
});

describe("GET /api/links/check-slug", () => {
  it("answers whether a slug is free", async () => {
    const res = await get(checkSlugRoute as unknown as Route, "/api/links/check-slug", { slug });
    expect(res).toEqual({ status: 200, body: expect.objectContaining({ available: false }) });
  });
});

const refusals: [string, Route, () => string, string][] = [
  ["page", pageRoute, () => `/api/links/${pageId}`, "Sign in to see link pages"],
  ["analytics", analyticsRoute, () => `/api/links/${pageId}/analytics`, "Sign in to see link analytics"],
  ["check-slug", checkSlugRoute as unknown as Route, () => "/api/links/check-slug", "Sign in to check a slug"],
];
describe.each(refusals)("the %s route's refusals", (_name, route, path, signIn) => {
  it("answers 401 signed out, 404 for a workspace the person is not in", async () => {
    expect(await get(route, path(), { slug: "free-one" }, null)).toEqual({ status: 401, body: { error: signIn, code: "unauthorized" } });
    expect((await get(route, path(), { slug: "free-one" }, outsiderCookie)).status).toBe(404);
  });
});
