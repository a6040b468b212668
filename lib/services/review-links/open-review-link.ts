// The review page's content for a visitor without an account: the link's own posts only, each as every
// network will show it (checkPostContent, the composer's dry run), its accounts' public names, its time, where
// it stands and the decisions made through this link, each marked current or about an older version. Nothing
// else of the workspace is read or returned: no workspace id, no other post, no member. Media go through the
// link (review-media.ts), since stored media paths name the workspace.
import { db } from "../../db";
import type { PlatformId } from "../../platforms/ids";
import { checkPostContent } from "../posts/check-post-content";
import { contentVersion, versionedContentSelect } from "./content-version";
import { findReviewLink, type ReviewLinkProblem } from "./find-review-link";
import { passcodeSatisfied } from "./review-passcode";

/** Where a post stands for the client: a decision is possible only while it awaits approval. */
export type ReviewPostStanding = "awaiting" | "approved" | "changes_requested" | "not_submitted" | "scheduled" | "published";

export type ReviewPage =
  | { state: "closed"; problem: ReviewLinkProblem }
  | { state: "locked"; title: string }
  | { state: "open"; title: string; expiresAt: Date; posts: ReviewPost[]; logoUrl: string | null };

export type ReviewPost = Awaited<ReturnType<typeof loadPosts>>[number];

export async function openReviewLink({ token, proof, now = new Date() }: { token: string; proof?: string; now?: Date }): Promise<ReviewPage> {
  const found = await findReviewLink(token, now);
  if ("problem" in found) return { state: "closed", problem: found.problem };
  const { link } = found;
  if (!passcodeSatisfied(link, proof)) return { state: "locked", title: link.title };
  await db.reviewLink.update({ where: { id: link.id }, data: { lastOpenedAt: now } });
  const logo = await db.workspace.findUnique({ where: { id: link.workspaceId }, select: { logoMediaId: true } });
  return {
    state: "open",
    title: link.title,
    expiresAt: link.expiresAt,
    posts: await loadPosts(link.id, link.workspaceId, token),
    // The client's logo through the link (review-logo.ts), never its storage path.
    logoUrl: logo?.logoMediaId ? `/r/${token}/logo` : null,
  };
}

function standing(post: { status: string; approvalState: string }): ReviewPostStanding {
  if (post.status === "draft") {
    if (post.approvalState === "pending") return "awaiting";
    if (post.approvalState === "changes_requested") return "changes_requested";
    return "not_submitted";
  }
  if (post.status === "scheduled") return post.approvalState === "approved" ? "approved" : "scheduled";
  return post.approvalState === "approved" && post.status !== "published" ? "approved" : "published";
}

async function loadPosts(reviewLinkId: string, workspaceId: string, token: string) {
  const entries = await db.reviewLinkPost.findMany({
    where: { reviewLinkId, post: { workspaceId, deletedAt: null, mode: "live" } },
    orderBy: { position: "asc" },
    select: {
      post: {
        select: {
          ...versionedContentSelect,
          id: true,
          status: true,
          platforms: true,
          mediaType: true,
          approvalState: true,
          approvalRequestedStatus: true,
          reviewDecisions: {
            where: { reviewLinkId },
            orderBy: { createdAt: "desc" },
            select: { id: true, decision: true, comment: true, reviewerName: true, contentVersion: true, createdAt: true },
          },
        },
      },
    },
  });
  const accountIds = [
    ...new Set(
      entries.flatMap(({ post }) => ((post.accountMappings ?? []) as { accountId?: unknown }[]).map((m) => m.accountId).filter((id) => typeof id === "string")),
    ),
  ] as string[];
  const accounts = await db.socialAccount.findMany({
    where: { workspaceId, id: { in: accountIds } },
    select: { id: true, platform: true, platformUsername: true, profileImageUrl: true },
  });
  return entries.map(({ post }) => {
    const version = contentVersion(post);
    const mine = new Set(((post.accountMappings ?? []) as { accountId?: unknown }[]).map((m) => m.accountId));
    return {
      id: post.id,
      label: post.title || post.caption?.slice(0, 60) || "Untitled post",
      standing: standing(post),
      scheduledAt: post.scheduledAt,
      publishOnApproval: post.approvalRequestedStatus === "published" && !post.scheduledAt,
      // The team's own checks (problems, warnings) are not the client's business.
      checks: checkPostContent(post, post.platforms as PlatformId[]).map((check) => ({ ...check, problems: [], warnings: [] })),
      accounts: accounts
        .filter((a) => mine.has(a.id))
        .map((a) => ({ id: a.id, platform: a.platform, username: a.platformUsername, avatarUrl: a.profileImageUrl, usable: true })),
      mediaUrls: post.mediaUrls.map((_, i) => `/r/${token}/media/${post.id}/${i}`),
      mediaType: post.mediaType,
      decisions: post.reviewDecisions.map(({ contentVersion: decidedOn, ...decision }) => ({ ...decision, current: decidedOn === version })),
    };
  });
}
