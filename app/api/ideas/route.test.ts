// GET /api/ideas in-process, with a session from a real sign-in: the board's cards in the order of GET /ideas for
// a member (a viewer too: it only reads); the refusals with the one error model's statuses.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { GET } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;
let outsiderCookie: string;

beforeAll(async () => {
  world = await makeWorkspace(["viewer"]);
  cookie = await signInCookie(world.members.viewer!.email, world.members.viewer!.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
  const owner = { kind: "user" as const, userId: world.owner.id };
  for (const [title, status] of [
    ["Second todo", "todo"],
    ["Loose thought", "unassigned"],
    ["Third todo", "todo"],
  ] as const) {
    await createIdea({ workspaceId: world.workspaceId, actor: owner, input: { title, status } });
  }
});

async function ideas(as: string | null = cookie, workspace = world.workspaceId) {
  const res = await GET(new Request(`http://localhost/api/ideas?workspace=${workspace}`, { headers: as ? { cookie: as } : {} }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, body: await res.json() };
}

describe("GET /api/ideas", () => {
  it("answers the board's cards, column by column in their order", async () => {
    const res = await ideas();
    expect(res.status).toBe(200);
    expect(res.body.ideas.map((i: { title: string; status: string }) => [i.status, i.title])).toEqual([
      ["unassigned", "Loose thought"],
      ["todo", "Second todo"],
      ["todo", "Third todo"],
    ]);
  });

  it("answers 401 signed out, 404 for a workspace the person is not in or a malformed one", async () => {
    expect(await ideas(null)).toEqual({ status: 401, body: { error: "Sign in to see ideas", code: "unauthorized" } });
    expect((await ideas(outsiderCookie)).status).toBe(404);
    expect(await ideas(cookie, "x")).toEqual({ status: 404, body: { error: "Workspace not found", code: "not_found" } });
  });
});

describe("GET /api/ideas, a page per column", () => {
  it("sends each column's first page and how many it holds beyond it, and more when a column asks", async () => {
    const owner = { kind: "user" as const, userId: world.owner.id };
    for (let i = 0; i < 45; i++) await createIdea({ workspaceId: world.workspaceId, actor: owner, input: { title: `Done ${i}`, status: "done" } });
    const count = (body: { ideas: { status: string }[] }, status: string) => body.ideas.filter((i) => i.status === status).length;

    const first = await ideas();
    expect(count(first.body, "done")).toBe(40);
    expect(count(first.body, "todo")).toBe(2);
    expect(first.body.unloaded).toEqual({ unassigned: 0, todo: 0, in_progress: 0, done: 5 });

    const res = await GET(new Request(`http://localhost/api/ideas?workspace=${world.workspaceId}&done=80`, { headers: { cookie } }), {
      params: Promise.resolve({}),
    });
    const more = (await res.json()) as { ideas: { status: string; title: string }[]; unloaded: Record<string, number> };
    expect(count(more, "done")).toBe(45);
    expect(more.unloaded.done).toBe(0);
    expect(more.ideas.filter((i) => i.status === "done").map((i) => i.title)).toEqual(Array.from({ length: 45 }, (_, i) => `Done ${i}`));
  });

  it("answers 400 naming the column for a limit that is not a whole number from 1", async () => {
    const res = await GET(new Request(`http://localhost/api/ideas?workspace=${world.workspaceId}&todo=0`, { headers: { cookie } }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "todo: must be from 1 to 2000", code: "validation_failed" });
  });
});
