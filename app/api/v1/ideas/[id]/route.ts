import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializeIdea } from "@/lib/serializers/serialize-idea";
import { ideaOperations } from "@/lib/api/operations/ideas";
import { withApiKey } from "@/lib/api/with-api-key";
import { deleteIdea } from "@/lib/services/ideas/delete-idea";
import { updateIdea } from "@/lib/services/ideas/update-idea";

export const dynamic = "force-dynamic";

// PATCH /ideas/{id} — change sent fields; a new status moves the idea to the end of that column
export const PATCH = withApiKey<{ id: string }>(ideaOperations.updateIdea, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Idea");
  const changes = await parseBody(req, { optional: true });
  const idea = await updateIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, changes } });
  return json({ idea: serializeIdea(idea) });
});

// DELETE /ideas/{id} — delete an idea
export const DELETE = withApiKey<{ id: string }>(ideaOperations.deleteIdea, async ({ auth, params }) => {
  const id = routeId(params.id, "Idea");
  return json(await deleteIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }));
});
