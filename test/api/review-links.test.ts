// POST/GET/DELETE /review-links through the API's router, every answer checked against the OpenAPI document:
// a manager's key makes a link for chosen posts (its URL once, opening the posts), lists and reads it without
// the token, revokes it (the page then opens nothing); a member's key and a drafts-only key may not make one,
// a read-only key may list but not make; another workspace's post or link is 404; bad bodies name the field.
// The MCP tools call the same services: create, list and revoke through them.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { MCP_TOOLS } from "@/lib/mcp/tools";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { openReviewLink } from "@/lib/services/review-links/open-review-link";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

let w: Awaited<ReturnType<typeof makeApiWorkspace>>;
let other: Awaited<ReturnType<typeof makeApiWorkspace>>;
const postIds: string[] = [];

const draft = (workspaceId: string, caption: string) => db.post.create({ data: { workspaceId, platforms: ["bluesky"], caption, status: "draft" } });
const tokenOf = (url: string) => url.split("/r/")[1];

beforeAll(async () => {
  w = await makeApiWorkspace();
  other = await makeApiWorkspace();
  for (const caption of ["Winter menu", "New chef"]) postIds.push((await draft(w.workspaceId, caption)).id);
});

describe("review links through the API", () => {
  it("a manager's key makes, lists, reads and revokes a link; the URL opens the posts until it is revoked", async () => {
    const made = await callApi("POST", "/review-links", { key: w.keys.live, body: { title: "December for Acme", postIds, expiresInDays: 7 } });
    expect(made.status).toBe(201);
    const { reviewLink, url } = made.body as { reviewLink: Record<string, unknown>; url: string };
    expect(reviewLink).toMatchObject({ title: "December for Acme", state: "active", postCount: 2, decisionCount: 0, hasPasscode: false, revokedAt: null });
    expect(url).toMatch(/^https?:\/\/[^/]+\/r\/[A-Za-z0-9_-]{43}$/);
    const page = await openReviewLink({ token: tokenOf(url) });
    expect(page.state === "open" && page.posts.map((p) => p.label)).toEqual(["Winter menu", "New chef"]);

    const list = await callApi("GET", "/review-links", { key: w.keys.readOnly });
    expect(list.status).toBe(200);
    expect((list.body as { reviewLinks: { id: string }[] }).reviewLinks.map((l) => l.id)).toEqual([reviewLink.id]);
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(url));
    // Opened once above: when is on it now.
    expect((await callApi("GET", `/review-links/${reviewLink.id}`, { key: w.keys.live })).body).toEqual({
      reviewLink: { ...reviewLink, lastOpenedAt: expect.any(String) },
    });

    const revoked = await callApi("DELETE", `/review-links/${reviewLink.id}`, { key: w.keys.live });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ reviewLink: { id: reviewLink.id, state: "revoked", revokedAt: expect.any(String) } });
    expect(await openReviewLink({ token: tokenOf(url) })).toEqual({ state: "closed", problem: "revoked" });
    // Twice is harmless.
    expect((await callApi("DELETE", `/review-links/${reviewLink.id}`, { key: w.keys.live })).status).toBe(200);
  });

  it("answers each error with its status and a message naming the problem", async () => {
    const drafts = await createApiKey({
      workspaceId: w.workspaceId,
      actor: systemActor,
      creatorUserId: w.owner.id,
      input: { name: "drafts", mode: "live", scopes: ["posts:read", "posts:write"], draftsOnly: true },
    });
    const link = (await callApi("POST", "/review-links", { key: w.keys.live, body: { postIds: [postIds[0]] } })).body as { reviewLink: { id: string } };
    const theirPost = (await draft(other.workspaceId, "Not yours")).id;
    const cases: [string, string, string | undefined, unknown, number, RegExp | string][] = [
      ["POST", "/review-links", w.keys.member, { postIds }, 403, "Your role (member) cannot share posts for client review; it needs manager or above"],
      ["POST", "/review-links", drafts.key, { postIds }, 403, "This API key is drafts-only: it cannot share posts for client review"],
      ["POST", "/review-links", w.keys.readOnly, { postIds }, 403, /posts:write/],
      ["GET", "/review-links", w.keys.member, undefined, 403, "Your role (member) cannot see the workspace's review links; it needs manager or above"],
      ["POST", "/review-links", w.keys.live, { postIds: [theirPost] }, 404, /Post not found/],
      ["POST", "/review-links", w.keys.live, {}, 400, "postIds: choose posts, or a date range and accounts (one of postIds or range)"],
      ["POST", "/review-links", w.keys.live, { postIds: ["nope"] }, 400, "postIds[0]: must be a post id"],
      ["POST", "/review-links", w.keys.live, { postIds, expiresInDays: 120 }, 400, "expiresInDays: at most 90 days"],
      ["POST", "/review-links", w.keys.live, { postIds, passcode: "12" }, 400, "passcode: at least 4 characters"],
      ["GET", `/review-links/${link.reviewLink.id}`, other.keys.live, undefined, 404, /Review link not found/],
      ["DELETE", `/review-links/${link.reviewLink.id}`, other.keys.live, undefined, 404, /Review link not found/],
      ["DELETE", "/review-links/not-a-uuid", w.keys.live, undefined, 404, /Review link not found/],
      ["GET", "/review-links", undefined, undefined, 401, /./],
    ];
    for (const [method, path, key, body, status, message] of cases) {
      const res = await callApi(method, path, { key, body });
      expect([method, path, res.status]).toEqual([method, path, status]);
      const error = (res.body as { error: string }).error;
      if (typeof message === "string") expect(error).toBe(message);
      else expect(error).toMatch(message);
    }
    // The refused link was not made: still only the one above (and the first test's, revoked).
    expect(await db.reviewLink.count({ where: { workspaceId: w.workspaceId } })).toBe(2);
  });

  it("the MCP tools make, list and revoke through the same services", async () => {
    const tool = (name: string) => MCP_TOOLS.find((t) => t.name === name)!;
    const auth = { workspaceId: w.workspaceId, actor: { kind: "user" as const, userId: w.owner.id } };
    const made = (await tool("create_review_link").run({ postIds: [postIds[1]], title: "Via MCP" }, { auth } as never)) as {
      reviewLink: { id: string; postCount: number };
      url: string;
    };
    expect(made.reviewLink.postCount).toBe(1);
    const listed = (await tool("list_review_links").run({}, { auth } as never)) as { reviewLinks: { id: string; title: string }[] };
    expect(listed.reviewLinks[0]).toMatchObject({ id: made.reviewLink.id, title: "Via MCP" });
    await tool("revoke_review_link").run({ id: made.reviewLink.id }, { auth } as never);
    expect(await openReviewLink({ token: tokenOf(made.url) })).toEqual({ state: "closed", problem: "revoked" });
  });
});
