// Edits a draft or scheduled post (PATCH /posts/{id} and the web app's editor): authorize, save under the row
// lock in one transaction, then confirm media and tell approvers. The rules of each step are in post-edit.ts.
import { db } from "../../db";
import type { ContentActor } from "../workspaces/authorize-actor";
import { afterEditCommitted, authorizeEdit, saveEdit } from "./post-edit";
import type { PostRow } from "../../serializers/post-select";

export async function updatePost(args: { workspaceId: string; actor: ContentActor; input: { id: string; changes: unknown } }): Promise<PostRow> {
  const edit = await authorizeEdit(args);
  const saved = await db.$transaction((tx) => saveEdit(tx, edit));
  await afterEditCommitted(edit, saved);
  return saved.post;
}
