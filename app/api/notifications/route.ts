// GET /api/notifications?workspace=<id>[&limit=<1..100>] — the signed-in person's notifications, newest first,
// and how many are unread (the bell polls it; lib/services/notifications/list-notifications.ts).
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { listNotifications } from "@/lib/services/notifications/list-notifications";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see your notifications" }, async ({ req, actor, workspaceId }) => {
  const limit = new URL(req.url).searchParams.get("limit") ?? undefined;
  return json(await listNotifications({ workspaceId, actor, input: { limit } }));
});
