// GET /api/ideas?workspace=<id>[&unassigned=<n>&todo=<n>&in_progress=<n>&done=<n>] — the idea board's cards, a
// page per column (40 unless a column asks for more) in the order of GET /ideas, and per column how many are
// not loaded, for a member. A GET route handler, not a server action: the board reads it again after drags
// and edits, and Next runs server actions one at a time.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { IDEA_STATUSES } from "@/lib/schemas/ideas";
import { listIdeaColumns } from "@/lib/services/ideas/list-idea-columns";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see ideas" }, async ({ req, actor, workspaceId }) => {
  const params = new URL(req.url).searchParams;
  const limits = Object.fromEntries(IDEA_STATUSES.flatMap((status) => (params.has(status) ? [[status, params.get(status)!]] : [])));
  return json(await listIdeaColumns({ workspaceId, actor, input: limits }));
});
