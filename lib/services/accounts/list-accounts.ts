// The workspace's social accounts (connected or not), oldest connection first. Selects only public columns.
import { db } from "../../db";
import { accountResponseSelect } from "../../api/serializers/serialize-account";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export async function listAccounts({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }) {
  await requireReader(workspaceId, actor);
  return db.socialAccount.findMany({
    where: { workspaceId },
    select: accountResponseSelect,
    orderBy: [{ connectedAt: "asc" }, { id: "asc" }],
  });
}
