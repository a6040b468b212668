// A person's channel for one kind of notification (the profile page): email, in the app only, or off.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_NAMES, type NotificationChannelName, type NotificationKindName } from "../../notifications/kinds";
import type { Actor } from "../actor";

const preferenceInput = z.object({
  kind: z.enum(NOTIFICATION_KIND_NAMES as [NotificationKindName, ...NotificationKindName[]]),
  channel: z.enum(NOTIFICATION_CHANNELS),
});

export async function setNotificationPreference({
  actor,
  input,
}: {
  actor: Actor & { kind: "user" };
  input: { kind: string; channel: string };
}): Promise<{ kind: NotificationKindName; channel: NotificationChannelName }> {
  const { kind, channel } = parseInput(preferenceInput, input);
  await db.notificationPreference.upsert({
    where: { userId_kind: { userId: actor.userId, kind } },
    create: { userId: actor.userId, kind, channel },
    update: { channel },
  });
  return { kind, channel };
}
