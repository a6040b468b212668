import { expect, test } from "./checked-request";
import { bearer, makeApiWorld, revokeKey, type ApiWorld } from "./fixture";

const API = "/functions/v1/api";
let world: ApiWorld;

// The admin CLI runs as a child process per setup step: generous time for setup on a busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  world = await makeApiWorld();
});

test("accounts list the sandbox accounts with the contract's fields and no secrets", async ({ request }) => {
  const res = await request.get(`${API}/accounts`, { headers: bearer(world.keys.live) });
  expect(res.status()).toBe(200);
  const { accounts } = await res.json();
  expect(accounts.map((a: { id: string }) => a.id).sort()).toEqual([world.accounts.bluesky, world.accounts.mastodon].sort());
  expect(Object.keys(accounts[0]).sort()).toEqual([
    "connected_at",
    "id",
    "is_connected",
    "platform",
    "platform_account_id",
    "platform_username",
    "profile_image_url",
    "requires_reauth",
  ]);
  expect(JSON.stringify(accounts)).not.toMatch(/token|secret|enc/i);
  expect((await request.get(`${API}/accounts`, { headers: bearer(world.keys.readOnly) })).status()).toBe(403);
});

test("workspaces: any valid key, exactly one active", async ({ request }) => {
  const res = await request.get(`${API}/workspaces`, { headers: bearer(world.keys.readOnly) });
  expect(res.status()).toBe(200);
  const { workspaces } = await res.json();
  expect(workspaces.filter((w: { active: boolean }) => w.active)).toEqual([
    { id: world.workspaceId, name: expect.any(String), isPersonal: true, role: "owner", active: true },
  ]);
});

test("authorization matrix: no key, malformed, bad checksum, revoked, viewer write", async ({ request }) => {
  const endpoints: [string, string, unknown?][] = [
    ["GET", "/accounts"],
    ["GET", "/workspaces"],
    ["GET", "/ideas"],
    ["POST", "/ideas", {}],
    ["PATCH", "/ideas/00000000-0000-4000-8000-000000000000", {}],
    ["DELETE", "/ideas/00000000-0000-4000-8000-000000000000"],
    ["GET", "/posts"],
    ["POST", "/posts", { accountMappings: [{ platform: "bluesky" }] }],
    ["GET", "/posts/00000000-0000-4000-8000-000000000000"],
    ["PATCH", "/posts/00000000-0000-4000-8000-000000000000", {}],
    ["DELETE", "/posts/00000000-0000-4000-8000-000000000000"],
    ["POST", "/posts/00000000-0000-4000-8000-000000000000/publish"],
  ];
  // Used (and so cached by the app) before the admin CLI revokes it from outside the app: still refused at once.
  for (let i = 0; i < 3; i++) expect((await request.get(`${API}/posts`, { headers: bearer(world.spareKey.key) })).status()).toBe(200);
  await revokeKey(world.spareKey.id);
  const badChecksum = `pl_live_${"a".repeat(32)}AAAAAA`;
  for (const [method, path, data] of endpoints) {
    for (const headers of [{}, bearer("pl_live_short"), bearer(badChecksum), bearer(world.spareKey.key)]) {
      const res = await request.fetch(`${API}${path}`, { method, headers, data });
      expect(res.status(), `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(res.headers()["www-authenticate"]).toMatch(/^Bearer/);
      expect(Object.keys(await res.json())).toEqual(["error", "code"]);
    }
    const viewer = await request.fetch(`${API}${path}`, { method, headers: bearer(world.keys.viewer), data });
    expect(viewer.status(), `viewer ${method} ${path}`).toBe(method === "GET" ? (path.includes("0000") ? 404 : 200) : 403);
  }
});

test("OpenAPI document and the offline reference page", async ({ request, page }) => {
  const doc = await (await request.get(`${API}/openapi.json`)).json();
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(["/posts", "/posts/{id}", "/posts/{id}/publish", "/ideas", "/ideas/{id}", "/accounts", "/workspaces"]),
  );
  const external: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) external.push(r.url());
  });
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: "Postlane API reference" })).toBeVisible();
  await expect(page.locator("section#post-\\/posts")).toContainText("Create, schedule or publish a post");
  await expect(page.locator("#schema-CreatePostRequest")).toBeVisible();
  expect(external).toEqual([]);
});
