// GET /api/posts in-process, with a session from a real sign-in: the posts page's rows for a member (both
// modes, with their account), a calendar range, and the refusals in the one error model.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { GET } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;
let outsiderCookie: string;
const scheduledAt = new Date("2031-03-12T09:30:00.000Z");

beforeAll(async () => {
  world = await makeWorkspace(["viewer"]);
  cookie = await signInCookie(world.members.viewer!.email, world.members.viewer!.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
  await db.post.create({ data: { workspaceId: world.workspaceId, platforms: ["bluesky"], caption: "a draft", status: "draft" } });
  await db.post.create({ data: { workspaceId: world.workspaceId, platforms: ["bluesky"], caption: "spring", status: "scheduled", scheduledAt, mode: "test" } });
});

async function list(query: Record<string, string>, as: string | null = cookie) {
  const params = new URLSearchParams({ workspace: world.workspaceId, ...query });
  const res = await GET(new Request(`http://localhost/api/posts?${params}`, { headers: as ? { cookie: as } : {} }), { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

describe("GET /api/posts", () => {
  it("lists a member's workspace posts newest first, both modes, instants as ISO strings", async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.posts.map((p: { caption: string }) => p.caption)).toEqual(["spring", "a draft"]);
    expect(body.posts[0]).toMatchObject({ mode: "test", status: "scheduled", scheduledAt: scheduledAt.toISOString(), calendarAt: scheduledAt.toISOString() });
  });

  it("filters by status and by a calendar range", async () => {
    expect((await list({ status: "draft" })).body.posts.map((p: { caption: string }) => p.caption)).toEqual(["a draft"]);
    const march = await list({ from: "2031-03-01T00:00:00.000Z", to: "2031-04-01T00:00:00.000Z" });
    expect(march.body.posts.map((p: { caption: string }) => p.caption)).toEqual(["spring"]);
    const april = await list({ from: "2031-04-01T00:00:00.000Z", to: "2031-05-01T00:00:00.000Z" });
    expect(april.body.posts).toEqual([]);
  });

  it("refuses what it cannot answer, naming the problem", async () => {
    expect(await list({ status: "sent" })).toMatchObject({ status: 400, body: { error: expect.stringContaining("status: must be one of") } });
    expect(await list({ from: "2031-03-01T00:00:00.000Z" })).toMatchObject({ status: 400, body: { error: "from and to: give both, or neither" } });
    expect((await list({ from: "2031-03-01T00:00:00.000Z", to: "2031-06-01T00:00:00.000Z" })).status).toBe(400);
    expect(await list({}, null)).toMatchObject({ status: 401, body: { error: "Sign in to see posts" } });
    expect((await list({}, outsiderCookie)).status).toBe(404);
    const malformed = await GET(new Request("http://localhost/api/posts?workspace=nope", { headers: { cookie } }), { params: Promise.resolve({}) });
    expect(malformed.status).toBe(404);
  });
});
