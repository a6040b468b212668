// POST /api/posts/split-thread?workspace=<id> { text, platforms, numbered } — the composer's "Split into a
// thread": the text cut into parts that fit every chosen thread network, counted its way
// (lib/services/posts/split-thread.ts), for a member of the workspace. It only reads; a POST because the text
// (up to 100,000 characters) does not fit a query string, and a route handler so it does not queue behind the
// composer's other server calls (Next runs server actions one at a time).
import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { parseInput } from "@/lib/errors";
import { splitThreadRequest } from "@/lib/schemas/composer";
import { splitThreadText } from "@/lib/services/posts/split-thread";
import { requireReader } from "@/lib/services/workspaces/authorize-actor";

export const dynamic = "force-dynamic";

export const POST = withSession({ signInTo: "split a thread", json: true }, async ({ req, actor, workspaceId }) => {
  await requireReader(workspaceId, actor);
  return json(splitThreadText(parseInput(splitThreadRequest, await parseBody(req))));
});
