// Creates an API key bound to one workspace. The plaintext key is returned once and never stored.
import { db } from "../../db";
import { ForbiddenError, NotFoundError, parseInput } from "../../errors";
import { generateApiKey } from "../../auth/api-key-format";
import { canWrite } from "../../auth/roles";
import { createApiKeyInput, type CreateApiKeyInput } from "../../schemas/api-keys";
import type { Actor } from "../actor";
import type { TokenAudience } from "../oauth/token-audience-policy";

export async function createApiKey({
  workspaceId,
  actor,
  input,
  creatorUserId,
  oauthClientId,
  audience,
}: {
  workspaceId: string;
  actor: Actor;
  input: CreateApiKeyInput;
  /** The operator (CLI) names the user the key acts for; everyone else creates keys for themselves. */
  creatorUserId?: string;
  /** The connected app this key is issued to as its OAuth access token (lib/services/oauth). */
  oauthClientId?: string;
  /** The one door that access token opens (lib/services/oauth/token-audience-policy.ts); keys of the keys page open both. */
  audience?: TokenAudience;
}) {
  const data = parseInput(createApiKeyInput, input);
  const userId = actor.kind === "system" ? creatorUserId : actor.userId;
  if (!userId) throw new ForbiddenError("An API key must be created for a user");
  const membership = await db.membership.findUnique({ where: { workspaceId_userId: { workspaceId, userId } }, select: { role: true } });
  if (!membership) {
    throw actor.kind === "system" ? new ForbiddenError("The key's user is not a member of this workspace") : new NotFoundError("Workspace");
  }
  if (!canWrite(membership.role)) throw new ForbiddenError("A viewer cannot create API keys");

  const generated = generateApiKey(data.mode);
  const created = await db.apiKey.create({
    data: {
      workspaceId,
      createdById: userId,
      name: data.name,
      keyHash: generated.keyHash,
      displayPrefix: generated.displayPrefix,
      mode: data.mode,
      scopes: data.scopes,
      expiresAt: data.expiresAt ?? null,
      draftsOnly: data.draftsOnly,
      oauthClientId: oauthClientId ?? null,
      audience: audience ?? null,
    },
    select: { id: true, name: true, displayPrefix: true, mode: true, scopes: true, draftsOnly: true, expiresAt: true, createdAt: true, workspaceId: true },
  });
  return { ...created, key: generated.key };
}
