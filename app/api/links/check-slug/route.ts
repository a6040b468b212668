// GET /api/links/check-slug?workspace=…&slug=…[&page=…] — the editor's slug check as you type (a plain
// GET, cheap to repeat and to cancel, rather than a server action per keystroke); signed-in members only.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { checkSlugAvailability } from "@/lib/services/links/check-slug-availability";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "check a slug" }, async ({ req, actor, workspaceId }) => {
  const params = new URL(req.url).searchParams;
  return json(await checkSlugAvailability({ workspaceId, actor, input: { slug: params.get("slug") ?? "", pageId: params.get("page") } }));
});
