// Dynamic registration's bounds: a global cap on clients, unused clients deleted after a day, redirect URIs of
// at most 2,000 characters, and values with surrounding whitespace refused with the field named.
import "@/test/use-database";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { createApiKey } from "../api-keys/create-api-key";
import { makeWorkspace } from "@/test/factories";
import { deleteUnusedOAuthClients } from "./delete-unused-oauth-clients";
import { MAX_REDIRECT_URI_LENGTH, registerOAuthClient } from "./register-oauth-client";

const REDIRECT = "http://127.0.0.1:4599/callback";
const register = (input: Record<string, unknown> = { redirect_uris: [REDIRECT], client_name: "Cap test" }) => registerOAuthClient({ input });
const refusal = (input: Record<string, unknown>) =>
  register(input).then(
    () => null,
    (error: { errorCode: string; message: string }) => ({ error: error.errorCode, description: error.message }),
  );
const dayOld = (clientId: string) => db.oAuthClient.update({ where: { clientId }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });

afterEach(() => {
  delete process.env.POSTLANE_OAUTH_CLIENT_LIMIT;
  resetEnv();
});

describe("registration bounds", () => {
  it("refuses a redirect URI over 2,000 characters, naming it", async () => {
    const long = `https://app.example/${"a".repeat(MAX_REDIRECT_URI_LENGTH)}`;
    expect(await refusal({ redirect_uris: [REDIRECT, long] })).toEqual({
      error: "invalid_redirect_uri",
      description: "redirect_uris[1]: at most 2000 characters",
    });
    expect(await refusal({ redirect_uris: [`https://app.example/${"a".repeat(MAX_REDIRECT_URI_LENGTH - 20)}`] })).toBeNull();
  });

  it.each([
    [{ redirect_uris: [" https://app.example/cb"] }, "invalid_redirect_uri", "redirect_uris[0]"],
    [{ redirect_uris: [REDIRECT, "https://app.example/cb\n"] }, "invalid_redirect_uri", "redirect_uris[1]"],
    [{ redirect_uris: [REDIRECT], client_name: "Assistant " }, "invalid_client_metadata", "client_name"],
    [{ redirect_uris: [REDIRECT], client_uri: "\thttps://app.example" }, "invalid_client_metadata", "client_uri"],
  ])("refuses %j, naming %s's field", async (input, error, field) => {
    expect(await refusal(input)).toEqual({ error, description: `${field}: must not start or end with whitespace` });
  });

  // The cap counts every client of the database: on the shared PostgreSQL test database other files register
  // clients meanwhile, so this runs on the file's own embedded database only.
  it.skipIf(process.env.DATABASE_URL)("stops at the global cap with 503, and makes room by deleting clients unused for a day", async () => {
    const before = await db.oAuthClient.count();
    process.env.POSTLANE_OAUTH_CLIENT_LIMIT = String(before + 2);
    resetEnv();
    const [a, b] = await Promise.all([register(), register()]);
    const third = await refusal({ redirect_uris: [REDIRECT] });
    expect(third).toEqual({ error: "temporarily_unavailable", description: expect.stringMatching(/as many registered clients as it allows/) });
    expect(await db.oAuthClient.count()).toBe(before + 2);

    await dayOld(a.client_id);
    const fourth = await register();
    expect(fourth.client_id).toMatch(/^plc_/);
    expect(await db.oAuthClient.findUnique({ where: { clientId: a.client_id } })).toBeNull();
    expect(await db.oAuthClient.findUnique({ where: { clientId: b.client_id } })).not.toBeNull();
  });

  it("deletes only clients never used and older than a day", async () => {
    const w = await makeWorkspace();
    const [fresh, stale, used] = await Promise.all([register(), register(), register()]);
    await Promise.all([dayOld(stale.client_id), dayOld(used.client_id)]);
    const usedRow = await db.oAuthClient.findUniqueOrThrow({ where: { clientId: used.client_id } });
    await createApiKey({
      workspaceId: w.workspaceId,
      actor: { kind: "user", userId: w.owner.id },
      input: { name: "Connected", mode: "live", scopes: ["posts:read"] },
      oauthClientId: usedRow.id,
      audience: "mcp",
    });
    expect(await deleteUnusedOAuthClients()).toBeGreaterThanOrEqual(1);
    const left = await db.oAuthClient.findMany({ where: { clientId: { in: [fresh.client_id, stale.client_id, used.client_id] } }, select: { clientId: true } });
    expect(left.map((c) => c.clientId).sort()).toEqual([fresh.client_id, used.client_id].sort());
  });
});
