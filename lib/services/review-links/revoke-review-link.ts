// Revoking a review link: from then on it opens nothing and decides nothing. Revoking twice is harmless.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { Actor } from "../actor";
import { requireReviewLinkManager } from "./review-link-policy";

export async function revokeReviewLink({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { id: string } }) {
  await requireReviewLinkManager(workspaceId, actor, "revoke review links");
  if (!isUuid(input.id)) throw new NotFoundError("Review link");
  const link = await db.reviewLink.findFirst({ where: { id: input.id.toLowerCase(), workspaceId }, select: { id: true, revokedAt: true } });
  if (!link) throw new NotFoundError("Review link");
  if (link.revokedAt) return { id: link.id, revokedAt: link.revokedAt };
  return db.reviewLink.update({ where: { id: link.id }, data: { revokedAt: new Date() }, select: { id: true, revokedAt: true } });
}
