// Disconnects an account: its tokens are erased and it stops publishing; the row (and its posts' history) stays.
// Connecting the same network account again brings it back.
import { z } from "zod";
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";

export const disconnectAccountInput = z.strictObject({ accountId: z.uuid({ error: "must be an account id" }) });

export async function disconnectAccount({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: z.input<typeof disconnectAccountInput> }) {
  const { accountId } = parseInput(disconnectAccountInput, input);
  await requireRole(workspaceId, actor, "manager", "disconnect accounts");
  const { count } = await db.socialAccount.updateMany({
    where: { id: accountId, workspaceId },
    data: { isConnected: false, disconnectedAt: new Date(), accessTokenEnc: null, refreshTokenEnc: null, tokenExpiresAt: null },
  });
  if (count === 0) throw new NotFoundError("Account");
  return { id: accountId, isConnected: false };
}
