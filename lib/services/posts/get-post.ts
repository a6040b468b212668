// One post of the workspace in the actor's mode; another workspace's, another mode's, a deleted or a
// malformed id are all the same 404.
import { readRows } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postModeFor } from "./post-mode";
import { postRowsQuery, type PostRow } from "./post-rows-query";

export async function getPost({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }): Promise<PostRow> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  // Awaited only when it is a promise (a signed-in person's lookup): an API key's answer is known at once.
  const reading = requireReader(workspaceId, actor);
  if (reading) await reading;
  const [post] = await readRows<PostRow>(postRowsQuery({ workspaceId, mode: postModeFor(actor), id: input.id }), { prepare: true });
  if (!post) throw new NotFoundError("Post");
  return post;
}
