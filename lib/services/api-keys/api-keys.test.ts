import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashApiKey, parseApiKey } from "@/lib/auth/api-key-format";
import { systemActor } from "@/lib/services/actor";
import { makeWorkspace } from "@/test/factories";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey } from "./revoke-api-key";

describe("API keys", () => {
  it("stores only the hash and a display prefix, and returns the key once", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const created = await createApiKey({ workspaceId, actor, input: { name: "zapier", mode: "live", scopes: ["posts:read", "posts:read", "posts:write"] } });
    expect(parseApiKey(created.key)).toEqual({ mode: "live" });
    expect(created.scopes).toEqual(["posts:read", "posts:write"]);

    const row = await db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = await listApiKeys({ workspaceId, actor });
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(row.keyHash);
  });

  it("does not let a viewer create keys, nor an outsider see the workspace", async () => {
    const { workspaceId, members } = await makeWorkspace(["viewer"]);
    const outsider = await makeWorkspace();
    await expect(
      createApiKey({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: { mode: "test", scopes: ["posts:read"] } }),
    ).rejects.toMatchObject({ status: 403, message: "A viewer cannot create API keys" });
    await expect(
      createApiKey({ workspaceId, actor: { kind: "user", userId: outsider.owner.id }, input: { mode: "test", scopes: ["posts:read"] } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("validates mode, scopes and expiry", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    await expect(createApiKey({ workspaceId, actor, input: { mode: "prod" as never, scopes: ["posts:read"] } })).rejects.toMatchObject({
      status: 400,
      message: "mode: must be live or test",
    });
    await expect(createApiKey({ workspaceId, actor, input: { mode: "live", scopes: [] } })).rejects.toMatchObject({
      message: "scopes: must contain at least one scope",
    });
    await expect(
      createApiKey({ workspaceId, actor, input: { mode: "live", scopes: ["posts:read"], expiresAt: "2001-01-01T00:00:00Z" } }),
    ).rejects.toMatchObject({ message: "expiresAt: must be in the future" });
  });

  it("revokes once: a second revoke keeps the first time; members cannot revoke others' keys", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["member"]);
    const key = await createApiKey({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { mode: "live", scopes: ["posts:read"] } });
    await expect(revokeApiKey({ actor: { kind: "user", userId: members.member!.id }, input: { id: key.id } })).rejects.toMatchObject({ status: 403 });
    const first = await revokeApiKey({ actor: systemActor, input: { id: key.id } });
    const second = await revokeApiKey({ actor: { kind: "user", userId: owner.id }, input: { id: key.id } });
    expect(second.revokedAt).toEqual(first.revokedAt);
    await expect(revokeApiKey({ actor: systemActor, input: { id: "not-a-uuid" } })).rejects.toMatchObject({ status: 404 });
  });
});
