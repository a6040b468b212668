// Connects an account without an OAuth flow: operators (admin CLI) and sandbox accounts for test mode.
// Adding the same platform account again reconnects it instead of duplicating it.
import crypto from "node:crypto";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { encryptToken } from "../../crypto/token-cipher";
import { addSocialAccountInput, type AddSocialAccountInput } from "../../schemas/accounts";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { accountResponseSelect } from "../../serializers/serialize-account";
import { accountConnectionData } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";

export async function addSocialAccount({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: AddSocialAccountInput }) {
  const data = parseInput(addSocialAccountInput, input);
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const platformAccountId = data.platformAccountId ?? (data.sandbox ? `sandbox-${crypto.randomUUID()}` : data.username);
  const fields = {
    platformUsername: data.username,
    displayName: data.displayName ?? null,
    profileImageUrl: data.profileImageUrl ?? null,
    isSandbox: data.sandbox,
    accessTokenEnc: data.accessToken ? encryptToken(data.accessToken) : null,
    refreshTokenEnc: data.refreshToken ? encryptToken(data.refreshToken) : null,
    settings: data.settings as object,
    isConnected: true,
    requiresReauth: false,
    disconnectedAt: null,
  };
  const where = { workspaceId_platform_platformAccountId: { workspaceId, platform: data.platform, platformAccountId } };
  return db.$transaction(async (tx) => {
    const existing = await tx.socialAccount.findUnique({ where, select: { id: true } });
    const saved = await tx.socialAccount.upsert({
      where,
      create: { workspaceId, platform: data.platform, platformAccountId, ...fields },
      update: { ...fields, connectedAt: new Date() },
      select: { ...accountResponseSelect, isSandbox: true },
    });
    // In the same transaction as the row: a rolled-back connect announces nothing.
    await recordWebhookEvent(tx, {
      workspaceId,
      type: "account.connected",
      data: accountConnectionData({ ...saved, workspaceId }, { connected: true, reconnected: existing !== null }),
    });
    return saved;
  });
}
