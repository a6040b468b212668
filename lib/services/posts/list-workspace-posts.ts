// The posts page of the web app: like listPosts (GET /posts), but a signed-in person sees the posts of both
// modes, each marked live or test, with the account each row publishes to, so the page can say "test post"
// and "@ada.bsky.social" without a second query per row. Read-only; any member may call it.
import { db } from "../../db";
import { POST_STATUSES } from "../../schemas/posts";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postResponseSelect } from "./post-select";

export const WORKSPACE_POSTS_LIMIT = 200;

export async function listWorkspacePosts({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { status?: (typeof POST_STATUSES)[number] };
}) {
  await requireReader(workspaceId, actor);
  const status = input.status && (POST_STATUSES as readonly string[]).includes(input.status) ? input.status : undefined;
  const posts = await db.post.findMany({
    where: { workspaceId, deletedAt: null, ...(status ? { status } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: WORKSPACE_POSTS_LIMIT,
    select: { ...postResponseSelect, mode: true, groupId: true, updatedAt: true },
  });
  const accountIds = [...new Set(posts.map((p) => p.connectedAccountId).filter((id): id is string => id !== null))];
  const accounts = accountIds.length
    ? await db.socialAccount.findMany({
        where: { workspaceId, id: { in: accountIds } },
        select: { id: true, platform: true, platformUsername: true, profileImageUrl: true, isSandbox: true },
      })
    : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return posts.map((post) => ({ ...post, account: post.connectedAccountId ? (byId.get(post.connectedAccountId) ?? null) : null }));
}
