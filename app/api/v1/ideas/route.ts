import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { serializeIdea } from "@/lib/api/serializers/serialize-idea";
import { withApiKey } from "@/lib/api/with-api-key";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { listIdeas } from "@/lib/services/ideas/list-ideas";

export const dynamic = "force-dynamic";

// GET /ideas — the idea board, by column then position
export const GET = withApiKey({ scope: "ideas:read" }, async ({ auth }) => {
  const ideas = await listIdeas({ workspaceId: auth.workspaceId, actor: auth.actor });
  return json({ ideas: ideas.map(serializeIdea) });
});

// POST /ideas — add an idea at the end of its column
export const POST = withApiKey({ scope: "ideas:write" }, async ({ req, auth }) => {
  const input = await parseBody(req, { optional: true });
  const idea = await createIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  return json({ idea: serializeIdea(idea) }, 201);
});
