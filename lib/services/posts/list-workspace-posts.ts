// The posts page of the web app: like listPosts (GET /posts), but a signed-in person sees the posts of both
// modes, each marked live or test, with the account each row publishes to, so the page can say "test post"
// and "@ada.bsky.social" without a second query per row. Read-only; any member may call it.
//
// The calendar asks for a range instead: the rows whose `calendarAt` — when it was published, else when it
// is scheduled, else when it was queued — falls in [from, to). Drafts without a date are not on a calendar.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { isoDateTime } from "../../schemas/common";
import { POST_STATUSES } from "../../schemas/posts";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postResponseSelect } from "./post-select";

export const WORKSPACE_POSTS_LIMIT = 200;
/** A month view of a busy workspace: every row of six weeks. */
export const CALENDAR_POSTS_LIMIT = 2000;
const CALENDAR_MAX_DAYS = 45;

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
  input: { status?: (typeof POST_STATUSES)[number]; range?: { from: string; to: string } };
}) {
  await requireReader(workspaceId, actor);
  const status = input.status && (POST_STATUSES as readonly string[]).includes(input.status) ? input.status : undefined;
  const range = input.range ? parseInput(z.object({ range: calendarRange }), { range: input.range }).range : undefined;
  const within = range ? { gte: range.from, lt: range.to } : undefined;
  const posts = await db.post.findMany({
    where: {
      workspaceId,
      deletedAt: null,
      ...(status ? { status } : {}),
      ...(within
        ? { OR: [{ publishedAt: within }, { publishedAt: null, scheduledAt: within }, { publishedAt: null, scheduledAt: null, queuedAt: within }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: range ? CALENDAR_POSTS_LIMIT : WORKSPACE_POSTS_LIMIT,
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
  return posts.map((post) => ({
    ...post,
    calendarAt: post.publishedAt ?? post.scheduledAt ?? post.queuedAt,
    account: post.connectedAccountId ? (byId.get(post.connectedAccountId) ?? null) : null,
  }));
}
