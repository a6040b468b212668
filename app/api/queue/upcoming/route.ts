// GET /api/queue/upcoming?workspace=<id> — the Queue page's next two weeks of slots and scheduled posts (instants
// as ISO strings), for a member. A GET route handler, not a server action: read again after every move.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { upcomingQueue } from "@/lib/services/schedules/queue";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see the queue" }, async ({ actor, workspaceId }) => json({ queue: await upcomingQueue({ workspaceId, actor }) }));
