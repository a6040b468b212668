import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "@/lib/auth/api-key-format";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";
import { apiOperations } from "@/lib/api/operations";
import type { ApiOperation } from "@/lib/api/operations/define-operations";

// Every endpoint × every way a key can be refused, with the exact status (authorization matrix). The scope each
// endpoint needs (and so whether it writes) is its operation's, from lib/api/operations: never restated here.
type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let other: W;
let postId: string;
let ideaId: string;
let otherPostId: string;
let otherIdeaId: string;
let accountId: string;
let otherAccountId: string;
let webhookId: string;
let deliveryId: string;
let otherWebhookId: string;
let otherDeliveryId: string;
let linkId: string;
let blockId: string;
let otherLinkId: string;
let otherBlockId: string;

type Ids = { post: string; idea: string; account: string; webhook: string; delivery: string; link: string; block: string; workspace: string };

const ENDPOINTS: {
  method: string;
  path: (ids: Ids) => string;
  body?: unknown;
}[] = [
  { method: "GET", path: () => "/accounts" },
  { method: "GET", path: (ids) => `/accounts/${ids.account}/boards` },
  // Never answered 204 here (every call is refused), so the account stays connected for the other rows.
  { method: "DELETE", path: (ids) => `/accounts/${ids.account}` },
  { method: "GET", path: () => "/workspaces" },
  { method: "GET", path: (ids) => `/workspaces/${ids.workspace}` },
  { method: "PATCH", path: (ids) => `/workspaces/${ids.workspace}`, body: { utm: { enabled: false } } },
  { method: "GET", path: () => "/ideas" },
  {
    method: "POST",
    path: () => "/ideas",
    body: { title: "x" },
  },
  {
    method: "PATCH",
    path: (ids) => `/ideas/${ids.idea}`,
    body: { title: "y" },
  },
  {
    method: "DELETE",
    path: (ids) => `/ideas/${ids.idea}`,
  },
  { method: "GET", path: () => "/posts" },
  {
    method: "POST",
    path: () => "/posts",
    body: { accountMappings: [{ platform: "bluesky" }] },
  },
  {
    method: "POST",
    path: () => "/posts/import?dryRun=true",
    body: "caption,accounts\nhi,bluesky\n",
  },
  {
    method: "POST",
    path: () => "/posts/validate",
    body: { accountMappings: [{ platform: "bluesky" }] },
  },
  {
    method: "GET",
    path: (ids) => `/posts/${ids.post}`,
  },
  {
    method: "PATCH",
    path: (ids) => `/posts/${ids.post}`,
    body: { caption: "y" },
  },
  {
    method: "DELETE",
    path: (ids) => `/posts/${ids.post}`,
  },
  {
    method: "POST",
    path: (ids) => `/posts/${ids.post}/publish`,
  },
  {
    method: "POST",
    path: (ids) => `/posts/${ids.post}/retry`,
  },
  {
    method: "POST",
    path: (ids) => `/posts/${ids.post}/retry-comment`,
  },
  {
    method: "POST",
    path: (ids) => `/posts/${ids.post}/duplicate`,
  },
  { method: "GET", path: () => "/analytics" },
  { method: "GET", path: () => "/analytics/export?format=csv" },
  { method: "GET", path: () => "/analytics/export?format=pdf&period=7d" },
  {
    method: "POST",
    path: () => "/media/upload-url",
    body: { contentType: "image/png", sizeBytes: 1000 },
  },
  { method: "GET", path: () => "/webhooks" },
  {
    method: "POST",
    path: () => "/webhooks",
    body: { url: "https://hooks.example.com/in", events: ["post.created"] },
  },
  {
    method: "GET",
    path: (ids) => `/webhooks/${ids.webhook}`,
  },
  {
    method: "DELETE",
    path: (ids) => `/webhooks/${ids.webhook}`,
  },
  {
    method: "POST",
    path: (ids) => `/webhooks/${ids.webhook}/rotate-secret`,
  },
  {
    method: "POST",
    path: (ids) => `/webhooks/${ids.webhook}/test`,
  },
  {
    method: "POST",
    path: (ids) => `/webhooks/${ids.webhook}/deliveries/${ids.delivery}/resend`,
  },
  { method: "GET", path: () => "/links" },
  { method: "POST", path: () => "/links", body: { slug: "matrix-page", title: "t" } },
  { method: "GET", path: (ids) => `/links/${ids.link}` },
  { method: "PATCH", path: (ids) => `/links/${ids.link}`, body: { title: "y" } },
  { method: "DELETE", path: (ids) => `/links/${ids.link}` },
  { method: "POST", path: (ids) => `/links/${ids.link}/blocks`, body: { type: "header", text: "h" } },
  { method: "POST", path: (ids) => `/links/${ids.link}/blocks/reorder`, body: { blockIds: [] } },
  { method: "PATCH", path: (ids) => `/links/${ids.link}/blocks/${ids.block}`, body: { text: "h2" } },
  { method: "DELETE", path: (ids) => `/links/${ids.link}/blocks/${ids.block}` },
  { method: "POST", path: (ids) => `/links/${ids.link}/publish` },
  { method: "GET", path: (ids) => `/links/${ids.link}/analytics` },
];

const TEMPLATE_IDS: Ids = {
  post: "{id}",
  idea: "{id}",
  account: "{id}",
  webhook: "{id}",
  delivery: "{deliveryId}",
  link: "{id}",
  block: "{blockId}",
  workspace: "{id}",
};

/** The operation a row of the table calls (its method and path template). */
function operationOf(endpoint: (typeof ENDPOINTS)[number]): ApiOperation {
  const path = endpoint.path(TEMPLATE_IDS).split("?")[0];
  const op = apiOperations().find((o) => o.method === endpoint.method.toLowerCase() && o.path === path);
  if (!op) throw new Error(`No operation in lib/api/operations for ${endpoint.method} ${path}`);
  return op;
}

/**
 * Keyed operations not yet in this matrix, with where their refusals are tested instead. A new operation fails
 * the test below until it has a row (or is listed here with its file).
 */
const COVERED_ELSEWHERE = [
  "addToQueue", // queue.test.ts
  "listQueue", // queue.test.ts
  "getPostingSchedule", // queue.test.ts
  "setPostingSchedule", // queue.test.ts
  "listMedia", // media-library.test.ts
  "getMedia", // media-library.test.ts
  "deleteMedia", // media-library.test.ts
  "submitPostForApproval", // approvals.test.ts, approval-doors.test.ts
  "approvePost", // approvals.test.ts, approval-doors.test.ts
  "requestPostChanges", // approvals.test.ts
  "updateWebhook", // webhooks.test.ts
  "listWebhookDeliveries", // webhooks.test.ts, pagination.test.ts
  "listReviewLinks", // review-links.test.ts
  "createReviewLink", // review-links.test.ts
  "getReviewLink", // review-links.test.ts
  "revokeReviewLink", // review-links.test.ts
];

describe("the matrix and the operations registry", () => {
  it("has a row for every keyed operation, other than those covered in their own files", () => {
    const rows = new Set(ENDPOINTS.map((endpoint) => operationOf(endpoint).id));
    const keyed = apiOperations().filter((op) => op.auth !== false);
    expect(
      keyed
        .filter((op) => !rows.has(op.id))
        .map((op) => op.id)
        .sort(),
    ).toEqual([...COVERED_ELSEWHERE].sort());
  });
});

/** An endpoint with one finished delivery, made through the API. */
async function webhookWithDelivery(key: string) {
  const created = await callApi("POST", "/webhooks", {
    key,
    body: { url: "https://hooks.example.com/in", events: ["idea.created"] },
  });
  const delivery = (await callApi("POST", `/webhooks/${created.body.webhook.id}/test`, { key })).body.delivery;
  await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "succeeded", nextAttemptAt: null } });
  return { webhook: created.body.webhook.id as string, delivery: delivery.id as string };
}

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
  ideaId = (await callApi("POST", "/ideas", { key: w.keys.live, body: { title: "i" } })).body.idea.id;
  otherPostId = (
    await callApi("POST", "/posts", {
      key: other.keys.live,
      body: { accountMappings: [{ platform: "bluesky" }] },
    })
  ).body.postIds[0];
  // A sandbox Pinterest account answers its boards without a network.
  const pinterest = (x: W) =>
    addSocialAccount({ workspaceId: x.workspaceId, actor: systemActor, input: { platform: "pinterest", username: "studio", sandbox: true } });
  accountId = (await pinterest(w)).id;
  otherAccountId = (await pinterest(other)).id;
  otherIdeaId = (
    await callApi("POST", "/ideas", {
      key: other.keys.live,
      body: { title: "o" },
    })
  ).body.idea.id;
  ({ webhook: webhookId, delivery: deliveryId } = await webhookWithDelivery(w.keys.live));
  ({ webhook: otherWebhookId, delivery: otherDeliveryId } = await webhookWithDelivery(other.keys.live));
  const makeLink = async (key: string, slug: string) => {
    const link = (await callApi("POST", "/links", { key, body: { slug, title: "Matrix" } })).body.link.id as string;
    const block = (await callApi("POST", `/links/${link}/blocks`, { key, body: { type: "header", text: "h" } })).body.block.id as string;
    return { link, block };
  };
  ({ link: linkId, block: blockId } = await makeLink(w.keys.live, `matrix-${w.workspaceId.slice(0, 8)}`));
  ({ link: otherLinkId, block: otherBlockId } = await makeLink(other.keys.live, `matrix-${other.workspaceId.slice(0, 8)}`));
});

describe.each(ENDPOINTS)("$method $path", (endpoint) => {
  const { scope } = operationOf(endpoint);
  const write = scope?.endsWith(":write") ?? false;
  const call = (
    key: string | null,
    ids: Ids = {
      post: postId,
      idea: ideaId,
      account: accountId,
      webhook: webhookId,
      delivery: deliveryId,
      link: linkId,
      block: blockId,
      workspace: w.workspaceId,
    },
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
      [null, "Missing API key: send Authorization: Bearer <key>", { authorization: "Basic abc" }],
      [malformed, "Invalid API key"],
      [badChecksum, "Invalid API key"],
      [unknown, "Invalid API key"],
      [w.keys.revoked, "API key has been revoked"],
      [w.keys.expired, "API key has expired"],
    ];
    for (const [key, message, headers] of cases) {
      const res = await call(key, undefined, headers);
      expect(res.status, `${key}`).toBe(401);
      expect(res.body).toEqual({ error: message, code: "unauthorized" });
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  const blank: Ids = { post: "", idea: "", account: "", webhook: "", delivery: "", link: "", block: "", workspace: "" };
  const readScopes: [string, string][] = [
    ["/accounts", "accounts:read"],
    ["/webhooks", "webhooks:read"],
    ["/links", "links:read"],
  ];
  const unheldRead = write ? undefined : readScopes.find(([prefix]) => endpoint.path(blank).startsWith(prefix))?.[1];
  // The read-only key holds posts:read and ideas:read, so among reads only /accounts, /webhooks and /links lack their scope.
  if (scope && (write || unheldRead))
    it("403 naming the scope for a key without it", async () => {
      if (unheldRead) {
        const res = await call(w.keys.readOnly);
        expect(res).toMatchObject({
          status: 403,
          body: { error: `This API key lacks the ${unheldRead} scope` },
        });
        return;
      }
      const res = await call(w.keys.readOnly);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(`This API key lacks the ${scope} scope`);
      expect(res.headers.get("ratelimit-limit")).toBe("120");
    });

  if (write)
    it("403 for a key whose creator is now a viewer", async () => {
      expect(await call(w.keys.viewer)).toMatchObject({
        status: 403,
        body: {
          error: "The key's creator has the viewer role in this workspace, which cannot write",
        },
      });
    });

  if (!write)
    it("a viewer's key may read", async () => {
      expect((await call(w.keys.viewer)).status).toBe(200);
    });

  const takesId = /\/(P|I|A|W|L|S)(\/|$)/.test(
    endpoint.path({ post: "P", idea: "I", account: "A", webhook: "W", delivery: "D", link: "L", block: "B", workspace: "S" }),
  );
  // Tests are declared only where they apply, so the report counts no skipped tests.
  if (takesId)
    it("404 for another workspace's id and a malformed id", async () => {
      expect(
        (
          await call(w.keys.live, {
            post: otherPostId,
            idea: otherIdeaId,
            account: otherAccountId,
            webhook: otherWebhookId,
            delivery: otherDeliveryId,
            link: otherLinkId,
            block: otherBlockId,
            workspace: other.workspaceId,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(w.keys.live, {
            post: "not-a-uuid",
            idea: "1234",
            account: "x",
            webhook: "w-1",
            delivery: "d",
            link: "not-a-uuid",
            block: "1234",
            workspace: "not-a-uuid",
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(w.keys.live, {
            post: "'; drop table posts; --",
            idea: "%00",
            account: "%00",
            webhook: "'; drop table webhook_endpoints; --",
            delivery: "%00",
            link: "'; drop table link_pages; --",
            block: "%00",
            workspace: "'; drop table workspaces; --",
          })
        ).status,
      ).toBe(404);
      if (endpoint.path(blank).includes("/deliveries/")) {
        // Our endpoint with another workspace's delivery.
        expect(
          (
            await call(w.keys.live, {
              post: postId,
              idea: ideaId,
              account: accountId,
              webhook: webhookId,
              delivery: otherDeliveryId,
              link: linkId,
              block: blockId,
              workspace: w.workspaceId,
            })
          ).status,
        ).toBe(404);
      }
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
        endpoint.path({
          post: postId,
          idea: ideaId,
          account: accountId,
          webhook: webhookId,
          delivery: deliveryId,
          link: linkId,
          block: blockId,
          workspace: x.workspaceId,
        }),
        { key: x.keys.member, body: endpoint.body },
      );
      expect(res).toMatchObject({
        status: 401,
        body: {
          error: "API key is no longer valid: its creator is not a member of the workspace",
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
