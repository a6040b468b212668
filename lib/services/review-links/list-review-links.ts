// The workspace's review links for the people who manage them: newest first, each with its state, its posts'
// count, its maker and how many decisions came through it. Never the token (it was shown once). Paged by keyset
// like every list (GET /review-links); with `id`, that one link (GET and DELETE /review-links/{id} answer it):
// 404 when it is not the workspace's.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { Actor } from "../actor";
import { findPage, NEWEST_FIRST, type Page, type PageQuery } from "../paging/keyset";
import { requireReviewLinkManager } from "./review-link-policy";

type ReviewLinkStateName = "active" | "expired" | "revoked";

const reviewLinkSelect = {
  id: true,
  title: true,
  expiresAt: true,
  revokedAt: true,
  lastOpenedAt: true,
  createdAt: true,
  passcodeHash: true,
  createdBy: { select: { name: true, email: true } },
  _count: { select: { posts: true, decisions: true } },
} satisfies Prisma.ReviewLinkSelect;

type ReviewLinkRow = Prisma.ReviewLinkGetPayload<{ select: typeof reviewLinkSelect }>;

function describeLink({ passcodeHash, createdBy, _count, ...link }: ReviewLinkRow, now: Date) {
  return {
    ...link,
    hasPasscode: passcodeHash !== null,
    createdBy: createdBy.name || createdBy.email,
    postCount: _count.posts,
    decisionCount: _count.decisions,
    state: (link.revokedAt ? "revoked" : link.expiresAt.getTime() <= now.getTime() ? "expired" : "active") as ReviewLinkStateName,
  };
}

export type ReviewLinkSummary = ReturnType<typeof describeLink>;

/** A page of the workspace's review links (no `page.limit`: all of them, as the web app's page reads them). */
export async function listReviewLinks({
  workspaceId,
  actor,
  page,
  now = new Date(),
}: {
  workspaceId: string;
  actor: Actor;
  page?: PageQuery;
  now?: Date;
}): Promise<Page<ReviewLinkSummary>> {
  await requireReviewLinkManager(workspaceId, actor, "see the workspace's review links");
  const found = await findPage<ReviewLinkRow, Prisma.ReviewLinkWhereInput, Prisma.ReviewLinkOrderByWithRelationInput>(
    NEWEST_FIRST,
    page,
    ({ after, orderBy, take }) => db.reviewLink.findMany({ where: { AND: [{ workspaceId }, after] }, select: reviewLinkSelect, orderBy, take }),
  );
  return { rows: found.rows.map((row) => describeLink(row, now)), nextCursor: found.nextCursor };
}

/** One of the workspace's review links; 404 when it is not the workspace's. */
export async function getReviewLink({ workspaceId, actor, id, now = new Date() }: { workspaceId: string; actor: Actor; id: string; now?: Date }) {
  await requireReviewLinkManager(workspaceId, actor, "see the workspace's review links");
  const row = isUuid(id) ? await db.reviewLink.findFirst({ where: { workspaceId, id: id.toLowerCase() }, select: reviewLinkSelect }) : null;
  if (!row) throw new NotFoundError("Review link");
  return describeLink(row, now);
}
