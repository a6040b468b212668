// What the editor's live preview needs besides the draft: the social icons and post tiles a publish would
// freeze right now (the same code as build-link-snapshot.ts), so the preview shows what will go out.
import { db } from "../../db";
import type { SnapshotPostTile, SnapshotSocialAccount } from "../../links/snapshot";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postTiles, socialAccounts } from "./build-link-snapshot";

export interface LinkPreviewContext {
  /** Every connected account with a public profile, with its id (the social block may pick some). */
  accounts: (SnapshotSocialAccount & { id: string })[];
  /** The 12 latest published posts with media. */
  tiles: SnapshotPostTile[];
}

export async function getLinkPreviewContext({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }): Promise<LinkPreviewContext> {
  await requireReader(workspaceId, actor);
  return db.$transaction(async (tx) => {
    const accounts = await tx.socialAccount.findMany({ where: { workspaceId, isConnected: true }, orderBy: { connectedAt: "asc" }, select: { id: true } });
    const resolved: LinkPreviewContext["accounts"] = [];
    for (const { id } of accounts) {
      const [one] = await socialAccounts(tx, workspaceId, [id]);
      if (one) resolved.push({ ...one, id });
    }
    return { accounts: resolved, tiles: await postTiles(tx, workspaceId, 12, {}) };
  });
}
