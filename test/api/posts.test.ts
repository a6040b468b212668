import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { currentUsageMonth } from "@/lib/services/quota/monthly-quota";
import { createPostResult, postEnvelope, postsEnvelope } from "@/lib/schemas/posts";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

const future = () => new Date(Date.now() + 3_600_000).toISOString();

describe("posts API", () => {
  it("creates a draft as one row whatever the number of mappings, and reads it back", async () => {
    const w = await makeApiWorkspace();
    const created = await callApi("POST", "/posts", {
      key: w.keys.live,
      body: {
        caption: "hello",
        accountMappings: [
          { platform: "bluesky", accountId: w.accounts.bluesky.id },
          { platform: "mastodon", accountId: w.accounts.mastodon.id },
        ],
        platformOptions: { mastodon: { visibility: "unlisted", somethingNew: 1 }, sandbox: { outcome: "ok" } },
      },
    });
    expect(created.status).toBe(201);
    createPostResult.parse(created.body);
    expect(created.body).toEqual({ postIds: [expect.any(String)], status: "draft", dispatchDeferred: false });
    expect(created.headers.get("x-quota-limit")).toBe("1000");
    expect(created.headers.get("x-quota-remaining")).toBe("998");
    expect(created.headers.get("ratelimit-limit")).toBe("120");

    const got = await callApi("GET", `/posts/${created.body.postIds[0]}`, { key: w.keys.live });
    expect(got.status).toBe(200);
    postEnvelope.parse(got.body);
    expect(got.body.post).toMatchObject({
      caption: "hello",
      platforms: ["bluesky", "mastodon"],
      status: "draft",
      connected_account_id: null,
      platform_results: [],
    });
    const row = await db.post.findUniqueOrThrow({ where: { id: created.body.postIds[0] } });
    expect(row.platformOptions).toEqual({ mastodon: { visibility: "unlisted", somethingNew: 1 }, sandbox: { outcome: "ok" } });
  });

  it("publishes on create: one queued row per mapping, handed to the dispatcher", async () => {
    const w = await makeApiWorkspace();
    const res = await callApi("POST", "/posts", {
      key: w.keys.live,
      body: { caption: "now", status: "published", accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }, { platform: "mastodon" }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("queued");
    expect(res.body.postIds).toHaveLength(2);
    expect(typeof res.body.dispatchDeferred).toBe("boolean");
    const rows = await db.post.findMany({ where: { id: { in: res.body.postIds } }, orderBy: { platforms: "asc" } });
    expect(rows.map((r) => [r.platforms, r.status, r.connectedAccountId])).toEqual([
      [["bluesky"], "queued", w.accounts.bluesky.id],
      [["mastodon"], "queued", w.accounts.mastodon.id],
    ]);
  });

  it("accepts the single-channel form, schedules, lists by status with limits, patches and publishes", async () => {
    const w = await makeApiWorkspace();
    const when = future();
    const res = await callApi("POST", "/posts", {
      key: w.keys.live,
      body: { platforms: ["bluesky"], accountId: w.accounts.bluesky.id, status: "scheduled", scheduledAt: when },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("scheduled");
    const id = res.body.postIds[0];
    const listed = await callApi("GET", "/posts?status=scheduled&limit=500", { key: w.keys.live });
    expect(listed.status).toBe(200);
    postsEnvelope.parse(listed.body);
    expect(listed.body.posts.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(listed.body.posts[0].scheduled_at).toBe(new Date(when).toISOString());

    const patched = await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { caption: "edited", status: "draft" } });
    expect(patched.status).toBe(200);
    expect(patched.body.post).toMatchObject({ caption: "edited", status: "draft", platforms: ["bluesky"], connected_account_id: w.accounts.bluesky.id });

    const published = await callApi("POST", `/posts/${id}/publish`, { key: w.keys.live });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ postIds: [id], status: "queued" });
    const again = await callApi("POST", `/posts/${id}/publish`, { key: w.keys.live });
    expect(again).toMatchObject({ status: 400, body: { error: "Only draft or scheduled posts can be published; this post is queued" } });
    const patchQueued = await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { caption: "late" } });
    expect(patchQueued).toMatchObject({ status: 400, body: { error: "Only draft or scheduled posts can be edited; this post is queued" } });
  });

  it("clamps limit above 200 and refuses bad query values", async () => {
    const w = await makeApiWorkspace();
    await db.post.createMany({ data: Array.from({ length: 205 }, (_, i) => ({ workspaceId: w.workspaceId, caption: `p${i}`, platforms: ["bluesky"] })) });
    expect((await callApi("GET", "/posts", { key: w.keys.live })).body.posts).toHaveLength(50);
    expect((await callApi("GET", "/posts?limit=1000", { key: w.keys.live })).body.posts).toHaveLength(200);
    expect((await callApi("GET", "/posts?limit=3", { key: w.keys.live })).body.posts).toHaveLength(3);
    expect(await callApi("GET", "/posts?limit=0", { key: w.keys.live })).toMatchObject({
      status: 400,
      body: { error: "limit: must be a whole number of at least 1 (values above 200 are read as 200)" },
    });
    expect(await callApi("GET", "/posts?limit=2.5", { key: w.keys.live })).toMatchObject({
      status: 400,
      body: { error: "limit: must be a whole number of at least 1 (values above 200 are read as 200)" },
    });
    expect(await callApi("GET", "/posts?status=sent", { key: w.keys.live })).toMatchObject({
      status: 400,
      body: { error: "status: must be one of draft, scheduled, queued, published, partial_published, failed" },
    });
  });

  it("keeps test and live posts apart", async () => {
    const w = await makeApiWorkspace();
    const body = { accountMappings: [{ platform: "bluesky" }] };
    const live = (await callApi("POST", "/posts", { key: w.keys.live, body })).body.postIds[0];
    const test = (await callApi("POST", "/posts", { key: w.keys.test, body })).body.postIds[0];
    expect((await callApi("GET", "/posts", { key: w.keys.test })).body.posts.map((p: { id: string }) => p.id)).toEqual([test]);
    expect((await callApi("GET", `/posts/${live}`, { key: w.keys.test })).status).toBe(404);
    expect((await callApi("POST", `/posts/${live}/publish`, { key: w.keys.test })).status).toBe(404);
    expect((await callApi("DELETE", `/posts/${test}`, { key: w.keys.live })).status).toBe(404);
    expect((await db.post.findUniqueOrThrow({ where: { id: test } })).mode).toBe("test");
  });

  it("soft-deletes: afterwards every call is 404 and the row stays", async () => {
    const w = await makeApiWorkspace();
    const id = (await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] } })).body.postIds[0];
    expect(await callApi("DELETE", `/posts/${id}`, { key: w.keys.live })).toMatchObject({ status: 200, body: { id, deleted: true } });
    for (const [method, path] of [
      ["GET", `/posts/${id}`],
      ["PATCH", `/posts/${id}`],
      ["DELETE", `/posts/${id}`],
      ["POST", `/posts/${id}/publish`],
    ]) {
      expect(await callApi(method, path, { key: w.keys.live, body: method === "PATCH" ? { caption: "x" } : undefined })).toMatchObject({
        status: 404,
        body: { error: "Post not found" },
      });
    }
    expect((await db.post.findUniqueOrThrow({ where: { id } })).deletedAt).not.toBeNull();
  });

  it.each([
    [{}, "accountMappings: required (or the single-channel form platforms + accountId)"],
    [{ accountMappings: [] }, "accountMappings: must contain at least one { platform, accountId }"],
    [
      { accountMappings: [{ platform: "myspace" }] },
      'accountMappings[0].platform: must be one of instagram, facebook, twitter, linkedin, youtube, tiktok, threads, bluesky, mastodon, telegram, discord, pinterest (got "myspace")',
    ],
    [{ accountMappings: [{ platform: "twitter" }] }, "accountMappings[0].accountId: required; this workspace has no connected twitter account"],
    [
      { accountMappings: [{ platform: "bluesky", accountId: "nope" }] },
      "accountMappings[0].accountId: no account with this id in this workspace (see GET /accounts)",
    ],
    [
      { accountMappings: [{ platform: "bluesky", accountId: "00000000-0000-4000-8000-000000000000" }] },
      "accountMappings[0].accountId: no account with this id in this workspace (see GET /accounts)",
    ],
    [{ accountMappings: [{ platform: "bluesky" }], caption: 5 }, "caption: must be a string"],
    [{ accountMappings: [{ platform: "bluesky" }], extra: 1, other: 2 }, "unknown fields: extra, other"],
    [{ accountMappings: [{ platform: "bluesky" }], status: "scheduled" }, "scheduledAt: required when status is scheduled"],
    [{ accountMappings: [{ platform: "bluesky" }], status: "scheduled", scheduledAt: "2001-01-01T00:00:00Z" }, "scheduledAt: must be in the future"],
    [{ accountMappings: [{ platform: "bluesky" }], scheduledAt: "tomorrow" }, "scheduledAt: must be an ISO 8601 date-time (e.g. 2030-01-01T09:00:00Z)"],
    [{ accountMappings: [{ platform: "bluesky" }], status: "sent" }, "status: must be draft, scheduled or published"],
    [{ accountMappings: [{ platform: "bluesky" }], mediaUrls: ["not a url"] }, "mediaUrls[0]: must be an http(s) URL"],
    [
      { accountMappings: [{ platform: "bluesky" }], platformOptions: { youtube: { title: "x".repeat(101) } } },
      "platformOptions.youtube.title: must be at most 100 characters",
    ],
    [{ accountMappings: [{ platform: "bluesky" }], platformCaptions: { orkut: "hi" } }, "unknown field: platformCaptions.orkut"],
    // A thread (chainItems, on threads, twitter, bluesky and mastodon): the shape and the 25-part cap are a 400 naming the field.
    [
      { accountMappings: [{ platform: "bluesky" }], platformOptions: { twitter: { chainItems: "2/ next" } } },
      "platformOptions.twitter.chainItems: must be a list of { text, mediaUrl, mediaType, altText }",
    ],
    [
      { accountMappings: [{ platform: "bluesky" }], platformOptions: { bluesky: { chainItems: [{ text: "ok" }, { mediaUrl: "https://cdn.example/a.png" }] } } },
      "platformOptions.bluesky.chainItems[1].text: must be a string",
    ],
    [
      { accountMappings: [{ platform: "bluesky" }], platformOptions: { mastodon: { chainItems: [{ text: "x", mediaType: "gif" }] } } },
      "platformOptions.mastodon.chainItems[0].mediaType: must be image or video",
    ],
    [
      { accountMappings: [{ platform: "bluesky" }], platformOptions: { mastodon: { chainItems: Array.from({ length: 26 }, () => ({ text: "x" })) } } },
      "platformOptions.mastodon.chainItems: must have at most 25 parts",
    ],
    [{ platforms: ["bluesky", "mastodon"], accountId: "x" }, "platforms: with accountId give exactly one platform (use accountMappings for several channels)"],
    [{ accountId: "x" }, "accountId: only valid together with platforms"],
    [
      { accountMappings: [{ platform: "bluesky" }, { platform: "bluesky" }] },
      "accountMappings[1].accountId: the same account appears twice (also at accountMappings[0].accountId)",
    ],
    [{ accountMappings: [{ platform: "bluesky", foo: 1 }] }, "unknown field: accountMappings[0].foo"],
    // PostgreSQL refuses NUL in text (22021) and jsonb (22P05): a 400 naming the field, not a 500.
    [{ accountMappings: [{ platform: "bluesky" }], caption: "a\u0000b" }, "caption: must not contain the NUL character (\\u0000)"],
    [{ accountMappings: [{ platform: "bluesky" }], hashtags: ["ok", "\u0000"] }, "hashtags[1]: must not contain the NUL character (\\u0000)"],
    [
      { accountMappings: [{ platform: "bluesky" }], platformOptions: { bluesky: { ["la\u0000ngs"]: [] } } },
      "platformOptions.bluesky: field names must not contain the NUL character (\\u0000)",
    ],
    [
      { accountMappings: [{ platform: "bluesky" }], platformOptions: { bluesky: { x: "\u0000" } } },
      "platformOptions.bluesky.x: must not contain the NUL character (\\u0000)",
    ],
  ])("refuses %j with 400", async (body, message) => {
    const w = await makeApiWorkspace();
    const res = await callApi("POST", "/posts", { key: w.keys.live, body });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(0);
  });

  it.each([
    ["caption", Buffer.from([0xff]), "caption: is not valid UTF-8"],
    ["hashtags", Buffer.from([0xe0, 0xa4]), "hashtags[1]: is not valid UTF-8"],
    ["key", Buffer.from([0x80]), "platformOptions.bluesky.la\uFFFDngs: is not valid UTF-8"],
  ])("refuses bytes that are not UTF-8 in %s with a 400 naming the field (they were stored as U+FFFD with 201)", async (where, bytes, message) => {
    const w = await makeApiWorkspace();
    const text = {
      caption: ['{"accountMappings":[{"platform":"bluesky"}],"caption":"caf', '"}'],
      hashtags: ['{"accountMappings":[{"platform":"bluesky"}],"hashtags":["ok","', '"]}'],
      key: ['{"accountMappings":[{"platform":"bluesky"}],"platformOptions":{"bluesky":{"la', 'ngs":[]}}}'],
    }[where]!;
    const rawBody = new Uint8Array(Buffer.concat([Buffer.from(text[0]), bytes, Buffer.from(text[1])]));
    const res = await callApi("POST", "/posts", { key: w.keys.live, rawBody });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(0);
  });

  it("refuses an account of another platform, another workspace, or a disconnected one", async () => {
    const w = await makeApiWorkspace();
    const other = await makeApiWorkspace();
    const post = (accountId: string) => callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky", accountId }] } });
    expect((await post(w.accounts.mastodon.id)).body.error).toBe("accountMappings[0].accountId: the account is a mastodon account, not bluesky");
    expect((await post(other.accounts.bluesky.id)).body.error).toBe(
      "accountMappings[0].accountId: no account with this id in this workspace (see GET /accounts)",
    );
    await db.socialAccount.update({ where: { id: w.accounts.bluesky.id }, data: { isConnected: false } });
    expect((await post(w.accounts.bluesky.id)).body.error).toMatch(/^accountMappings\[0\]\.accountId: the bluesky account .* is not connected$/);
  });

  it("does not refuse a missing required platform option", async () => {
    const w = await makeApiWorkspace();
    const res = await callApi("POST", "/posts", {
      key: w.keys.live,
      body: { accountMappings: [{ platform: "bluesky" }], platformOptions: { youtube: { madeForKids: false }, tiktok: {} } },
    });
    expect(res.status).toBe(201);
  });

  it("refuses JSON nested past 32 levels (a 2,100-deep platformOptions overflowed the stack: 500)", async () => {
    const w = await makeApiWorkspace();
    const nest = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
    const deep = `{"accountMappings":[{"platform":"bluesky"}],"platformOptions":${nest(2100)}}`;
    expect(await callApi("POST", "/posts", { key: w.keys.live, rawBody: deep })).toMatchObject({
      status: 400,
      body: { error: "platformOptions: nested more than 32 levels deep" },
    });
    const id = (await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] } })).body.postIds[0];
    expect(await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, rawBody: `{"platformOptions":${nest(40)}}` })).toMatchObject({
      status: 400,
      body: { error: "platformOptions: nested more than 32 levels deep" },
    });
    // 31 levels under the body object is still accepted (unknown keys inside platformOptions are ignored).
    expect((await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, rawBody: `{"platformOptions":${nest(30)}}` })).status).toBe(200);
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(1);
  });

  it("refuses bodies that are not JSON objects or too large", async () => {
    const w = await makeApiWorkspace();
    expect(await callApi("POST", "/posts", { key: w.keys.live, rawBody: "{nope" })).toMatchObject({
      status: 400,
      body: { error: "Request body is not valid JSON" },
    });
    expect(await callApi("POST", "/posts", { key: w.keys.live, rawBody: "[1]" })).toMatchObject({
      status: 400,
      body: { error: "Request body must be a JSON object" },
    });
    expect(await callApi("POST", "/posts", { key: w.keys.live, rawBody: "" })).toMatchObject({
      status: 400,
      body: { error: "Request body must be a JSON object" },
    });
    const big = JSON.stringify({ caption: "x".repeat(1024 * 1024) });
    expect(await callApi("POST", "/posts", { key: w.keys.live, rawBody: big })).toMatchObject({
      status: 413,
      body: { error: "Request body is larger than 1048576 bytes" },
    });
  });

  it("patch rules: only draft/scheduled, future scheduledAt, only sent fields", async () => {
    const w = await makeApiWorkspace();
    const id = (await callApi("POST", "/posts", { key: w.keys.live, body: { title: "t", caption: "c", accountMappings: [{ platform: "bluesky" }] } })).body
      .postIds[0];
    const patch = (body: unknown) => callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body });
    expect(await patch({ status: "published" })).toMatchObject({ status: 400, body: { error: "status: must be draft or scheduled" } });
    expect(await patch({ status: "scheduled" })).toMatchObject({ status: 400, body: { error: "scheduledAt: required when status is scheduled" } });
    expect(await patch({ scheduledAt: "2000-01-01T00:00:00Z" })).toMatchObject({ status: 400, body: { error: "scheduledAt: must be in the future" } });
    expect(await patch({ nope: true })).toMatchObject({ status: 400, body: { error: "unknown field: nope" } });
    expect(await patch({ accountMappings: [{ platform: "bluesky", extra: true }] })).toMatchObject({
      status: 400,
      body: { error: "unknown field: accountMappings[0].extra" },
    });
    expect(await patch({ title: "nul\u0000" })).toMatchObject({ status: 400, body: { error: "title: must not contain the NUL character (\\u0000)" } });
    expect(await patch({ platforms: ["mastodon"], connectedAccountId: w.accounts.bluesky.id })).toMatchObject({
      status: 400,
      body: { error: "connectedAccountId: the account is a bluesky account, not mastodon" },
    });
    const ok = await patch({ title: "t2", platforms: ["mastodon"] });
    expect(ok.body.error).toBeUndefined();
    expect(ok.body.post).toMatchObject({ title: "t2", caption: "c", platforms: ["mastodon"], connected_account_id: w.accounts.mastodon.id });
    const when = future();
    expect((await patch({ status: "scheduled", scheduledAt: when })).body.post).toMatchObject({
      status: "scheduled",
      scheduled_at: new Date(when).toISOString(),
    });
  });

  it("enforces the owner's monthly quota per mapping, with headers, and never overshoots under concurrency", async () => {
    const w = await makeApiWorkspace();
    await db.user.update({ where: { id: w.owner.id }, data: { monthlyPostQuota: 5 } });
    const two = { accountMappings: [{ platform: "bluesky" }, { platform: "mastodon" }] };
    expect((await callApi("POST", "/posts", { key: w.keys.live, body: two })).headers.get("x-quota-remaining")).toBe("3");
    const results = await Promise.all(Array.from({ length: 8 }, () => callApi("POST", "/posts", { key: w.keys.member, body: two })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 402);
    expect(refused).toHaveLength(7);
    expect(refused[0].body.error).toBe("Monthly post quota exceeded: 4 of 5 posts used this month (UTC), this request needs 2");
    expect(refused[0].headers.get("x-quota-remaining")).toBe("1");
    expect((await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] } })).status).toBe(201);
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(3);
  });

  it("charges mappings added by PATCH (platforms or accountMappings), so a one-mapping draft cannot publish to many for one unit", async () => {
    const w = await makeApiWorkspace();
    await db.user.update({ where: { id: w.owner.id }, data: { monthlyPostQuota: 3 } });
    const used = async () =>
      (await db.monthlyUsage.findUnique({ where: { userId_month: { userId: w.owner.id, month: new Date(currentUsageMonth()) } } }))?.postsCreated;
    const draft = async () =>
      (await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] } })).body.postIds[0] as string;
    const a = await draft();
    const widened = await callApi("PATCH", `/posts/${a}`, { key: w.keys.live, body: { platforms: ["bluesky", "mastodon"] } });
    expect(widened.status).toBe(200);
    expect(await used()).toBe(2);
    // Narrowing refunds nothing, and widening back again costs nothing: the post has paid for two.
    expect((await callApi("PATCH", `/posts/${a}`, { key: w.keys.live, body: { accountMappings: [{ platform: "mastodon" }] } })).status).toBe(200);
    expect(
      (await callApi("PATCH", `/posts/${a}`, { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }, { platform: "mastodon" }] } })).status,
    ).toBe(200);
    expect(await used()).toBe(2);

    // One unit left: of two drafts widened at once, exactly one gets it; the other is a 402 and keeps its one mapping.
    const b = await draft();
    expect(await used()).toBe(3);
    await db.user.update({ where: { id: w.owner.id }, data: { monthlyPostQuota: 5 } });
    const d = await draft();
    const both = { accountMappings: [{ platform: "bluesky" }, { platform: "mastodon" }] };
    const results = await Promise.all([b, d].map((id) => callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: both })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    const refused = results.find((r) => r.status === 402)!;
    expect(refused.body.error).toBe("Monthly post quota exceeded: 5 of 5 posts used this month (UTC), this request needs 1");
    expect(refused.headers.get("x-quota-remaining")).toBe("0");
    expect(await used()).toBe(5);

    // Publishing makes exactly the rows that were paid for: 2 + 2 + 1 = 5.
    for (const id of [a, b, d]) expect((await callApi("POST", `/posts/${id}/publish`, { key: w.keys.live })).status).toBe(200);
    expect(await db.post.count({ where: { workspaceId: w.workspaceId, mode: "live" } })).toBe(5);
  });

  it("charges the same post's concurrent widening edits once", async () => {
    const w = await makeApiWorkspace();
    const used = async () =>
      (await db.monthlyUsage.findUnique({ where: { userId_month: { userId: w.owner.id, month: new Date(currentUsageMonth()) } } }))?.postsCreated;
    const id = (await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }] } })).body.postIds[0];
    const body = { platforms: ["bluesky", "mastodon"] };
    const results = await Promise.all(Array.from({ length: 6 }, () => callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await used()).toBe(2);
  });
});
