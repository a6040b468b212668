// The read behind GET /posts and GET /posts/{id}: one SQL statement returning rows already shaped as
// PostRow (./post-select.ts), platform results aggregated in the same statement, run
// with readRows (lib/db.ts). The ORM's findMany with the platformResults relation takes two round trips and
// builds the query in JavaScript on every request; this is the hot path of the public API, so it is one
// statement instead (the API benchmark's bare baseline runs this very SQL, bench/api/baseline-server.ts).
import { Prisma } from "@/generated/prisma/client";
import type { PostRow } from "../../serializers/post-select";
import { postSearchSql } from "./post-search";
import type { POST_STATUSES } from "../../schemas/posts";
import type { ApprovalStateName } from "../../schemas/approvals";

// The list columns may hold NULL (rows written without them, e.g. by createMany); the ORM reads those as [],
// and so must this statement: the contract's media_urls and platforms are always lists.
const POST_ROW_COLUMNS = Prisma.sql`
  p.id::text AS "id", p.title, p.caption, COALESCE(p.platforms, '{}') AS "platforms", p.status::text AS "status",
  p.scheduled_at AS "scheduledAt", p.published_at AS "publishedAt", COALESCE(p.media_urls, '{}') AS "mediaUrls",
  p.media_type::text AS "mediaType", COALESCE(p.media_alt_texts, '{}') AS "mediaAltTexts", p.utm, p.notes, p.connected_account_id::text AS "connectedAccountId",
  p.created_at AS "createdAt", p.queued_at AS "queuedAt", p.attempts, p.next_attempt_at AS "nextAttemptAt",
  p.approval_state::text AS "approvalState", p.approval_requested_status::text AS "approvalRequestedStatus",
  p.approval_requested_by_user_id::text AS "approvalRequestedByUserId", p.approval_requested_at AS "approvalRequestedAt",
  p.approval_decided_by_user_id::text AS "approvalDecidedByUserId", p.approval_decided_at AS "approvalDecidedAt",
  p.approval_comment AS "approvalComment",
  COALESCE((
    SELECT json_agg(json_build_object(
             'platform', r.platform, 'success', r.success, 'error', r.error, 'remotePostId', r.remote_post_id,
             'remotePublishId', r.remote_publish_id, 'remotePermalink', r.remote_permalink, 'firstComment', r.first_comment)
           ORDER BY r.created_at, r.id)
    FROM platform_results r WHERE r.post_id = p.id
  ), '[]'::json) AS "platformResults"`;

export interface PostRowsFilter {
  workspaceId: string;
  mode: "live" | "test";
  /** One post (already checked to be a uuid), or the newest `limit` posts, optionally of one status. */
  id?: string;
  status?: (typeof POST_STATUSES)[number];
  /** Only posts in this approval state (GET /posts?approval=pending: the review list). */
  approval?: ApprovalStateName;
  limit?: number;
  /** Words to find in the title, caption, hashtags or channels (post-search.ts). */
  q?: string;
  /** Only posts after this (createdAt, id) in the list's order: the keyset of the previous page's last row. */
  after?: { createdAt: Date; id: string };
}

export type { PostRow };

/** Newest first; soft-deleted posts never appear. */
export function postRowsQuery({ workspaceId, mode, id, status, approval, q, limit, after }: PostRowsFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT ${POST_ROW_COLUMNS}
    FROM posts p
    WHERE p.workspace_id = ${workspaceId}::uuid AND p.mode = ${mode}::post_mode AND p.deleted_at IS NULL
      ${id ? Prisma.sql`AND p.id = ${id}::uuid` : Prisma.empty}
      ${status ? Prisma.sql`AND p.status = ${status}::post_status` : Prisma.empty}
      ${approval ? Prisma.sql`AND p.approval_state = ${approval}::post_approval_state` : Prisma.empty}
      ${postSearchSql(q)}
      ${after ? Prisma.sql`AND (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : Prisma.empty}
    ORDER BY p.created_at DESC, p.id DESC
    ${limit ? Prisma.sql`LIMIT ${limit}` : Prisma.empty}`;
}
