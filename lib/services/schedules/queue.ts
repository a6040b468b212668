// The queue: the upcoming slots of the workspace's posting schedules with the scheduled posts in them, the
// next free slot for a post ("Add to queue"), and moving a post to another slot (swapping with the post
// already there, so reordering the queue never stacks two posts on one slot).
//
// A slot belongs to the accounts whose schedules have it; it is taken when a scheduled post going to one of
// those accounts is set for that instant. A post for several accounts takes the earliest slot of any of them
// that none of them has taken.
import { db, type DbTransaction } from "../../db";
import { BadRequestError, NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { afterEditCommitted, authorizeEdit, saveEdit } from "../posts/post-edit";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { readSlots, slotTimes } from "./slots";

/** How far ahead the queue looks for a free slot. */
export const QUEUE_HORIZON_DAYS = 56;
const DAY_MS = 86_400_000;

export interface QueuedPost {
  id: string;
  title: string | null;
  caption: string | null;
  scheduledAt: Date;
  accountIds: string[];
  /** A draft awaiting approval, shown at the time its author asked for; it takes its slot only once approved. */
  awaitingApproval: boolean;
}

export interface QueueEntry {
  at: Date;
  /** Accounts whose schedules have this slot; empty for a post set for a time outside every schedule. */
  slotAccountIds: string[];
  posts: QueuedPost[];
}

type Client = DbTransaction | typeof db;

async function schedulesOf(workspaceId: string, accountIds?: string[], client: Client = db) {
  const rows = await client.postingSchedule.findMany({
    where: { workspaceId, ...(accountIds ? { accountId: { in: accountIds } } : {}), account: { isConnected: true } },
    select: { accountId: true, timeZone: true, slots: true },
  });
  return rows.map((r) => ({ accountId: r.accountId, timeZone: r.timeZone, slots: readSlots(r.slots) }));
}

async function scheduledPosts(
  workspaceId: string,
  from: Date,
  until: Date,
  { awaitingApproval = false, client = db }: { awaitingApproval?: boolean; client?: Client } = {},
): Promise<QueuedPost[]> {
  const scheduled = { status: "scheduled" as const };
  const awaiting = { status: "draft" as const, approvalState: "pending" as const, approvalRequestedStatus: "scheduled" as const };
  const rows = await client.post.findMany({
    where: {
      workspaceId,
      deletedAt: null,
      mode: "live",
      scheduledAt: { gte: from, lt: until },
      ...(awaitingApproval ? { OR: [scheduled, awaiting] } : scheduled),
    },
    select: { id: true, title: true, caption: true, scheduledAt: true, accountMappings: true, connectedAccountId: true, status: true },
    orderBy: [{ scheduledAt: "asc" }, { createdAt: "asc" }],
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    caption: r.caption,
    scheduledAt: r.scheduledAt!,
    accountIds: accountIdsOf(r),
    awaitingApproval: r.status === "draft",
  }));
}

function accountIdsOf(row: { accountMappings: unknown; connectedAccountId: string | null }): string[] {
  const mapped = Array.isArray(row.accountMappings)
    ? row.accountMappings.flatMap((m) => (typeof m?.accountId === "string" ? [m.accountId as string] : []))
    : [];
  return [...new Set([...mapped, ...(row.connectedAccountId ? [row.connectedAccountId] : [])])];
}

/** Slot instants of these schedules in [from, until), each with the accounts that have it. */
function slotEntries(schedules: Awaited<ReturnType<typeof schedulesOf>>, from: Date, until: Date): Map<number, string[]> {
  const slots = new Map<number, string[]>();
  for (const schedule of schedules) {
    for (const at of slotTimes(schedule.slots, schedule.timeZone, from, until)) {
      slots.set(at.getTime(), [...(slots.get(at.getTime()) ?? []), schedule.accountId]);
    }
  }
  return slots;
}

const shares = (a: string[], b: string[]) => a.some((id) => b.includes(id));

/** The upcoming queue: every slot in the next `days` days, every scheduled post, and the drafts awaiting
 *  approval at the time their authors asked for, in time order. */
export async function upcomingQueue({
  workspaceId,
  actor,
  days = 14,
  now = new Date(),
}: {
  workspaceId: string;
  actor: ContentActor;
  days?: number;
  now?: Date;
}): Promise<QueueEntry[]> {
  await requireReader(workspaceId, actor);
  const until = new Date(now.getTime() + days * DAY_MS);
  const [schedules, posts] = await Promise.all([schedulesOf(workspaceId), scheduledPosts(workspaceId, now, until, { awaitingApproval: true })]);
  const entries = new Map<number, QueueEntry>();
  for (const [time, slotAccountIds] of slotEntries(schedules, now, until)) entries.set(time, { at: new Date(time), slotAccountIds, posts: [] });
  for (const post of posts) {
    const time = post.scheduledAt.getTime();
    const entry = entries.get(time) ?? { at: post.scheduledAt, slotAccountIds: [], posts: [] };
    entry.posts.push(post);
    entries.set(time, entry);
  }
  return [...entries.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The earliest slot of these accounts that none of them has taken, or null (no schedule, or all full). */
export async function nextFreeSlot({
  workspaceId,
  accountIds,
  now = new Date(),
  excludePostId,
  client = db,
}: {
  workspaceId: string;
  accountIds: string[];
  now?: Date;
  excludePostId?: string;
  /** The transaction that will store the post at the slot (add-to-queue.ts), so it sees what it holds. */
  client?: Client;
}): Promise<Date | null> {
  const until = new Date(now.getTime() + QUEUE_HORIZON_DAYS * DAY_MS);
  const schedules = await schedulesOf(workspaceId, accountIds.filter(isUuid), client);
  if (schedules.length === 0) return null;
  // A minute of margin: a slot about to pass could not be scheduled any more by the time the post is saved.
  const from = new Date(now.getTime() + 60_000);
  const taken = (await scheduledPosts(workspaceId, from, until, { client })).filter((p) => p.id !== excludePostId && shares(p.accountIds, accountIds));
  const takenAt = new Set(taken.map((p) => p.scheduledAt.getTime()));
  const times = [...slotEntries(schedules, from, until).keys()].sort((a, b) => a - b);
  const free = times.find((time) => !takenAt.has(time));
  return free === undefined ? null : new Date(free);
}

/**
 * Moves a scheduled post to `to` (a slot of the queue). A post already at `to` that shares an account with it
 * takes the moved post's old time: a swap, through the posts service's steps (same checks, same events), in
 * one transaction, so a refused half (the old time has passed) moves neither post.
 */
export async function moveInQueue({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; to: string };
}): Promise<{ moved: string; swapped: string | null }> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const target = new Date(input.to);
  if (Number.isNaN(target.getTime())) throw new BadRequestError("to: must be an ISO 8601 date-time");
  const post = await db.post.findFirst({
    where: { id: input.id.toLowerCase(), workspaceId, deletedAt: null, mode: "live" },
    select: { id: true, status: true, scheduledAt: true, accountMappings: true, connectedAccountId: true },
  });
  if (!post) throw new NotFoundError("Post");
  if (post.status !== "scheduled" || !post.scheduledAt) throw new BadRequestError(`Only scheduled posts are in the queue; this post is ${post.status}`);
  const occupant = (await scheduledPosts(workspaceId, target, new Date(target.getTime() + 1))).find(
    (p) => p.id !== post.id && shares(p.accountIds, accountIdsOf(post)),
  );
  const moveTo = (id: string, at: Date) => authorizeEdit({ workspaceId, actor, input: { id, changes: { scheduledAt: at.toISOString() } } });
  const edits = [await moveTo(post.id, target), ...(occupant ? [await moveTo(occupant.id, post.scheduledAt)] : [])];
  const saved = await db.$transaction(async (tx) => {
    const done = [];
    for (const edit of edits) done.push(await saveEdit(tx, edit));
    return done;
  });
  for (const [i, edit] of edits.entries()) await afterEditCommitted(edit, saved[i]!);
  return { moved: post.id, swapped: occupant?.id ?? null };
}
