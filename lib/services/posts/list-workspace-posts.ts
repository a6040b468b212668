// The posts page of the web app: like listPosts (GET /posts), but a signed-in person sees the posts of both
// modes, each marked live or test, with the account each row publishes to, so the page can say "test post"
// and "@ada.bsky.social" without a second query per row. Read-only; any member may call it.
//
// The list comes a page at a time, newest first (`after` is the previous page's `nextCursor`): a busy workspace's
// page used to carry its latest 200 rows in the HTML and again as data, and hydrate them all, before a person
// saw the first ten; older posts were out of reach.
//
// The calendar asks for a range instead: the rows whose `calendarAt` — when it was published, else when it
// is scheduled, else when it was queued — falls in [from, to). Drafts without a date are not on a calendar.
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { db, readRows } from "../../db";
import { parseInput } from "../../errors";
import { isoDateTime } from "../../schemas/common";
import { POST_STATUSES } from "../../schemas/posts";
import { afterCursor, encodeCursor, NEWEST_FIRST, newestFirstAfter } from "../paging/keyset";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postResponseSelect } from "../../serializers/post-select";
import { postSearchSql, searchWords } from "./post-search";

/** Rows a page of the list shows ("Show more" adds as many). */
export const WORKSPACE_POSTS_PAGE = 50;
/** A month view of a busy workspace: every row of six weeks. */
export const CALENDAR_POSTS_LIMIT = 2000;
const CALENDAR_MAX_DAYS = 45;
/** Approval states a person can filter the posts page by. */
export const APPROVAL_FILTER_STATES = ["pending", "changes_requested"] as const;

const calendarRange = z
  .object({ from: isoDateTime, to: isoDateTime })
  .transform(({ from, to }) => ({ from: new Date(from), to: new Date(to) }))
  .refine(({ from, to }) => to > from, { error: "must end after it starts", path: ["to"] })
  .refine(({ from, to }) => to.getTime() - from.getTime() <= CALENDAR_MAX_DAYS * 86_400_000, {
    error: `must span at most ${CALENDAR_MAX_DAYS} days`,
    path: ["to"],
  });

export async function listWorkspacePosts({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: {
    status?: (typeof POST_STATUSES)[number];
    /** The posts list's and calendar's "Awaiting approval" and "Changes requested" filters. */
    approval?: (typeof APPROVAL_FILTER_STATES)[number];
    range?: { from: string; to: string };
    after?: string;
    /** The list's search box (post-search.ts); the calendar ignores it. */
    q?: string;
  };
}) {
  await requireReader(workspaceId, actor);
  const status = input.status && (POST_STATUSES as readonly string[]).includes(input.status) ? input.status : undefined;
  const range = input.range ? parseInput(z.object({ range: calendarRange }), { range: input.range }).range : undefined;
  const within = range ? { gte: range.from, lt: range.to } : undefined;
  const limit = range ? CALENDAR_POSTS_LIMIT : WORKSPACE_POSTS_PAGE;
  const approval = input.approval && (APPROVAL_FILTER_STATES as readonly string[]).includes(input.approval) ? input.approval : undefined;
  // A search picks the page's ids with the one search condition (post-search.ts), in the list's order and after
  // its cursor; the rows are then read as without one.
  const searched =
    !range && searchWords(input.q).length > 0 ? await searchPage({ workspaceId, status, approval, q: input.q, after: input.after, limit }) : undefined;
  const rows = await db.post.findMany({
    where: {
      workspaceId,
      ...(searched ? { id: { in: searched } } : {}),
      deletedAt: null,
      ...(status ? { status } : {}),
      ...(approval ? { approvalState: approval } : {}),
      ...(within
        ? { OR: [{ publishedAt: within }, { publishedAt: null, scheduledAt: within }, { publishedAt: null, scheduledAt: null, queuedAt: within }] }
        : {}),
      ...(!range && input.after ? { AND: [afterCursor<Prisma.PostWhereInput>(NEWEST_FIRST, input.after)] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { ...postResponseSelect, mode: true, groupId: true, updatedAt: true },
  });
  const posts = rows.slice(0, limit);
  // A calendar's range is whole (up to its cap); only the list has pages.
  const nextCursor = !range && rows.length > limit ? encodeCursor(NEWEST_FIRST, posts[posts.length - 1]) : null;
  const accountIds = [...new Set(posts.map((p) => p.connectedAccountId).filter((id): id is string => id !== null))];
  const accounts = accountIds.length
    ? await db.socialAccount.findMany({
        where: { workspaceId, id: { in: accountIds } },
        select: { id: true, platform: true, platformUsername: true, profileImageUrl: true, isSandbox: true },
      })
    : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return {
    posts: posts.map((post) => ({
      ...post,
      calendarAt: post.publishedAt ?? post.scheduledAt ?? post.queuedAt,
      account: post.connectedAccountId ? (byId.get(post.connectedAccountId) ?? null) : null,
    })),
    nextCursor,
  };
}

async function searchPage(input: { workspaceId: string; status?: string; approval?: string; q?: string; after?: string; limit: number }): Promise<string[]> {
  const after = newestFirstAfter(input.after);
  const rows = await readRows<{ id: string }>(Prisma.sql`
    SELECT p.id::text AS id FROM posts p
    WHERE p.workspace_id = ${input.workspaceId}::uuid AND p.deleted_at IS NULL
      ${input.status ? Prisma.sql`AND p.status = ${input.status}::post_status` : Prisma.empty}
      ${input.approval ? Prisma.sql`AND p.approval_state = ${input.approval}::post_approval_state` : Prisma.empty}
      ${postSearchSql(input.q)}
      ${after ? Prisma.sql`AND (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : Prisma.empty}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${input.limit + 1}`);
  return rows.map((r) => r.id);
}
