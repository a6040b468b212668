import { parseBody } from "@/lib/api/parse-body";
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { serializeIdea } from "@/lib/serializers/serialize-idea";
import { ideaOperations } from "@/lib/api/operations/ideas";
import { withApiKey } from "@/lib/api/with-api-key";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { listIdeas } from "@/lib/services/ideas/list-ideas";

export const dynamic = "force-dynamic";

// GET /ideas — the idea board, by column then position, a page at a time
export const GET = withApiKey(ideaOperations.listIdeas, async ({ req, auth }) => {
  const page = parseQuery(req, ideaOperations.listIdeas.query);
  const { rows, nextCursor } = await listIdeas({ workspaceId: auth.workspaceId, actor: auth.actor, page });
  return json({ ideas: rows.map(serializeIdea), nextCursor });
});

// POST /ideas — add an idea at the end of its column
export const POST = withApiKey(ideaOperations.createIdea, async ({ req, auth }) => {
  const input = await parseBody(req, { optional: true });
  const idea = await createIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  return json({ idea: serializeIdea(idea) }, 201);
});
