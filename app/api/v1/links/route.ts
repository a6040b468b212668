import { parseBody } from "@/lib/api/parse-body";
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { linkOperations } from "@/lib/api/operations/links";
import { withApiKey } from "@/lib/api/with-api-key";
import { createLinkPage } from "@/lib/services/links/create-link-page";
import { listLinkPages } from "@/lib/services/links/list-link-pages";

export const dynamic = "force-dynamic";

// GET /links — the workspace's link-in-bio pages with status and all-time totals, a page at a time
export const GET = withApiKey(linkOperations.listLinkPages, async ({ req, auth }) => {
  const page = parseQuery(req, linkOperations.listLinkPages.query);
  const { rows, nextCursor } = await listLinkPages({ workspaceId: auth.workspaceId, actor: auth.actor, page });
  return json({ links: rows, nextCursor });
});

// POST /links — create a draft page
export const POST = withApiKey(linkOperations.createLinkPage, async ({ req, auth }) => {
  const input = await parseBody(req);
  return json({ link: await createLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input }) }, 201);
});
