// The workspace's social accounts (connected or not), oldest connection first. Selects only public columns
// and the token's health (lib/tokens/token-health.ts), never a token.
import { db } from "../../db";
import { tokenHealthSelect } from "../../tokens/token-health";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export const accountListSelect = {
  ...tokenHealthSelect,
  id: true,
  platformUsername: true,
  platformAccountId: true,
  profileImageUrl: true,
} as const;

export async function listAccounts({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }) {
  await requireReader(workspaceId, actor);
  return db.socialAccount.findMany({
    where: { workspaceId },
    select: accountListSelect,
    orderBy: [{ connectedAt: "asc" }, { id: "asc" }],
  });
}
