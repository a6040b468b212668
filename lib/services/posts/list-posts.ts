// The newest posts of the workspace in the actor's mode (test keys see test posts), optionally by status.
import { readRows } from "../../db";
import type { ApprovalStateName } from "../../schemas/approvals";
import { POSTS_LIMIT_DEFAULT, POSTS_LIMIT_MAX, type POST_STATUSES } from "../../schemas/posts";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postModeFor } from "./post-mode";
import { postRowsQuery, type PostRow } from "./post-rows-query";

export async function listPosts({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { status?: (typeof POST_STATUSES)[number]; approval?: ApprovalStateName; limit?: number };
}): Promise<PostRow[]> {
  await requireReader(workspaceId, actor);
  const limit = Math.min(Math.max(1, input.limit ?? POSTS_LIMIT_DEFAULT), POSTS_LIMIT_MAX);
  return readRows<PostRow>(postRowsQuery({ workspaceId, mode: postModeFor(actor), status: input.status, approval: input.approval, limit }));
}
