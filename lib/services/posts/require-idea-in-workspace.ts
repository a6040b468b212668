// `ideaId` on a new post (POST /posts, the composer's "Turn into post") must name an idea of the same
// workspace: another workspace's idea is refused exactly like one that does not exist, so ids never leak.
import { db } from "../../db";
import { BadRequestError } from "../../errors";

export async function requireIdeaInWorkspace(workspaceId: string, ideaId: string): Promise<void> {
  const idea = await db.idea.findFirst({ where: { id: ideaId.toLowerCase(), workspaceId }, select: { id: true } });
  if (!idea) throw new BadRequestError("ideaId: no idea with this id in this workspace");
}
