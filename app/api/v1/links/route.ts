import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { withApiKey } from "@/lib/api/with-api-key";
import { createLinkPage } from "@/lib/services/links/create-link-page";
import { listLinkPages } from "@/lib/services/links/list-link-pages";

export const dynamic = "force-dynamic";

// GET /links — the workspace's link-in-bio pages with status and all-time totals
export const GET = withApiKey({ scope: "links:read" }, async ({ auth }) => {
  return json({ links: await listLinkPages({ workspaceId: auth.workspaceId, actor: auth.actor }) });
});

// POST /links — create a draft page
export const POST = withApiKey({ scope: "links:write" }, async ({ req, auth }) => {
  const input = await parseBody(req);
  return json({ link: await createLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input }) }, 201);
});
