// Stores an account approved through a connect flow. The same network account connected again (a reconnect)
// updates the existing row: fresh tokens, requires_reauth cleared, and a stored refresh token is kept when
// the network did not issue a new one.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { encryptToken } from "../../crypto/token-cipher";
import { platformId } from "../../platforms/ids";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { accountResponseSelect } from "../../serializers/serialize-account";
import { accountConnectionData } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";

export const saveConnectedAccountInput = z.strictObject({
  platform: platformId,
  platformAccountId: z.string().trim().min(1).max(200),
  username: z.string().trim().min(1).max(200),
  displayName: z.string().trim().max(200).nullish(),
  profileImageUrl: z.string().url().nullish(),
  settings: z.record(z.string(), z.unknown()).default({}),
  accessToken: z.string().min(1),
  refreshToken: z.string().nullish(),
  expiresAt: z.date().nullish(),
  /** When the refresh token runs out (TikTok, LinkedIn, Pinterest say); warned about days ahead (lib/tokens). */
  refreshExpiresAt: z.date().nullish(),
  scopes: z.array(z.string()).default([]),
});
export type SaveConnectedAccountInput = z.input<typeof saveConnectedAccountInput>;

export async function saveConnectedAccount({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: SaveConnectedAccountInput }) {
  const data = parseInput(saveConnectedAccountInput, input);
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const key = { workspaceId, platform: data.platform, platformAccountId: data.platformAccountId };
  return db.$transaction(async (tx) => {
    const existing = await tx.socialAccount.findUnique({
      where: { workspaceId_platform_platformAccountId: key },
      select: { settings: true },
    });
    const fields = {
      platformUsername: data.username,
      displayName: data.displayName ?? null,
      profileImageUrl: data.profileImageUrl ?? null,
      accessTokenEnc: encryptToken(data.accessToken),
      tokenExpiresAt: data.expiresAt ?? null,
      // A reconnect is a new consent: its refresh token's lifetime replaces the old one's.
      refreshTokenExpiresAt: data.refreshExpiresAt ?? null,
      grantedScopes: data.scopes,
      // Settings the network reports win; ones set earlier (a chosen page, a chat id) are kept.
      settings: { ...((existing?.settings as object | null) ?? {}), ...data.settings } as object,
      isSandbox: false,
      isConnected: true,
      requiresReauth: false,
      disconnectedAt: null,
    };
    const refreshTokenEnc = data.refreshToken ? encryptToken(data.refreshToken) : undefined;
    const select = accountResponseSelect;
    const saved = existing
      ? await tx.socialAccount.update({
          where: { workspaceId_platform_platformAccountId: key },
          // undefined leaves the stored refresh token as it is.
          data: { ...fields, refreshTokenEnc, connectedAt: new Date() },
          select,
        })
      : await tx.socialAccount.create({ data: { ...key, ...fields, refreshTokenEnc: refreshTokenEnc ?? null }, select });
    // In the same transaction as the row: a rolled-back connect announces nothing.
    await recordWebhookEvent(tx, {
      workspaceId,
      type: "account.connected",
      data: accountConnectionData({ ...saved, workspaceId }, { connected: true, reconnected: existing !== null }),
    });
    return saved;
  });
}
