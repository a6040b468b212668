// GET /api/notifications?workspace=<id>[&limit=<1..100>][&cursor=<nextCursor>] — the signed-in person's
// notifications, newest first, a page at a time, and how many are unread (the bell polls it;
// lib/services/notifications/list-notifications.ts, which validates the parameters).
import { queryValues } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { listNotifications, listNotificationsQuery } from "@/lib/services/notifications/list-notifications";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see your notifications" }, async ({ req, actor, workspaceId }) => {
  const input = queryValues(req, listNotificationsQuery, { also: ["workspace"] });
  return json(await listNotifications({ workspaceId, actor, input }));
});
