// One file of the workspace's library with the posts that use it (404 for another workspace's, or a
// pending upload that never arrived).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { GetMediaResponse } from "../../schemas/media";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { mediaAssetSelect, toMediaAsset } from "./media-asset";
import { mediaUsage, postsUsingMedia } from "./media-usage";
import { uploaderNames } from "./uploader-names";

export async function findLibraryMedia(workspaceId: string, id: string) {
  if (!isUuid(id)) throw new NotFoundError("Media");
  const row = await db.mediaObject.findFirst({ where: { id: id.toLowerCase(), workspaceId, status: "uploaded" }, select: mediaAssetSelect });
  if (!row) throw new NotFoundError("Media");
  return row;
}

export async function getMedia({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }): Promise<GetMediaResponse> {
  await requireReader(workspaceId, actor);
  const row = await findLibraryMedia(workspaceId, input.id);
  const [usage, names, posts] = await Promise.all([
    mediaUsage(workspaceId, [row.publicUrl]),
    uploaderNames([row]),
    postsUsingMedia(workspaceId, row.publicUrl),
  ]);
  return { media: toMediaAsset(row, usage, names), posts };
}
