// One post of the workspace in the actor's mode; another workspace's, another mode's, a deleted or a
// malformed id are all the same 404.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../api/route-id";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postModeFor } from "./post-mode";
import { postResponseSelect } from "./post-select";

export async function getPost({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  await requireReader(workspaceId, actor);
  const post = await db.post.findFirst({
    where: { id: input.id, workspaceId, mode: postModeFor(actor), deletedAt: null },
    select: postResponseSelect,
  });
  if (!post) throw new NotFoundError("Post");
  return post;
}
