import { expect, test } from "./checked-request";
import { bearer, makeApiWorld, type ApiWorld } from "./fixture";

const API = "/functions/v1/api";
let world: ApiWorld;

// The admin CLI runs as a child process per setup step: generous time for setup on a busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  world = await makeApiWorld();
});

test("create, list by column, move with a status patch, delete", async ({ request }) => {
  const make = async (data: unknown) => {
    const res = await request.post(`${API}/ideas`, { headers: bearer(world.keys.live), data });
    expect(res.status()).toBe(201);
    return (await res.json()).idea;
  };
  const done = await make({ title: "shipped", status: "done" });
  const first = await make({ title: "first", tags: ["launch"] });
  await make({ title: "second" });
  expect(first).toMatchObject({ status: "unassigned", tags: ["launch"], position: expect.any(Number) });
  const titles = async () =>
    (await (await request.get(`${API}/ideas`, { headers: bearer(world.keys.readOnly) })).json()).ideas.map((i: { title: string }) => i.title);
  expect(await titles()).toEqual(["first", "second", "shipped"]);

  const moved = await request.patch(`${API}/ideas/${first.id}`, { headers: bearer(world.keys.live), data: { status: "in_progress" } });
  expect((await moved.json()).idea.status).toBe("in_progress");
  expect(await titles()).toEqual(["second", "first", "shipped"]);

  expect(await (await request.delete(`${API}/ideas/${done.id}`, { headers: bearer(world.keys.live) })).json()).toEqual({ id: done.id, deleted: true });
  expect((await request.delete(`${API}/ideas/${done.id}`, { headers: bearer(world.keys.live) })).status()).toBe(404);
});

test("error table", async ({ request }) => {
  const cases: [string, string, unknown, number, string][] = [
    ["POST", "/ideas", { status: "someday" }, 400, "status: must be one of unassigned, todo, in_progress, done"],
    ["POST", "/ideas", { title: "x", color: "red" }, 400, "unknown field: color"],
    ["PATCH", "/ideas/123", { title: "x" }, 404, "Idea not found"],
    ["DELETE", "/ideas/00000000-0000-4000-8000-000000000000", undefined, 404, "Idea not found"],
    ["POST", "/ideas", { title: "x" }, 403, "This API key lacks the ideas:write scope"],
  ];
  for (const [method, path, data, status, error] of cases) {
    const key = status === 403 ? world.keys.readOnly : world.keys.live;
    const res = await request.fetch(`${API}${path}`, { method, headers: bearer(key), data });
    expect(res.status(), `${method} ${path}`).toBe(status);
    expect(await res.json()).toEqual({ error, code: status === 403 ? "insufficient_scope" : status === 404 ? "not_found" : "validation_failed" });
  }
});
