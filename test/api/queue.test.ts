// Posting schedules and the queue over the API (additive endpoints): scopes, roles, isolation, clear 400s,
// and "add to queue" taking the next free slots with the same quota headers as POST /posts.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let other: W;

beforeAll(async () => {
  w = await makeApiWorkspace();
  other = await makeApiWorkspace();
});

const schedulePath = (accountId: string) => `/accounts/${accountId}/schedule`;

/** RFC 9745: the instant the names were deprecated, and a link to where the replacements are listed. */
function expectDeprecationHeaders(headers: Headers) {
  expect(headers.get("deprecation")).toBe(`@${Date.parse("2026-11-29T00:00:00Z") / 1000}`);
  expect(headers.get("link")).toMatch(/^<https?:\/\/[^>]+\/docs\/api#deprecated-names>; rel="deprecation"/);
}

describe("GET/PUT /accounts/{id}/schedule", () => {
  it("sets and reads an account's posting times; checks scope, role, zone, slots and workspace", async () => {
    const account = w.accounts.bluesky.id;
    const before = await callApi("GET", schedulePath(account), { key: w.keys.live });
    expect(before.status).toBe(200);
    const username = w.accounts.bluesky.platformUsername;
    // camelCase as every additive resource, the snake_case names answered first beside them (deprecated, RFC 9745 headers).
    expect(before.body).toEqual({
      schedule: {
        ...{ accountId: account, platform: "bluesky", platformUsername: username, timeZone: null, slots: [] },
        ...{ account_id: account, platform_username: username, time_zone: null },
      },
    });
    expectDeprecationHeaders(before.headers);

    const body = {
      timeZone: "Europe/Berlin",
      slots: [
        { day: 5, time: "16:00" },
        { day: 2, time: "09:30" },
        { day: 5, time: "16:00" },
      ],
    };
    const put = await callApi("PUT", schedulePath(account), { key: w.keys.live, body });
    expect(put.status).toBe(200);
    expectDeprecationHeaders(put.headers);
    expect(put.body.schedule).toMatchObject({
      timeZone: "Europe/Berlin",
      time_zone: "Europe/Berlin",
      slots: [
        { day: 2, time: "09:30" },
        { day: 5, time: "16:00" },
      ],
    });

    const bad = [
      [{ timeZone: "Mars/Base", slots: [] }, "timeZone: must be an IANA time zone such as Europe/Berlin"],
      [{ timeZone: "UTC", slots: [{ day: 0, time: "09:00" }] }, "slots[0].day: must be 1 (Monday) to 7 (Sunday)"],
      [{ timeZone: "UTC", slots: [{ day: 1, time: "9am" }] }, "slots[0].time: must be a time as HH:MM (00:00 to 23:59)"],
      [{ timeZone: "UTC", slots: [], extra: true }, "extra"],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await callApi("PUT", schedulePath(account), { key: w.keys.live, body: payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error).toContain(message);
    }
    expect((await callApi("PUT", schedulePath(account), { key: w.keys.viewer, body })).status).toBe(403);
    expect((await callApi("PUT", schedulePath(account), { key: w.keys.readOnly, body })).status).toBe(403);
    expect((await callApi("GET", schedulePath(account), { key: w.keys.readOnly })).status).toBe(403);
    expect((await callApi("GET", schedulePath(account), { key: other.keys.live })).status).toBe(404);
    expect((await callApi("PUT", schedulePath(account), { key: other.keys.live, body })).status).toBe(404);
    expect((await callApi("GET", schedulePath("not-a-uuid"), { key: w.keys.live })).status).toBe(404);
  });
});

describe("GET/POST /queue", () => {
  it("adds posts at the next free slots, lists them in the queue, and refuses what it should", async () => {
    const account = w.accounts.mastodon.id;
    await callApi("PUT", schedulePath(account), {
      key: w.keys.live,
      body: {
        timeZone: "UTC",
        slots: [
          { day: 1, time: "06:00" },
          { day: 4, time: "06:00" },
        ],
      },
    });
    const body = { caption: "Queued over the API", accountMappings: [{ platform: "mastodon", accountId: account }] };
    const first = await callApi("POST", "/queue", { key: w.keys.live, body });
    const second = await callApi("POST", "/queue", { key: w.keys.live, body });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ postIds: [expect.any(String)], status: "scheduled", scheduledAt: expect.any(String), scheduled_at: first.body.scheduledAt });
    expectDeprecationHeaders(first.headers);
    expect(first.headers.get("x-quota-remaining")).not.toBeNull();
    expect(Date.parse(second.body.scheduled_at)).toBeGreaterThan(Date.parse(first.body.scheduled_at));
    for (const at of [first.body.scheduled_at, second.body.scheduled_at]) expect([1, 4]).toContain(new Date(at).getUTCDay());
    const post = await callApi("GET", `/posts/${first.body.postIds[0]}`, { key: w.keys.live });
    expect(post.body.post).toMatchObject({ status: "scheduled", scheduled_at: new Date(first.body.scheduled_at).toISOString() });

    const queue = await callApi("GET", "/queue?days=21", { key: w.keys.readOnly });
    expect(queue.status).toBe(200);
    const entry = queue.body.queue.find((e: { at: string }) => e.at === new Date(first.body.scheduled_at).toISOString());
    expect(entry).toMatchObject({
      slotAccountIds: [account],
      slot_account_ids: [account],
      posts: [{ id: first.body.postIds[0], caption: "Queued over the API", accountIds: [account], account_ids: [account], awaitingApproval: false }],
    });
    expectDeprecationHeaders(queue.headers);
    expect((await callApi("GET", "/queue", { key: other.keys.live })).body.queue.flatMap((e: { posts: unknown[] }) => e.posts)).toEqual([]);

    expect((await callApi("GET", "/queue?days=0", { key: w.keys.live })).body.error).toContain("days: must be a whole number from 1 to 56");
    const withStatus = await callApi("POST", "/queue", { key: w.keys.live, body: { ...body, status: "published" } });
    expect(withStatus.status).toBe(400);
    expect(withStatus.body.error).toContain("status");
    await callApi("PUT", schedulePath(w.accounts.bluesky.id), { key: w.keys.live, body: { timeZone: "UTC", slots: [] } });
    const noSlot = await callApi("POST", "/queue", {
      key: w.keys.live,
      body: { caption: "x", accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }] },
    });
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.error).toContain("No free slot in the next 8 weeks");
    expect((await callApi("POST", "/queue", { key: w.keys.viewer, body })).status).toBe(403);
    const draftsOnly = (
      await createApiKey({
        workspaceId: w.workspaceId,
        actor: systemActor,
        creatorUserId: w.owner.id,
        input: { mode: "live", scopes: ["posts:write"], draftsOnly: true },
      })
    ).key;
    const refused = await callApi("POST", "/queue", { key: draftsOnly, body });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain("drafts-only");
    const unknownAccount = await callApi("POST", "/queue", {
      key: w.keys.live,
      body: { caption: "x", accountMappings: [{ platform: "mastodon", accountId: other.accounts.mastodon.id }] },
    });
    expect(unknownAccount.status).toBe(400);
  });
});
