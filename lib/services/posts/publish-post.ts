// Publishes a draft or scheduled post now (POST /posts/{id}/publish): fan-out into queued rows in one
// transaction, then the publishing engine (the steps and their rules: post-release.ts).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { CreatePostResult } from "../../schemas/posts";
import type { ContentActor } from "../workspaces/authorize-actor";
import { afterReleaseCommitted, authorizePublish, releasePost } from "./post-release";

export async function publishPost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string };
}): Promise<CreatePostResult> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const release = { workspaceId, actor, role: await authorizePublish(workspaceId, actor), postId: input.id.toLowerCase() };
  const released = await db.$transaction((tx) => releasePost(tx, release));
  return afterReleaseCommitted(release, released);
}
