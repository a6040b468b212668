// Revokes a key; requests with it get 401 from then on. Revoking twice is harmless.
import { forgetCachedApiKeys } from "../../auth/api-key-cache";
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { uuid } from "../../schemas/workspaces";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";

export async function revokeApiKey({ actor, input }: { actor: Actor; input: { id: string } }) {
  if (!uuid.safeParse(input.id).success) throw new NotFoundError("API key");
  const key = await db.apiKey.findUnique({ where: { id: input.id }, select: { id: true, workspaceId: true, createdById: true, revokedAt: true } });
  if (!key) throw new NotFoundError("API key");
  // People may revoke their own keys; admins and owners anyone's.
  if (actor.kind === "system" || actor.userId !== key.createdById) {
    await requireRole(key.workspaceId, actor, "admin", "revoke another member's API key");
  }
  if (key.revokedAt) return { id: key.id, revokedAt: key.revokedAt };
  const revoked = await db.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() }, select: { id: true, revokedAt: true } });
  // Other instances hear of it from the database trigger; this one forgets at once.
  forgetCachedApiKeys();
  return revoked;
}
