// The key cache (lib/auth/api-key-cache.ts) must never let a key do what the database no longer allows:
// a busy key is served from memory, yet revoking it, expiring it, demoting or removing its creator takes
// effect as soon as the database tells this process (at once on the embedded database and for changes made
// by this process's services; within milliseconds on PostgreSQL for changes made by anyone else).
import "@/test/use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb, db } from "@/lib/db";
import { closeChangeListeners } from "@/lib/db/change-listener";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/services/api-keys/revoke-api-key";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { callApi } from "@/test/api/call-api";

const spies: { mockRestore(): void }[] = [];
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

/** Counts the key lookups (the api_keys query) made by the requests that follow. */
function countKeyLookups() {
  const spy = vi.spyOn(getDb(), "$queryRaw"); // the same spy when one is in place already
  spies.push(spy);
  const count = () => spy.mock.calls.filter(([sql]) => Array.isArray(sql) && sql.join("?").includes("FROM api_keys")).length;
  const before = count();
  return () => count() - before;
}

/**
 * Uses the key until a request is served without a lookup (the notification channel is live). The time allows
 * a few requests on a crowded machine: the first request of a file also compiles callApi's OpenAPI check of
 * its answer, and one slow request used to exhaust a 1 s poll before the cached one was tried.
 */
async function untilCached(key: string, timeout = 5_000) {
  const lookups = countKeyLookups();
  await expect
    .poll(
      async () => {
        const before = lookups();
        expect((await callApi("GET", "/posts", { key })).status).toBe(200);
        return lookups() - before;
      },
      { timeout, interval: 20 },
    )
    .toBe(0);
}

const POLL = { timeout: 2_000, interval: 20 };

describe("cached API keys", () => {
  it("serve a busy key without a lookup per request and record last use once", async () => {
    const w = await makeApiWorkspace();
    await untilCached(w.keys.live);
    const lookups = countKeyLookups();
    const first = (await db.apiKey.findUniqueOrThrow({ where: { id: w.keyIds.live } })).lastUsedAt;
    for (let i = 0; i < 5; i++) expect((await callApi("GET", "/posts", { key: w.keys.live })).status).toBe(200);
    expect(lookups()).toBe(0);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: w.keyIds.live } })).lastUsedAt).toEqual(first);
    expect(first).not.toBeNull();
  });

  it("refuse a key revoked in the database by anyone (SQL by hand, another instance)", async () => {
    const w = await makeApiWorkspace();
    await untilCached(w.keys.live);
    await db.$executeRaw`UPDATE api_keys SET revoked_at = now() WHERE id = ${w.keyIds.live}::uuid`;
    await expect
      .poll(async () => (await callApi("GET", "/posts", { key: w.keys.live })).body, POLL)
      .toEqual({ error: "API key has been revoked", code: "unauthorized" });
  });

  it("refuse a key revoked through the service in this process at once", async () => {
    const w = await makeApiWorkspace();
    await untilCached(w.keys.live);
    await revokeApiKey({ actor: systemActor, input: { id: w.keyIds.live } });
    expect(await callApi("GET", "/posts", { key: w.keys.live })).toMatchObject({ status: 401, body: { error: "API key has been revoked" } });
  });

  it("apply the creator's new role and their removal from the workspace", async () => {
    const w = await makeApiWorkspace();
    await untilCached(w.keys.member);
    const member = { workspaceId_userId: { workspaceId: w.workspaceId, userId: w.members.member!.id } };
    await db.membership.update({ where: member, data: { role: "viewer" } });
    await expect.poll(async () => (await callApi("POST", "/ideas", { key: w.keys.member, body: { title: "x" } })).status, POLL).toBe(403);
    await db.membership.delete({ where: member });
    await expect.poll(async () => (await callApi("GET", "/posts", { key: w.keys.member })).status, POLL).toBe(401);
  });

  it("refuse a cached key once it expires", async () => {
    const w = await makeApiWorkspace();
    const soon = await createApiKey({
      workspaceId: w.workspaceId,
      actor: systemActor,
      creatorUserId: w.owner.id,
      input: { mode: "live", scopes: ["posts:read"], expiresAt: new Date(Date.now() + 1_500).toISOString() },
    });
    await untilCached(soon.key);
    const lookups = countKeyLookups();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await callApi("GET", "/posts", { key: soon.key })).toMatchObject({ status: 401, body: { error: "API key has expired" } });
    expect(lookups()).toBe(0); // refused from the cached copy, by its expiry
  });

  it("look every key up while the notification channel is down, and cache again once it is back", async () => {
    const w = await makeApiWorkspace();
    await untilCached(w.keys.live);
    await closeChangeListeners();
    const lookups = countKeyLookups();
    expect((await callApi("GET", "/posts", { key: w.keys.live })).status).toBe(200);
    expect((await callApi("GET", "/posts", { key: w.keys.live })).status).toBe(200);
    expect(lookups()).toBeGreaterThanOrEqual(2);
    await untilCached(w.keys.live);
  });

  it.runIf(process.env.DATABASE_URL)("forget everything when the listening connection drops, and cache again once it is back", async () => {
    const w = await makeApiWorkspace();
    await untilCached(w.keys.live);
    await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'postlane-listener' AND datname = current_database()`;
    // A revocation while the listener is gone must not be missed.
    await db.$executeRaw`UPDATE api_keys SET revoked_at = now() WHERE id = ${w.keyIds.live}::uuid`;
    await expect.poll(async () => (await callApi("GET", "/posts", { key: w.keys.live })).status, POLL).toBe(401);
    await untilCached(w.keys.readOnly, 5_000); // the listener reconnects after a second
  });
});
