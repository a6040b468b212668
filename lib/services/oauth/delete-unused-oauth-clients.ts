// Dynamic registration is open to anyone: a client registered and never used (no access token ever issued
// to it) is deleted after UNUSED_CLIENT_TTL_MS, by the hourly housekeeping and when registration reaches its
// cap. A client that got a token stays (its token is listed, and revoked, on the keys page); its pending
// authorization codes go with a deleted client.
import { db } from "../../db";

export const UNUSED_CLIENT_TTL_MS = 24 * 60 * 60 * 1000;

export async function deleteUnusedOAuthClients({ olderThanMs = UNUSED_CLIENT_TTL_MS }: { olderThanMs?: number } = {}): Promise<number> {
  const { count } = await db.oAuthClient.deleteMany({
    where: { createdAt: { lt: new Date(Date.now() - olderThanMs) }, apiKeys: { none: {} } },
  });
  return count;
}
