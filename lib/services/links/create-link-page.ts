// Creates a draft link page (POST /links). The slug is checked by the unique index, so two requests racing
// for one slug cannot both win: the loser gets a 409.
import { db } from "../../db";
import { ConflictError, parseInput } from "../../errors";
import { createLinkPageRequest } from "../../schemas/links";
import { actorUserId } from "../actor";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { isSlugTaken, linkPageSelect, toLinkPageResponse } from "./link-page-view";

export async function createLinkPage({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }) {
  const data = parseInput(createLinkPageRequest, input);
  await requireWriter(workspaceId, actor, "create link pages");
  try {
    const page = await db.linkPage.create({
      data: {
        workspaceId,
        createdByUserId: actorUserId(actor),
        slug: data.slug,
        title: data.title,
        bio: data.bio ?? null,
        avatarUrl: data.avatarUrl ?? null,
        theme: data.theme ?? "light",
        accentColor: data.accentColor ?? null,
      },
      select: linkPageSelect,
    });
    // An avatar uploaded through the media flow is confirmed against the store, as posts' media are.
    if (page.avatarUrl) await confirmUploadedMedia({ workspaceId, mediaUrls: [page.avatarUrl] });
    return toLinkPageResponse(page, []);
  } catch (error) {
    if (isSlugTaken(error)) throw new ConflictError(`slug: "${data.slug}" is already taken`);
    throw error;
  }
}
