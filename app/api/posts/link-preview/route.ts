// GET /api/posts/link-preview?workspace=<id>&url=<link> — the link card the composer's preview shows under a
// post that carries a link (lib/services/posts/preview-link.ts), for a member of the workspace. A route handler
// so it runs beside the composer's other reads and react-query can cancel it.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { previewLink } from "@/lib/services/posts/preview-link";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "preview a link" }, async ({ req, actor, workspaceId }) => {
  const url = new URL(req.url).searchParams.get("url") ?? undefined;
  return json({ preview: await previewLink({ workspaceId, actor, input: { url } }) });
});
