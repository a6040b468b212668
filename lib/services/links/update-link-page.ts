// Changes a page's draft fields (PATCH /links/{id}); `status: "draft"` unpublishes it (the public page is
// gone at once; its versions and counters stay). Edits reach visitors only when published again.
import { db } from "../../db";
import { ConflictError, parseInput } from "../../errors";
import { forgetPublicLinkPages } from "../../links/public-page-cache";
import { updateLinkPageRequest } from "../../schemas/links";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { findPageInWorkspace, isSlugTaken, linkPageSelect, loadBlocks, toLinkPageResponse } from "./link-page-view";

export async function updateLinkPage({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string; changes: unknown } }) {
  const data = parseInput(updateLinkPageRequest, input.changes);
  await requireWriter(workspaceId, actor, "edit link pages");
  const page = await findPageInWorkspace(db, workspaceId, input.id);
  const { status, ...fields } = data;
  const changesDraft = Object.values(fields).some((v) => v !== undefined);
  try {
    const updated = await db.linkPage.update({
      where: { id: page.id },
      data: {
        ...fields,
        ...(changesDraft ? { draftRevision: { increment: 1 } } : {}),
        // Unpublishing keeps the versions (publishing again restores a page) but takes the address down.
        ...(status === "draft" ? { status: "draft", publishedVersionId: null } : {}),
      },
      select: linkPageSelect,
    });
    if (status === "draft" || data.slug !== undefined) forgetPublicLinkPages();
    if (data.avatarUrl) await confirmUploadedMedia({ workspaceId, mediaUrls: [data.avatarUrl] });
    return toLinkPageResponse(updated, await loadBlocks(db, page.id));
  } catch (error) {
    if (isSlugTaken(error)) throw new ConflictError(`slug: "${data.slug}" is already taken`);
    throw error;
  }
}
