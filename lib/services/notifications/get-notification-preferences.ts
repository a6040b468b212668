// The profile page's notification section: every kind, in a person's words, with the channel in force.
import { NOTIFICATION_KINDS } from "../../notifications/kinds";
import { notificationPreferences } from "../../notifications/preferences";
import type { Actor } from "../actor";

export async function getNotificationPreferences({ actor }: { actor: Actor & { kind: "user" } }) {
  const rows = await notificationPreferences(actor.userId);
  return rows.map((row) => ({ ...row, label: NOTIFICATION_KINDS[row.kind].label, description: NOTIFICATION_KINDS[row.kind].description }));
}
