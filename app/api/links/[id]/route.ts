// GET /api/links/{id}?workspace=<id> — the link editor's page as stored now (blocks, positions, the
// unpublished-changes flag), the same answer as the public GET /links/{id}, for a member. A GET route handler,
// not a server action: the editor reloads it after each edit, and Next runs server actions one at a time.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { getLinkPage } from "@/lib/services/links/get-link-page";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>({ signInTo: "see link pages" }, async ({ actor, workspaceId, params }) =>
  json({ link: await getLinkPage({ workspaceId, actor, input: { id: params.id } }) }),
);
