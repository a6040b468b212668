// A person's channel per kind: their own choice, else the kind's default (kinds.ts). Read by notify() for many
// people at once, and by the preferences section for one.
import { db } from "../db";
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS, type NotificationChannelName, type NotificationKindName } from "./kinds";

/** The channel of each (person, preference kind) pair: their choice, else the kind's default. */
export async function channelsFor(pairs: { userId: string; preference: NotificationKindName }[]): Promise<NotificationChannelName[]> {
  if (pairs.length === 0) return [];
  const rows = await db.notificationPreference.findMany({
    where: { OR: pairs.map((pair) => ({ userId: pair.userId, kind: pair.preference })) },
    select: { userId: true, kind: true, channel: true },
  });
  const chosen = new Map(rows.map((row) => [`${row.userId}:${row.kind}`, row.channel as NotificationChannelName]));
  return pairs.map((pair) => chosen.get(`${pair.userId}:${pair.preference}`) ?? NOTIFICATION_KINDS[pair.preference].defaultChannel);
}

/** Every kind with the channel that applies to this person now, and whether they chose it. */
export async function notificationPreferences(userId: string): Promise<{ kind: NotificationKindName; channel: NotificationChannelName; chosen: boolean }[]> {
  const rows = await db.notificationPreference.findMany({ where: { userId }, select: { kind: true, channel: true } });
  const chosen = new Map(rows.map((row) => [row.kind as NotificationKindName, row.channel as NotificationChannelName]));
  return NOTIFICATION_KIND_NAMES.map((kind) => ({
    kind,
    channel: chosen.get(kind) ?? NOTIFICATION_KINDS[kind].defaultChannel,
    chosen: chosen.has(kind),
  }));
}
