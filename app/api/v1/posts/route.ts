import { idempotentResponse } from "@/lib/api/idempotent-response";
import { parseBody } from "@/lib/api/parse-body";
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { serializePost } from "@/lib/serializers/serialize-post";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { createPost } from "@/lib/services/posts/create-post";
import { listPosts } from "@/lib/services/posts/list-posts";
import { quotaHeaders } from "@/lib/services/quota/monthly-quota";

export const dynamic = "force-dynamic";

// GET /posts — newest posts of the key's workspace and mode, optionally by status, a page at a time
export const GET = withApiKey(postOperations.listPosts, async ({ req, auth }) => {
  const query = parseQuery(req, postOperations.listPosts.query);
  const { rows, nextCursor } = await listPosts({ workspaceId: auth.workspaceId, actor: auth.actor, input: query });
  return json({ posts: rows.map(serializePost), nextCursor });
});

// POST /posts — create a draft, schedule, or publish now (Idempotency-Key honoured)
export const POST = withApiKey(postOperations.createPost, async ({ req, auth }) => {
  const input = await parseBody(req);
  return idempotentResponse({ req, auth, endpoint: "POST /posts", body: input }, async () => {
    const { quota, ...result } = await createPost({ workspaceId: auth.workspaceId, actor: auth.actor, input });
    return { status: 201, body: result, headers: quotaHeaders(quota) };
  });
});
