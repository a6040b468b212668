// The upcoming queue for the page's first render, in the shape GET /api/queue/upcoming answers (instants as
// ISO strings, as JSON gives them), so the first render and every later read hand the list the same data.
import type { ContentActor } from "@/lib/services/workspaces/authorize-actor";
import { upcomingQueue } from "@/lib/services/schedules/queue";

export async function queueEntries(workspaceId: string, actor: ContentActor) {
  const entries = await upcomingQueue({ workspaceId, actor });
  return entries.map((e) => ({ ...e, at: e.at.toISOString(), posts: e.posts.map((p) => ({ ...p, scheduledAt: p.scheduledAt.toISOString() })) }));
}
