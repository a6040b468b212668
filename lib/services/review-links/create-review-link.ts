// A manager makes a client review link for a set of posts: the chosen ones, or every draft and scheduled post
// of a date range on chosen accounts (fixed now: a post added later is not in it). The link's token is
// returned once; only its hash is stored (lib/auth/link-token.ts), and the passcode only as an argon2 hash.
import { hashLinkToken, newLinkToken } from "../../auth/link-token";
import { hashPassword } from "../../auth/password";
import { db } from "../../db";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { requireReviewLinkMaker } from "./review-link-policy";
import { createReviewLinkInput, REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_MAX_POSTS, type CreateReviewLinkInput } from "../../schemas/review-links";

const DAY_MS = 86_400_000;

export async function createReviewLink({
  workspaceId,
  actor,
  input,
  now = new Date(),
}: {
  workspaceId: string;
  actor: Actor;
  input: CreateReviewLinkInput;
  now?: Date;
}) {
  const data = parseInput(createReviewLinkInput, input);
  await requireReviewLinkMaker(workspaceId, actor, "share posts for client review");
  const postIds = data.postIds ? await chosenPosts(workspaceId, data.postIds) : await postsInRange(workspaceId, data.range!);
  if (postIds.length === 0) throw new BadRequestError("range: no draft or scheduled post on those accounts in that period");
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + (data.expiresInDays ?? REVIEW_LINK_DEFAULT_DAYS) * DAY_MS);
  const link = await db.reviewLink.create({
    data: {
      workspaceId,
      createdById: actor.kind === "system" ? await ownerOf(workspaceId) : actor.userId,
      tokenHash: hashLinkToken(token),
      title: data.title || `Posts for review (${postIds.length})`,
      passcodeHash: data.passcode ? await hashPassword(data.passcode) : null,
      expiresAt,
      posts: { create: postIds.map((postId, position) => ({ postId, position })) },
    },
    select: { id: true, title: true, expiresAt: true, passcodeHash: true },
  });
  return {
    id: link.id,
    title: link.title,
    expiresAt: link.expiresAt,
    hasPasscode: link.passcodeHash !== null,
    postCount: postIds.length,
    token,
    path: `/r/${token}`,
  };
}

/** Every chosen post must be a live, undeleted post of this workspace; another workspace's id is a 404. */
async function chosenPosts(workspaceId: string, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await db.post.findMany({ where: { id: { in: wanted }, workspaceId, mode: "live", deletedAt: null }, select: { id: true } });
  if (found.length !== wanted.length) throw new NotFoundError("Post");
  return wanted;
}

async function postsInRange(workspaceId: string, range: { from: string; to: string; accountIds: string[] }): Promise<string[]> {
  const accounts = new Set(range.accountIds.map((id) => id.toLowerCase()));
  const rows = await db.post.findMany({
    where: {
      workspaceId,
      mode: "live",
      deletedAt: null,
      status: { in: ["draft", "scheduled"] },
      scheduledAt: { gte: new Date(range.from), lt: new Date(range.to) },
    },
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
    select: { id: true, accountMappings: true },
    take: 1000,
  });
  const onAccounts = rows.filter((row) =>
    ((row.accountMappings ?? []) as { accountId?: unknown }[]).some((m) => typeof m.accountId === "string" && accounts.has(m.accountId)),
  );
  if (onAccounts.length > REVIEW_LINK_MAX_POSTS) {
    throw new BadRequestError(
      `range: ${onAccounts.length} posts in that period; a review link holds at most ${REVIEW_LINK_MAX_POSTS}, choose a shorter period`,
    );
  }
  return onAccounts.map((row) => row.id);
}

async function ownerOf(workspaceId: string): Promise<string> {
  const workspace = await db.workspace.findUnique({ where: { id: workspaceId }, select: { ownerId: true } });
  if (!workspace) throw new NotFoundError("Workspace");
  return workspace.ownerId;
}
