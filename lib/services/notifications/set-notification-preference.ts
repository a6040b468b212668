// A person's channel for one kind of notification (the profile page): email, in the app only, off, or (approval
// requests only) a daily digest.
import { z } from "zod";
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import {
  DIGEST_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_NAMES,
  type NotificationChannelName,
  type NotificationKindName,
} from "../../notifications/kinds";
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
  if (channel === "daily_digest" && !DIGEST_KINDS.includes(kind)) throw new BadRequestError("channel: a daily digest is offered for approval requests only");
  await db.notificationPreference.upsert({
    where: { userId_kind: { userId: actor.userId, kind } },
    create: { userId: actor.userId, kind, channel },
    update: { channel },
  });
  return { kind, channel };
}
