// The newest posts of the workspace in the actor's mode (test keys see test posts), optionally by status or words
// (`q`: post-search.ts), a
// page at a time: the rows after the cursor's (createdAt, id), so posts created meanwhile never shift a page.
import { readRows } from "../../db";
import type { ApprovalStateName } from "../../schemas/approvals";
import { POSTS_LIMIT_DEFAULT, POSTS_LIMIT_MAX, type POST_STATUSES } from "../../schemas/posts";
import { NEWEST_FIRST, newestFirstAfter, pageOf, type Page } from "../paging/keyset";
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
  input: { status?: (typeof POST_STATUSES)[number]; approval?: ApprovalStateName; q?: string; limit?: number; cursor?: string };
}): Promise<Page<PostRow>> {
  // Awaited only when it is a promise (a signed-in person's lookup): an API key's answer is known at once.
  const reading = requireReader(workspaceId, actor);
  if (reading) await reading;
  const limit = Math.min(Math.max(1, input.limit ?? POSTS_LIMIT_DEFAULT), POSTS_LIMIT_MAX);
  const after = newestFirstAfter(input.cursor);
  const rows = await readRows<PostRow>(
    postRowsQuery({ workspaceId, mode: postModeFor(actor), status: input.status, approval: input.approval, q: input.q, limit: limit + 1, after }),
    { prepare: true },
  );
  return pageOf(NEWEST_FIRST, rows, limit);
}
