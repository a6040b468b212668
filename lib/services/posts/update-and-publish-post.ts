// The editor's "Publish now": what is on screen saved and published in one transaction, so a refused publish
// leaves the stored post as it was. The same checks as PATCH /posts/{id} then POST /posts/{id}/publish, all
// made before anything is written.
import { db } from "../../db";
import type { CreatePostResult } from "../../schemas/posts";
import type { ContentActor } from "../workspaces/authorize-actor";
import { afterEditCommitted, authorizeEdit, saveEdit } from "./post-edit";
import { afterReleaseCommitted, authorizePublish, releasePost } from "./post-release";

export async function updateAndPublishPost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; changes: unknown };
}): Promise<CreatePostResult> {
  const edit = await authorizeEdit({ workspaceId, actor, input });
  const release = { workspaceId, actor, role: await authorizePublish(workspaceId, actor), postId: edit.postId };
  const { saved, released } = await db.$transaction(async (tx) => {
    const saved = await saveEdit(tx, edit);
    return { saved, released: await releasePost(tx, release) };
  });
  await afterEditCommitted(edit, saved);
  return afterReleaseCommitted(release, released);
}
