// The bell and the notifications page read GET /api/notifications through one query key, so marking read
// anywhere refreshes both (invalidate NOTIFICATIONS_KEY).
import { getJson } from "@/components/ui/get-json";
import type { listNotifications } from "@/lib/services/notifications/list-notifications";

export type NotificationsAnswer = Awaited<ReturnType<typeof listNotifications>>;
export type NotificationItem = NotificationsAnswer["notifications"][number];

export const NOTIFICATIONS_KEY = ["notifications"] as const;

export function fetchNotifications(workspaceId: string, limit: number, signal?: AbortSignal): Promise<NotificationsAnswer> {
  return getJson<NotificationsAnswer>("/api/notifications", { workspace: workspaceId, limit: String(limit) }, signal);
}
