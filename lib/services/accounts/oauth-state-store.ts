// The OAuthState row of a connect flow: created when the person is sent to the network, consumed exactly once
// by the callback. A state is bound to the user who started it and expires after ten minutes.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export interface StoredOAuthState {
  workspaceId: string;
  userId: string;
  platform: string;
  codeVerifier: string | null;
  redirectUri: string;
  context: Record<string, unknown>;
  expiresAt: Date;
}

export async function saveOAuthState(state: string, data: Omit<StoredOAuthState, "expiresAt">, now = new Date()): Promise<void> {
  // Old states are removed on the way so the table never grows with abandoned flows.
  await db.oAuthState.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.oAuthState.create({
    data: { state, ...data, context: data.context as Prisma.InputJsonObject, expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS) },
  });
}

/** Deletes and returns the state; only the request whose delete removed the row gets it, so a replayed callback finds nothing. */
export async function consumeOAuthState(state: string): Promise<StoredOAuthState | null> {
  const rows = await db.oAuthState.findMany({ where: { state }, take: 1 });
  const row = rows[0];
  if (!row) return null;
  const deleted = await db.oAuthState.deleteMany({ where: { id: row.id } });
  if (deleted.count !== 1) return null; // another request consumed it first
  return {
    workspaceId: row.workspaceId,
    userId: row.userId,
    platform: row.platform,
    codeVerifier: row.codeVerifier,
    redirectUri: row.redirectUri,
    context: (row.context ?? {}) as Record<string, unknown>,
    expiresAt: row.expiresAt,
  };
}
