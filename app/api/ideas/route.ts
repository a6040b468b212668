// GET /api/ideas?workspace=<id> — the idea board's cards, in the same order as GET /ideas, for a member. A GET
// route handler, not a server action: the board reads it again after drags and edits, and Next runs server
// actions one at a time.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { listIdeas } from "@/lib/services/ideas/list-ideas";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see ideas" }, async ({ actor, workspaceId }) => json({ ideas: await listIdeas({ workspaceId, actor }) }));
