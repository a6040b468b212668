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
    expect(await ideas(null)).toEqual({ status: 401, body: { error: "Sign in to see ideas" } });
    expect((await ideas(outsiderCookie)).status).toBe(404);
    expect(await ideas(cookie, "x")).toEqual({ status: 404, body: { error: "Workspace not found" } });
  });
});
