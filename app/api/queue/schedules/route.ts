// GET /api/queue/schedules?workspace=<id> — the Queue page's posting schedules, one per connected account, for a
// member. A GET route handler, not a server action: the page reads it again after every save and move, and Next
// runs server actions one at a time.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { listPostingSchedules } from "@/lib/services/schedules/posting-schedules";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see posting schedules" }, async ({ actor, workspaceId }) =>
  json({ schedules: await listPostingSchedules({ workspaceId, actor }) }),
);
