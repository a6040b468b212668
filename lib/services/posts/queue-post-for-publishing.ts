// Fan-out at publish time (design: "fan-out"): a draft or scheduled post is one row whatever its number of
// account mappings; when it is published it becomes one row per mapping. The original row keeps the first
// mapping, new rows take the others, all share the original's id as group id, and every row is `queued`.
// Used by create-with-`published`, POST /posts/{id}/publish and the scheduler, inside their transaction;
// the caller dispatches the returned rows after commit (lib/publishing/dispatch.ts).
import { Prisma } from "@/generated/prisma/client";
import type { DbTransaction } from "../../db";
import { BadRequestError, NotFoundError } from "../../errors";

export interface AccountMapping {
  platform: string;
  accountId?: string;
}

export async function queuePostForPublishing(tx: DbTransaction, { workspaceId, postId }: { workspaceId: string; postId: string }): Promise<string[]> {
  // Lock the row so a concurrent publish (API call racing the scheduler) cannot fan it out twice.
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM posts WHERE id = ${postId}::uuid AND workspace_id = ${workspaceId}::uuid AND deleted_at IS NULL FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError("Post");
  const post = await tx.post.findUniqueOrThrow({ where: { id: postId } });
  if (post.status !== "draft" && post.status !== "scheduled") {
    throw new BadRequestError(`Only draft or scheduled posts can be published; this post is ${post.status}`);
  }
  const mappings = (post.accountMappings as unknown as AccountMapping[]) ?? [];
  if (mappings.length === 0) throw new BadRequestError("accountMappings: the post has no accounts to publish to");

  const now = new Date();
  const [first, ...rest] = mappings;
  const queued = { status: "queued" as const, queuedAt: now, attempts: 0, nextAttemptAt: now, groupId: post.id };
  await tx.post.update({
    where: { id: post.id },
    data: { ...queued, platforms: [first.platform], connectedAccountId: first.accountId ?? null, accountMappings: [first] as object[] },
  });
  const ids = [post.id];
  for (const mapping of rest) {
    const row = await tx.post.create({
      data: {
        ...queued,
        workspaceId: post.workspaceId,
        mode: post.mode,
        createdByUserId: post.createdByUserId,
        createdByApiKeyId: post.createdByApiKeyId,
        title: post.title,
        caption: post.caption,
        platforms: [mapping.platform],
        scheduledAt: post.scheduledAt,
        mediaUrls: post.mediaUrls,
        mediaAltTexts: post.mediaAltTexts,
        utm: post.utm ?? Prisma.DbNull,
        mediaType: post.mediaType,
        postType: post.postType,
        hashtags: post.hashtags,
        notes: post.notes,
        platformCaptions: post.platformCaptions as object,
        platformOptions: post.platformOptions as object,
        accountMappings: [mapping] as object[],
        connectedAccountId: mapping.accountId ?? null,
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}
