// Prisma post rows -> the contract's snake_case Post.
import { approvalJson } from "../schemas/approvals";
import type { FirstCommentResult, PostResponse } from "../schemas/posts";
import { postUtmOf } from "./post-utm";
import { queueProgress } from "./queue-progress";
import type { PostRow } from "./post-select";

export function serializePost(row: PostRow): PostResponse {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    platforms: row.platforms,
    status: row.status,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    media_urls: row.mediaUrls,
    media_type: row.mediaType,
    media_alt_texts: row.mediaAltTexts,
    utm: postUtmOf(row.utm),
    notes: row.notes,
    connected_account_id: row.connectedAccountId,
    platform_results: (row.platformResults ?? []).map((r) => ({
      platform: r.platform,
      success: r.success,
      ...(r.error !== null ? { error: r.error } : {}),
      ...(r.remotePostId !== null ? { remote_post_id: r.remotePostId } : {}),
      ...(r.remotePublishId !== null ? { remote_publish_id: r.remotePublishId } : {}),
      ...(r.remotePermalink !== null ? { remote_permalink: r.remotePermalink } : {}),
      ...(r.firstComment ? { first_comment: r.firstComment as FirstCommentResult } : {}),
    })),
    created_at: row.createdAt.toISOString(),
    approval: approvalJson(row),
    ...queueProgress({ status: row.status, queuedAt: row.queuedAt ?? null, attempts: row.attempts ?? 0, nextAttemptAt: row.nextAttemptAt ?? null }),
  };
}
