// The approvers' review list (the web app's Approvals page): the workspace's live drafts awaiting approval,
// oldest request first, each with what the preview needs — its content as every network will receive it
// (checkPostContent, the composer's own dry run), its accounts, and who asked for what and when.
import { db } from "../../db";
import type { PlatformId } from "../../platforms/ids";
import { checkPostContent } from "../posts/check-post-content";
import type { AccountMapping } from "../posts/queue-post-for-publishing";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export async function listPostsAwaitingApproval({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }) {
  await requireReader(workspaceId, actor);
  const posts = await db.post.findMany({
    where: { workspaceId, mode: "live", deletedAt: null, status: "draft", approvalState: "pending" },
    orderBy: [{ approvalRequestedAt: "asc" }, { id: "asc" }],
    take: 100,
    select: {
      id: true,
      title: true,
      caption: true,
      hashtags: true,
      mediaUrls: true,
      mediaType: true,
      postType: true,
      platforms: true,
      platformCaptions: true,
      platformOptions: true,
      accountMappings: true,
      scheduledAt: true,
      approvalRequestedStatus: true,
      approvalRequestedAt: true,
      approvalRequestedByUserId: true,
    },
  });
  const authorIds = [...new Set(posts.flatMap((p) => (p.approvalRequestedByUserId ? [p.approvalRequestedByUserId] : [])))];
  const authors = new Map(
    (await db.user.findMany({ where: { id: { in: authorIds } }, select: { id: true, name: true, email: true } })).map((u) => [u.id, u.name || u.email]),
  );
  return posts.map((post) => ({
    ...post,
    accountIds: ((post.accountMappings ?? []) as unknown as AccountMapping[]).flatMap((m) => (m.accountId ? [m.accountId] : [])),
    requestedBy: post.approvalRequestedByUserId ? (authors.get(post.approvalRequestedByUserId) ?? "A former member") : "An API key",
    checks: checkPostContent(post, post.platforms as PlatformId[]),
  }));
}
