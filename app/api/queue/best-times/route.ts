// GET /api/queue/best-times?workspace=<id>&timeZone=<IANA zone> — the workspace's best posting hours from its
// own results, seen in that zone (an unknown zone reads as UTC), for a member. A GET: one per zone, cached.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { bestTimes } from "@/lib/services/schedules/best-times";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see best times" }, async ({ req, actor, workspaceId }) => {
  const timeZone = new URL(req.url).searchParams.get("timeZone") ?? "UTC";
  return json({ bestTimes: await bestTimes({ workspaceId, actor, timeZone }) });
});
