// A workspace ready for API tests: owner, members by role, connected accounts and keys of every kind
// (built through the real services; revoked and expired keys are made so through the database).
import { db } from "@/lib/db";
import { API_SCOPES, type ApiScope } from "@/lib/auth/scopes";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeWorkspace } from "@/test/factories";

async function key(workspaceId: string, userId: string, mode: "live" | "test", scopes: readonly ApiScope[] = API_SCOPES) {
  return createApiKey({ workspaceId, actor: systemActor, creatorUserId: userId, input: { mode, scopes: [...scopes] } });
}

export async function makeApiWorkspace() {
  const { owner, workspaceId, members } = await makeWorkspace(["viewer", "member"]);
  const bluesky = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "bluesky", username: `ada-${owner.id.slice(0, 6)}.bsky.social`, sandbox: true },
  });
  const mastodon = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "mastodon", username: `ada-${owner.id.slice(0, 6)}`, sandbox: true },
  });
  const live = await key(workspaceId, owner.id, "live");
  const test = await key(workspaceId, owner.id, "test");
  const readOnly = await key(workspaceId, owner.id, "live", ["posts:read", "ideas:read"]);
  // Viewers cannot create keys: the key is made while the user was a member, then the role drops.
  await db.membership.update({ where: { workspaceId_userId: { workspaceId, userId: members.viewer!.id } }, data: { role: "member" } });
  const viewer = await key(workspaceId, members.viewer!.id, "live");
  await db.membership.update({ where: { workspaceId_userId: { workspaceId, userId: members.viewer!.id } }, data: { role: "viewer" } });
  const member = await key(workspaceId, members.member!.id, "live");
  const revoked = await key(workspaceId, owner.id, "live");
  await db.apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
  const expired = await key(workspaceId, owner.id, "live");
  await db.apiKey.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  return {
    owner,
    workspaceId,
    members,
    accounts: { bluesky, mastodon },
    keys: { live: live.key, test: test.key, readOnly: readOnly.key, viewer: viewer.key, member: member.key, revoked: revoked.key, expired: expired.key },
    keyIds: { live: live.id, member: member.id },
  };
}
