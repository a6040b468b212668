// Where each published row can be seen on its network: the first published item's permalink (a thread or a
// media group links to its first item), for the analytics table's "view post" links. Read-only.
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export async function findPostPermalinks({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { postIds: string[] };
}): Promise<Record<string, string>> {
  await requireReader(workspaceId, actor);
  if (input.postIds.length === 0) return {};
  const results = await db.platformResult.findMany({
    where: { postId: { in: input.postIds }, post: { workspaceId }, success: true, remotePermalink: { not: null } },
    orderBy: { createdAt: "asc" },
    select: { postId: true, remotePermalink: true },
  });
  const links: Record<string, string> = {};
  for (const r of results) links[r.postId] ??= r.remotePermalink!;
  return links;
}
