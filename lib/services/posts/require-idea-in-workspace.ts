// `ideaId` on a new post (POST /posts, the composer's "Turn into post") must name an idea of the same
// workspace: another workspace's idea is refused exactly like one that does not exist, so ids never leak.
// Its notes come back with it: a post made from an idea starts with them unless the request sends its own.
import { db } from "../../db";
import { BadRequestError } from "../../errors";

export async function requireIdeaInWorkspace(workspaceId: string, ideaId: string): Promise<{ notes: string | null }> {
  const idea = await db.idea.findFirst({ where: { id: ideaId.toLowerCase(), workspaceId }, select: { notes: true } });
  if (!idea) throw new BadRequestError("ideaId: no idea with this id in this workspace");
  return idea;
}
