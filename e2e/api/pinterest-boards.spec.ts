import { expect, test } from "./checked-request";
import { addSandboxAccount, bearer, makeApiWorld, type ApiWorld } from "./fixture";

const API = "/functions/v1/api";
let world: ApiWorld;
let pinterestId: string;

// GET /accounts/{id}/boards and a Pin through the public API, with a sandbox Pinterest account (no network).
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  world = await makeApiWorld();
  pinterestId = await addSandboxAccount(world.workspaceId, "pinterest", "e2e.pins");
});

test("boards of a Pinterest account; the error table of the endpoint", async ({ request }) => {
  const res = await request.get(`${API}/accounts/${pinterestId}/boards`, { headers: bearer(world.keys.live) });
  expect(res.status()).toBe(200);
  const { boards } = await res.json();
  expect(boards).toEqual([
    { id: expect.stringMatching(/^\d+$/), name: "Sandbox board", privacy: "PUBLIC", pinCount: 0 },
    { id: expect.stringMatching(/^\d+$/), name: "Sandbox protected board", privacy: "PROTECTED", pinCount: 0 },
  ]);
  const cases: [string, string, number][] = [
    [world.accounts.bluesky, world.keys.live, 400],
    ["00000000-0000-4000-8000-000000000000", world.keys.live, 404],
    ["not-an-id", world.keys.live, 404],
    [pinterestId, world.keys.readOnly, 403],
    [pinterestId, "pl_live_nope", 401],
  ];
  for (const [id, key, status] of cases) {
    const answer = await request.get(`${API}/accounts/${id}/boards`, { headers: bearer(key) });
    expect(answer.status(), `${id} with ${key.slice(0, 12)}`).toBe(status);
    expect(Object.keys(await answer.json())).toEqual(["error", "code"]);
  }
});

test("a Pin needs a board: 400 without, published with one", async ({ request }) => {
  const { boards } = await (await request.get(`${API}/accounts/${pinterestId}/boards`, { headers: bearer(world.keys.live) })).json();
  const body = (platformOptions: unknown) => ({
    accountMappings: [{ platform: "pinterest", accountId: pinterestId }],
    caption: "Five-minute ramen bowls",
    mediaUrls: ["https://cdn.example.test/bowl.jpg"],
    mediaType: "image",
    status: "published",
    platformOptions,
  });
  const missing = await request.post(`${API}/posts`, { headers: bearer(world.keys.live), data: body(undefined) });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).error).toContain("platformOptions.pinterest.boardId: required");

  const created = await request.post(`${API}/posts`, {
    headers: bearer(world.keys.live),
    data: body({ pinterest: { boardId: boards[0].id, title: "Ramen" }, sandbox: { latencyMs: 0 } }),
  });
  expect(created.status()).toBe(201);
  const [id] = (await created.json()).postIds;
  await expect
    .poll(async () => (await (await request.get(`${API}/posts/${id}`, { headers: bearer(world.keys.live) })).json()).post.status, { timeout: 30_000 })
    .toBe("published");
});
