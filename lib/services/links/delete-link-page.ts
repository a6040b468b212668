// Deletes a page with its blocks, versions and counters (all cascade; DELETE /links/{id}); its address is
// free again.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { forgetPublicLinkPages } from "../../links/public-page-cache";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";

export async function deleteLinkPage({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  if (!isUuid(input.id)) throw new NotFoundError("Link page");
  await requireWriter(workspaceId, actor, "delete link pages");
  const id = input.id.toLowerCase();
  const { count } = await db.linkPage.deleteMany({ where: { id, workspaceId } });
  if (count === 0) throw new NotFoundError("Link page");
  forgetPublicLinkPages();
  return { id, deleted: true as const };
}
