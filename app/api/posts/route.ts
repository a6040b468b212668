// GET /api/posts?workspace=<id>[&status=…][&approval=pending|changes_requested][&after=<cursor>][&q=<words>][&from=<ISO>&to=<ISO>] — a page of the posts page's
// rows, newest first, with the next page's cursor, or with a range the rows of a calendar week or month (lib/services/posts/list-workspace-posts.ts), for a member.
// A GET route handler, not a server action: the list and the calendar poll while rows are queued and read
// again after every publish, retry, move or delete, and Next runs server actions one at a time behind those.
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { BadRequestError } from "@/lib/errors";
import { POST_STATUSES } from "@/lib/schemas/posts";
import { APPROVAL_FILTER_STATES, listWorkspacePosts } from "@/lib/services/posts/list-workspace-posts";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see posts" }, async ({ req, actor, workspaceId }) => {
  const params = new URL(req.url).searchParams;
  const status = params.get("status") ?? undefined;
  if (status !== undefined && !(POST_STATUSES as readonly string[]).includes(status)) {
    throw new BadRequestError(`status: must be one of ${POST_STATUSES.join(", ")}`);
  }
  const approval = params.get("approval") ?? undefined;
  if (approval !== undefined && !(APPROVAL_FILTER_STATES as readonly string[]).includes(approval)) {
    throw new BadRequestError(`approval: must be one of ${APPROVAL_FILTER_STATES.join(", ")}`);
  }
  const from = params.get("from");
  const to = params.get("to");
  if ((from === null) !== (to === null)) throw new BadRequestError("from and to: give both, or neither");
  const range = from !== null && to !== null ? { from, to } : undefined;
  const after = params.get("after") ?? undefined;
  const q = params.get("q") ?? undefined;
  if (q !== undefined && q.length > 200) throw new BadRequestError("q: must be at most 200 characters");
  const page = await listWorkspacePosts({
    workspaceId,
    actor,
    input: {
      status: status as (typeof POST_STATUSES)[number] | undefined,
      approval: approval as (typeof APPROVAL_FILTER_STATES)[number] | undefined,
      range,
      after,
      q,
    },
  });
  return json(page);
});
