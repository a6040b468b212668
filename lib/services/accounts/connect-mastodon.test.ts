import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { makeWorkspace } from "@/test/factories";
import { startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { completeMastodonConnect } from "./connect-mastodon-complete";
import { mastodonCallbackUrl, startMastodonConnect } from "./connect-mastodon-start";

let mastodon: FakeMastodon;

beforeAll(async () => {
  mastodon = await startFakeMastodon({ username: "dana", maxCharacters: 1000 });
  process.env.MASTODON_API_BASE_URL = mastodon.url;
});
afterAll(async () => {
  delete process.env.MASTODON_API_BASE_URL;
  await mastodon.close();
});

/** The person approves on the instance: follow its authorize redirect back to our callback's query. */
async function approve(authorizeUrl: string): Promise<{ code: string | null; state: string | null }> {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get("location")!);
  expect(`${back.origin}${back.pathname}`).toBe(mastodonCallbackUrl());
  return { code: back.searchParams.get("code"), state: back.searchParams.get("state") };
}

// A distinct made-up instance per test keeps the per-instance app cache from leaking between tests.
const instance = () => `social-${crypto.randomUUID().slice(0, 8)}.example`;

describe("Mastodon connect (per-instance app + OAuth with PKCE)", () => {
  it("registers an app on the instance once, runs the OAuth flow and stores the account", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const host = instance();
    const appsBefore = mastodon.apps.length;
    const authorizeUrl = await startMastodonConnect({ workspaceId, actor, input: { instanceUrl: host } });
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get("scope")).toBe("read:accounts read:statuses write:statuses write:media");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(mastodon.apps.length).toBe(appsBefore + 1);

    const outcome = await completeMastodonConnect({ userId: owner.id, params: { ...(await approve(authorizeUrl)), error: null, errorDescription: null } });
    expect(outcome).toMatchObject({ ok: true, workspaceId, accounts: [{ platformUsername: `@dana@${host}` }] });
    const row = await db.socialAccount.findFirstOrThrow({ where: { workspaceId, platform: "mastodon" } });
    expect(row.platformAccountId).toBe(`${mastodon.account.id}@${host}`);
    expect(row.settings).toEqual({ instanceUrl: `https://${host}`, accountId: mastodon.account.id, acct: "dana", maxCharacters: 1000 });
    const token = decryptToken(row.accessTokenEnc!);
    const verify = await fetch(`${mastodon.url}/api/v1/accounts/verify_credentials`, { headers: { authorization: `Bearer ${token}` } });
    expect(verify.status).toBe(200);
    expect(row.refreshTokenEnc).toBeNull();

    // A second connect to the same instance reuses the app, and reconnecting keeps one row.
    await db.socialAccount.update({ where: { id: row.id }, data: { requiresReauth: true } });
    const second = await startMastodonConnect({ workspaceId, actor, input: { instanceUrl: `https://${host}/`, reconnectAccountId: row.id } });
    expect(mastodon.apps.length).toBe(appsBefore + 1);
    const again = await completeMastodonConnect({ userId: owner.id, params: { ...(await approve(second)), error: null, errorDescription: null } });
    expect(again.ok).toBe(true);
    const rows = await db.socialAccount.findMany({ where: { workspaceId, platform: "mastodon" } });
    expect(rows.map((r) => [r.id, r.requiresReauth])).toEqual([[row.id, false]]);
  });

  it("a callback is refused when replayed, for another person, or denied; nothing is stored", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const stranger = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const approved = await approve(await startMastodonConnect({ workspaceId, actor, input: { instanceUrl: instance() } }));
    const wrongUser = await completeMastodonConnect({ userId: stranger.owner.id, params: { ...approved, error: null, errorDescription: null } });
    expect(wrongUser).toEqual({ ok: false, workspaceId: null, message: expect.stringMatching(/not valid/) });
    // The state was consumed by that attempt: the real person's replay fails too.
    const replay = await completeMastodonConnect({ userId: owner.id, params: { ...approved, error: null, errorDescription: null } });
    expect(replay.ok).toBe(false);
    const denied = await approve(await startMastodonConnect({ workspaceId, actor, input: { instanceUrl: instance() } }));
    const outcome = await completeMastodonConnect({
      userId: owner.id,
      params: { state: denied.state, code: null, error: "access_denied", errorDescription: null },
    });
    expect(outcome).toEqual({ ok: false, workspaceId, message: "Mastodon was not connected: the request was not approved" });
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(0);
  });

  it("names the field for a bad instance address and refuses private addresses without the override", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    await expect(startMastodonConnect({ workspaceId, actor, input: { instanceUrl: "" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^instanceUrl: /),
    });
    delete process.env.MASTODON_API_BASE_URL;
    try {
      await expect(startMastodonConnect({ workspaceId, actor, input: { instanceUrl: "http://127.0.0.1:3000" } })).rejects.toMatchObject({
        status: 400,
        message: "instanceUrl: must be the public https address of a Mastodon server, such as mastodon.social",
      });
      await expect(startMastodonConnect({ workspaceId, actor, input: { instanceUrl: "https://10.0.0.5" } })).rejects.toMatchObject({ status: 400 });
    } finally {
      process.env.MASTODON_API_BASE_URL = mastodon.url;
    }
  });
});
