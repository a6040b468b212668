import { expect, test } from "./checked-request";
import { bearer, makeApiWorld, setQuota, type ApiWorld } from "./fixture";

const API = "/functions/v1/api";
let world: ApiWorld;

// The admin CLI runs as a child process per setup step: generous time for setup on a busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  world = await makeApiWorld();
});

test("create a draft, read it, edit it, publish it, poll it, delete it", async ({ request }) => {
  const created = await request.post(`${API}/posts`, {
    headers: bearer(world.keys.live),
    data: {
      caption: "hello from e2e",
      accountMappings: [
        { platform: "bluesky", accountId: world.accounts.bluesky },
        { platform: "mastodon", accountId: world.accounts.mastodon },
      ],
    },
  });
  expect(created.status()).toBe(201);
  expect(created.headers()["x-quota-limit"]).toBeDefined();
  expect(created.headers()["ratelimit-remaining"]).toBeDefined();
  const { postIds, status } = await created.json();
  expect(status).toBe("draft");
  expect(postIds).toHaveLength(1);

  const got = await request.get(`${API}/posts/${postIds[0]}`, { headers: bearer(world.keys.live) });
  expect((await got.json()).post).toMatchObject({ caption: "hello from e2e", status: "draft", platforms: ["bluesky", "mastodon"], platform_results: [] });

  const patched = await request.patch(`${API}/posts/${postIds[0]}`, { headers: bearer(world.keys.live), data: { title: "Title" } });
  expect((await patched.json()).post).toMatchObject({ title: "Title", caption: "hello from e2e" });

  const published = await request.post(`${API}/posts/${postIds[0]}/publish`, {
    headers: { ...bearer(world.keys.live), "Idempotency-Key": `pub-${postIds[0]}` },
  });
  expect(published.status()).toBe(200);
  const result = await published.json();
  expect(result).toMatchObject({ status: "queued", dispatchDeferred: expect.any(Boolean) });
  expect(result.postIds).toHaveLength(2);
  const replay = await request.post(`${API}/posts/${postIds[0]}/publish`, { headers: { ...bearer(world.keys.live), "Idempotency-Key": `pub-${postIds[0]}` } });
  expect(replay.headers()["idempotent-replayed"]).toBe("true");

  const poll = await request.get(`${API}/posts/${result.postIds[1]}`, { headers: bearer(world.keys.live) });
  expect(poll.status()).toBe(200);
  expect(["queued", "published", "partial_published", "failed"]).toContain((await poll.json()).post.status);

  const deleted = await request.delete(`${API}/posts/${result.postIds[1]}`, { headers: bearer(world.keys.live) });
  expect(await deleted.json()).toEqual({ id: result.postIds[1], deleted: true });
  expect((await request.get(`${API}/posts/${result.postIds[1]}`, { headers: bearer(world.keys.live) })).status()).toBe(404);
});

test("list posts: status filter, limit clamp, test keys see only test posts", async ({ request }) => {
  const when = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await request.post(`${API}/posts`, {
    headers: bearer(world.keys.test),
    data: { platforms: ["bluesky"], accountId: world.accounts.bluesky, status: "scheduled", scheduledAt: when },
  });
  expect(scheduled.status()).toBe(201);
  const id = (await scheduled.json()).postIds[0];
  const list = await request.get(`${API}/posts?status=scheduled&limit=1000`, { headers: bearer(world.keys.test) });
  expect(list.status()).toBe(200);
  expect((await list.json()).posts.map((p: { id: string }) => p.id)).toEqual([id]);
  expect((await request.get(`${API}/posts/${id}`, { headers: bearer(world.keys.live) })).status()).toBe(404);
});

test("list posts a page at a time: nextCursor reads on, a post created meanwhile never repeats a row", async ({ request }) => {
  const made: string[] = [];
  for (const caption of ["page one", "page two", "page three"]) {
    const res = await request.post(`${API}/posts`, { headers: bearer(world.keys.test), data: { caption, accountMappings: [{ platform: "bluesky" }] } });
    made.push((await res.json()).postIds[0]);
  }
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await request.get(`${API}/posts?status=draft&limit=1${cursor ? `&cursor=${cursor}` : ""}`, { headers: bearer(world.keys.test) });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { posts: { id: string }[]; nextCursor: string | null };
    seen.push(...body.posts.map((p) => p.id));
    cursor = body.nextCursor;
    // A newer post between pages lands before the cursor: never read again, never pushing a row out.
    if (seen.length === 1)
      await request.post(`${API}/posts`, { headers: bearer(world.keys.test), data: { caption: "meanwhile", accountMappings: [{ platform: "bluesky" }] } });
  } while (cursor && seen.length < 50);
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen).toEqual(expect.arrayContaining(made));
});

test("error table", async ({ request }) => {
  const cases: [string, string, unknown, number, string | RegExp][] = [
    ["POST", "/posts", { caption: "no channel" }, 400, "accountMappings: required (or the single-channel form platforms + accountId)"],
    ["POST", "/posts", { accountMappings: [{ platform: "myspace" }] }, 400, /^accountMappings\[0\]\.platform: must be one of/],
    [
      "POST",
      "/posts",
      { accountMappings: [{ platform: "bluesky" }], status: "scheduled", scheduledAt: "2001-01-01T00:00:00Z" },
      400,
      "scheduledAt: must be in the future",
    ],
    ["POST", "/posts", { accountMappings: [{ platform: "bluesky" }], surprise: true }, 400, "unknown field: surprise"],
    ["GET", "/posts?status=sent", undefined, 400, /^status: must be one of/],
    ["GET", "/posts?limit=0", undefined, 400, "limit: must be a whole number of at least 1 (values above 200 are read as 200)"],
    ["GET", "/posts?cursor=bm9wZQ", undefined, 400, "cursor: must be the nextCursor of a previous page of this list"],
    ["GET", "/posts?offset=50", undefined, 400, "unknown query parameter: offset (this endpoint takes status, approval, q, cursor, limit)"],
    ["GET", "/posts/not-a-uuid", undefined, 404, "Post not found"],
    ["PATCH", "/posts/00000000-0000-4000-8000-000000000000", { caption: "x" }, 404, "Post not found"],
    ["POST", "/posts/00000000-0000-4000-8000-000000000000/publish", undefined, 404, "Post not found"],
  ];
  for (const [method, path, data, status, message] of cases) {
    const res = await request.fetch(`${API}${path}`, { method, headers: bearer(world.keys.live), data });
    expect(res.status(), `${method} ${path}`).toBe(status);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["error", "code"]);
    expect(body.error).toMatch(message);
  }
  const notJson = await request.post(`${API}/posts`, {
    headers: { ...bearer(world.keys.live), "content-type": "application/json" },
    data: Buffer.from("{oops"),
  });
  expect(notJson.status()).toBe(400);
  expect(await notJson.json()).toEqual({ error: "Request body is not valid JSON", code: "validation_failed" });
});

test("402 once the owner's monthly quota is used", async ({ request }) => {
  const own = await makeApiWorld();
  await setQuota(own.workspaceId, 1);
  const body = { accountMappings: [{ platform: "bluesky" }] };
  expect((await request.post(`${API}/posts`, { headers: bearer(own.keys.live), data: body })).status()).toBe(201);
  const refused = await request.post(`${API}/posts`, { headers: bearer(own.keys.live), data: body });
  expect(refused.status()).toBe(402);
  expect(refused.headers()["x-quota-remaining"]).toBe("0");
  expect((await refused.json()).error).toMatch(/^Monthly post quota exceeded/);
});
