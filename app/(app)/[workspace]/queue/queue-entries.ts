// The upcoming queue as the client receives it (instants as ISO strings), shared by the page's first render
// and the action that refreshes it, so both hand the list the same shape.
import type { ContentActor } from "@/lib/services/workspaces/authorize-actor";
import { upcomingQueue } from "@/lib/services/schedules/queue";

export async function queueEntries(workspaceId: string, actor: ContentActor) {
  const entries = await upcomingQueue({ workspaceId, actor });
  return entries.map((e) => ({ ...e, at: e.at.toISOString(), posts: e.posts.map((p) => ({ ...p, scheduledAt: p.scheduledAt.toISOString() })) }));
}
