import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "@/lib/auth/api-key-format";
import { db } from "@/lib/db";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// Every endpoint × every way a key can be refused, with the exact status (authorization matrix).
type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let other: W;
let postId: string;
let ideaId: string;
let otherPostId: string;
let otherIdeaId: string;

const ENDPOINTS: {
  method: string;
  path: (ids: { post: string; idea: string }) => string;
  write: boolean;
  scoped: boolean;
  body?: unknown;
}[] = [
  { method: "GET", path: () => "/accounts", write: false, scoped: true },
  { method: "GET", path: () => "/workspaces", write: false, scoped: false },
  { method: "GET", path: () => "/ideas", write: false, scoped: true },
  {
    method: "POST",
    path: () => "/ideas",
    write: true,
    scoped: true,
    body: { title: "x" },
  },
  {
    method: "PATCH",
    path: (ids) => `/ideas/${ids.idea}`,
    write: true,
    scoped: true,
    body: { title: "y" },
  },
  {
    method: "DELETE",
    path: (ids) => `/ideas/${ids.idea}`,
    write: true,
    scoped: true,
  },
  { method: "GET", path: () => "/posts", write: false, scoped: true },
  {
    method: "POST",
    path: () => "/posts",
    write: true,
    scoped: true,
    body: { accountMappings: [{ platform: "bluesky" }] },
  },
  {
    method: "POST",
    path: () => "/posts/validate",
    write: false,
    scoped: true,
    body: { accountMappings: [{ platform: "bluesky" }] },
  },
  {
    method: "GET",
    path: (ids) => `/posts/${ids.post}`,
    write: false,
    scoped: true,
  },
  {
    method: "PATCH",
    path: (ids) => `/posts/${ids.post}`,
    write: true,
    scoped: true,
    body: { caption: "y" },
  },
  {
    method: "DELETE",
    path: (ids) => `/posts/${ids.post}`,
    write: true,
    scoped: true,
  },
  {
    method: "POST",
    path: (ids) => `/posts/${ids.post}/publish`,
    write: true,
    scoped: true,
  },
  {
    method: "POST",
    path: (ids) => `/posts/${ids.post}/retry`,
    write: true,
    scoped: true,
  },
  { method: "GET", path: () => "/analytics", write: false, scoped: true },
  {
    method: "POST",
    path: () => "/media/upload-url",
    write: true,
    scoped: true,
    body: { contentType: "image/png", sizeBytes: 1000 },
  },
];

const malformed = "pl_live_not-a-key";
// Right shape, wrong checksum.
const badChecksum = `pl_live_${"a".repeat(32)}AAAAAA`;

beforeAll(async () => {
  w = await makeApiWorkspace();
  other = await makeApiWorkspace();
  postId = (
    await callApi("POST", "/posts", {
      key: w.keys.live,
      body: { accountMappings: [{ platform: "bluesky" }] },
    })
  ).body.postIds[0];
  ideaId = (
    await callApi("POST", "/ideas", { key: w.keys.live, body: { title: "i" } })
  ).body.idea.id;
  otherPostId = (
    await callApi("POST", "/posts", {
      key: other.keys.live,
      body: { accountMappings: [{ platform: "bluesky" }] },
    })
  ).body.postIds[0];
  otherIdeaId = (
    await callApi("POST", "/ideas", {
      key: other.keys.live,
      body: { title: "o" },
    })
  ).body.idea.id;
});

describe.each(ENDPOINTS)("$method $path", (endpoint) => {
  const call = (
    key: string | null,
    ids = { post: postId, idea: ideaId },
    headers?: Record<string, string>,
  ) =>
    callApi(endpoint.method, endpoint.path(ids), {
      key,
      body: endpoint.body,
      headers,
    });

  it("401 with WWW-Authenticate for no key, a malformed key, a bad checksum, an unknown, revoked or expired key", async () => {
    const unknown = generateApiKey("live").key; // valid format and checksum, never stored
    const cases: [string | null, string, Record<string, string>?][] = [
      [null, "Missing API key: send Authorization: Bearer <key>"],
      [
        null,
        "Missing API key: send Authorization: Bearer <key>",
        { authorization: "Basic abc" },
      ],
      [malformed, "Invalid API key"],
      [badChecksum, "Invalid API key"],
      [unknown, "Invalid API key"],
      [w.keys.revoked, "API key has been revoked"],
      [w.keys.expired, "API key has expired"],
    ];
    for (const [key, message, headers] of cases) {
      const res = await call(key, undefined, headers);
      expect(res.status, `${key}`).toBe(401);
      expect(res.body).toEqual({ error: message });
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  const readsAccounts =
    !endpoint.write &&
    endpoint.path({ post: "", idea: "" }).startsWith("/accounts");
  // The read-only key holds posts:read and ideas:read, so among reads only /accounts lacks its scope.
  if (endpoint.scoped && (endpoint.write || readsAccounts))
    it("403 naming the scope for a key without it", async () => {
      if (readsAccounts) {
        const res = await call(w.keys.readOnly);
        expect(res).toMatchObject({
          status: 403,
          body: { error: "This API key lacks the accounts:read scope" },
        });
        return;
      }
      const res = await call(w.keys.readOnly);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(
        /^This API key lacks the (posts|ideas|media):write scope$/,
      );
      expect(res.headers.get("ratelimit-limit")).toBe("120");
    });

  if (endpoint.write)
    it("403 for a key whose creator is now a viewer", async () => {
      expect(await call(w.keys.viewer)).toMatchObject({
        status: 403,
        body: {
          error:
            "The key's creator has the viewer role in this workspace, which cannot write",
        },
      });
    });

  if (!endpoint.write)
    it("a viewer's key may read", async () => {
      expect((await call(w.keys.viewer)).status).toBe(200);
    });

  const takesId = /\/(P|I)(\/|$)/.test(endpoint.path({ post: "P", idea: "I" }));
  // Tests are declared only where they apply, so the report counts no skipped tests.
  if (takesId)
    it("404 for another workspace's id and a malformed id", async () => {
      expect(
        (await call(w.keys.live, { post: otherPostId, idea: otherIdeaId }))
          .status,
      ).toBe(404);
      expect(
        (await call(w.keys.live, { post: "not-a-uuid", idea: "1234" })).status,
      ).toBe(404);
      expect(
        (
          await call(w.keys.live, {
            post: "'; drop table posts; --",
            idea: "%00",
          })
        ).status,
      ).toBe(404);
    });
});

describe("membership at use time", () => {
  it("401 on every endpoint once the key's creator has left the workspace", async () => {
    const x = await makeApiWorkspace();
    await db.membership.delete({
      where: {
        workspaceId_userId: {
          workspaceId: x.workspaceId,
          userId: x.members.member!.id,
        },
      },
    });
    for (const endpoint of ENDPOINTS) {
      const res = await callApi(
        endpoint.method,
        endpoint.path({ post: postId, idea: ideaId }),
        { key: x.keys.member, body: endpoint.body },
      );
      expect(res).toMatchObject({
        status: 401,
        body: {
          error:
            "API key is no longer valid: its creator is not a member of the workspace",
        },
      });
    }
  });

  it("records last use without a write per request", async () => {
    const x = await makeApiWorkspace();
    await callApi("GET", "/posts", { key: x.keys.live });
    const first = await db.apiKey.findUniqueOrThrow({
      where: { id: x.keyIds.live },
    });
    expect(first.lastUsedAt).not.toBeNull();
    await callApi("GET", "/posts", { key: x.keys.live });
    const second = await db.apiKey.findUniqueOrThrow({
      where: { id: x.keyIds.live },
    });
    expect(second.lastUsedAt).toEqual(first.lastUsedAt);
  });
});
