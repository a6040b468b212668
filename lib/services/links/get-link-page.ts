// A page with its draft blocks, in order (GET /links/{id}, the web editor).
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { findPageInWorkspace, loadBlocks, toLinkPageResponse } from "./link-page-view";

export async function getLinkPage({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  await requireReader(workspaceId, actor);
  const page = await findPageInWorkspace(db, workspaceId, input.id);
  return toLinkPageResponse(page, await loadBlocks(db, page.id));
}
