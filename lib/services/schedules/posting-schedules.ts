// Reading and setting the posting schedules of a workspace's accounts. Any member reads; writers set.
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { requireReader, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { setPostingScheduleRequest } from "../../schemas/queue";
import { normalizeSlots, readSlots, type Slot } from "./slots";

export interface AccountSchedule {
  accountId: string;
  platform: string;
  platformUsername: string;
  /** null until a schedule is set. */
  timeZone: string | null;
  slots: Slot[];
}

/** Every connected account of the workspace with its schedule (empty when none is set). */
export async function listPostingSchedules({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }): Promise<AccountSchedule[]> {
  await requireReader(workspaceId, actor);
  const accounts = await db.socialAccount.findMany({
    where: { workspaceId, isConnected: true },
    select: { id: true, platform: true, platformUsername: true, postingSchedule: { select: { timeZone: true, slots: true } } },
    orderBy: [{ platform: "asc" }, { platformUsername: "asc" }],
  });
  return accounts.map((a) => ({
    accountId: a.id,
    platform: a.platform,
    platformUsername: a.platformUsername,
    timeZone: a.postingSchedule?.timeZone ?? null,
    slots: readSlots(a.postingSchedule?.slots),
  }));
}

/** Replaces an account's schedule (slots sorted, repeats dropped). An empty list keeps the time zone. */
export async function setPostingSchedule({
  workspaceId,
  actor,
  accountId,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  accountId: string;
  input: unknown;
}): Promise<{ timeZone: string; slots: Slot[] }> {
  await requireWriter(workspaceId, actor, "change posting schedules");
  const { timeZone: zone, slots } = parseInput(setPostingScheduleRequest, input);
  if (!isUuid(accountId)) throw new NotFoundError("Account");
  const account = await db.socialAccount.findFirst({ where: { id: accountId.toLowerCase(), workspaceId }, select: { id: true } });
  if (!account) throw new NotFoundError("Account");
  const normalized = normalizeSlots(slots);
  await db.postingSchedule.upsert({
    where: { accountId: account.id },
    create: { accountId: account.id, workspaceId, timeZone: zone, slots: normalized },
    update: { timeZone: zone, slots: normalized },
  });
  return { timeZone: zone, slots: normalized };
}

/** The accounts of the workspace whose schedule has at least one slot (the composer offers "Add to queue"). */
export async function scheduledAccountIds({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }): Promise<Set<string>> {
  const schedules = await listPostingSchedules({ workspaceId, actor });
  return new Set(schedules.filter((s) => s.slots.length > 0).map((s) => s.accountId));
}

/** One account's schedule (GET /accounts/{id}/schedule); 404 for an account outside the workspace. */
export async function getPostingSchedule({
  workspaceId,
  actor,
  accountId,
}: {
  workspaceId: string;
  actor: ContentActor;
  accountId: string;
}): Promise<AccountSchedule> {
  await requireReader(workspaceId, actor);
  if (!isUuid(accountId)) throw new NotFoundError("Account");
  const account = await db.socialAccount.findFirst({
    where: { id: accountId.toLowerCase(), workspaceId },
    select: { id: true, platform: true, platformUsername: true, postingSchedule: { select: { timeZone: true, slots: true } } },
  });
  if (!account) throw new NotFoundError("Account");
  return {
    accountId: account.id,
    platform: account.platform,
    platformUsername: account.platformUsername,
    timeZone: account.postingSchedule?.timeZone ?? null,
    slots: readSlots(account.postingSchedule?.slots),
  };
}
