"use server";

// Notification writes of the web app: marking read (the bell, the notifications page) and a person's
// channel per kind (the profile page). Reads go through GET /api/notifications.
import { markNotificationsRead } from "@/lib/services/notifications/mark-notifications-read";
import { setNotificationPreference } from "@/lib/services/notifications/set-notification-preference";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

export async function markNotificationsReadAction(input: { all: true } | { ids: string[] }) {
  return runAction(async () => markNotificationsRead({ actor: await sessionActor(), input }));
}

export async function setNotificationPreferenceAction(kind: string, channel: string) {
  return runAction(async () => setNotificationPreference({ actor: await sessionActor(), input: { kind, channel } }));
}
