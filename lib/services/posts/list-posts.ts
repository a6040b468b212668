// The newest posts of the workspace in the actor's mode (test keys see test posts), optionally by status.
import { db } from "../../db";
import { POSTS_LIMIT_DEFAULT, POSTS_LIMIT_MAX, type POST_STATUSES } from "../../schemas/posts";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postModeFor } from "./post-mode";
import { postResponseSelect } from "./post-select";

export async function listPosts({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { status?: (typeof POST_STATUSES)[number]; limit?: number };
}) {
  await requireReader(workspaceId, actor);
  const take = Math.min(Math.max(1, input.limit ?? POSTS_LIMIT_DEFAULT), POSTS_LIMIT_MAX);
  return db.post.findMany({
    where: { workspaceId, mode: postModeFor(actor), deletedAt: null, ...(input.status ? { status: input.status } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: postResponseSelect,
  });
}
