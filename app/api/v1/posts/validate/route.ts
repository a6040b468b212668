import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { validatePost } from "@/lib/services/posts/validate-post";

export const dynamic = "force-dynamic";

// POST /posts/validate — additive: the dry run of POST /posts; every problem per network, nothing stored
export const POST = withApiKey(postOperations.validatePost, async ({ req, auth }) => {
  const input = await parseBody(req);
  return json(await validatePost({ workspaceId: auth.workspaceId, actor: auth.actor, input }));
});
