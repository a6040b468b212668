// Single-use links sent by email (a password reset, an address to verify): a random token goes into the
// link, only its sha256 into user_email_tokens, so neither a database copy nor a log of the table lets anyone
// use one. Issuing a link retires the user's earlier unused links of the same purpose: only the newest works.
import type { Prisma, UserEmailTokenPurpose } from "@/generated/prisma/client";
import { hashLinkToken, LINK_TOKEN_SHAPE, newLinkToken } from "../../auth/link-token";
import { db } from "../../db";

const TOKEN_SHAPE = LINK_TOKEN_SHAPE;

export const hashEmailLinkToken = hashLinkToken;

type Tx = Prisma.TransactionClient;

/** A new link for `userId`, valid for `ttlMs`; earlier unused links of the same purpose stop working. */
export async function issueEmailLinkToken(
  { userId, purpose, ttlMs, now = new Date() }: { userId: string; purpose: UserEmailTokenPurpose; ttlMs: number; now?: Date },
  tx: Tx = db,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await tx.userEmailToken.updateMany({ where: { userId, purpose, usedAt: null, revokedAt: null }, data: { revokedAt: now } });
  await tx.userEmailToken.create({ data: { userId, purpose, tokenHash: hashEmailLinkToken(token), expiresAt } });
  return { token, expiresAt };
}

/** Voids every unused link of `purpose` for the user (a password changed another way, for instance). */
export async function revokeEmailLinkTokens(
  { userId, purpose, now = new Date() }: { userId: string; purpose: UserEmailTokenPurpose; now?: Date },
  tx: Tx = db,
) {
  await tx.userEmailToken.updateMany({ where: { userId, purpose, usedAt: null, revokedAt: null }, data: { revokedAt: now } });
}

export type EmailLinkState = "usable" | "invalid" | "expired" | "used" | "replaced";

export interface EmailLinkLookup {
  state: EmailLinkState;
  token?: { id: string; userId: string; expiresAt: Date };
}

/** What a link's token is worth now, without using it. A token of the wrong shape costs no query. */
export async function lookUpEmailLinkToken(
  { token, purpose, now = new Date() }: { token: string; purpose: UserEmailTokenPurpose; now?: Date },
  tx: Tx = db,
): Promise<EmailLinkLookup> {
  if (!TOKEN_SHAPE.test(token)) return { state: "invalid" };
  const row = await tx.userEmailToken.findUnique({ where: { tokenHash: hashEmailLinkToken(token) } });
  if (!row || row.purpose !== purpose) return { state: "invalid" };
  const found = { id: row.id, userId: row.userId, expiresAt: row.expiresAt };
  if (row.usedAt) return { state: "used", token: found };
  if (row.revokedAt) return { state: "replaced", token: found };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", token: found };
  return { state: "usable", token: found };
}

/**
 * Marks the link used if it still is usable at `now`: one conditional update, so of two uses at once only
 * one succeeds. False when another use, a newer link or the clock got there first.
 */
export async function consumeEmailLinkToken({ id, now = new Date() }: { id: string; now?: Date }, tx: Tx = db): Promise<boolean> {
  const { count } = await tx.userEmailToken.updateMany({ where: { id, usedAt: null, revokedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return count === 1;
}
