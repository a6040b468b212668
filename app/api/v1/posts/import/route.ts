import { readLimitedBytes } from "@/lib/api/parse-body";
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { importPostFile, MAX_IMPORT_BYTES } from "@/lib/services/imports/import-post-file";

export const dynamic = "force-dynamic";

// POST /posts/import — additive: a CSV file (text/csv body) of posts, previewed (dryRun=true) or imported
export const POST = withApiKey(postOperations.importPosts, async ({ req, auth }) => {
  const { mode, dryRun, timezone } = parseQuery(req, postOperations.importPosts.query);
  const bytes = await readLimitedBytes(req, MAX_IMPORT_BYTES);
  const result = await importPostFile({ workspaceId: auth.workspaceId, actor: auth.actor, bytes, mode, dryRun, timeZone: timezone });
  return json(result, dryRun ? 200 : 201);
});
