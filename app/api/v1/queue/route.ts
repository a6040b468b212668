import { idempotentResponse } from "@/lib/api/idempotent-response";
import { parseBody } from "@/lib/api/parse-body";
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { serializeQueued, serializeQueueEntry } from "@/lib/api/serializers/serialize-queue";
import { deprecationHeaders } from "@/lib/api/deprecation";
import { queueOperations } from "@/lib/api/operations/queue";
import { withApiKey } from "@/lib/api/with-api-key";
import { parseInput } from "@/lib/errors";
import { addToQueueRequest } from "@/lib/schemas/queue";
import { quotaHeaders } from "@/lib/services/quota/monthly-quota";
import { addToQueue } from "@/lib/services/schedules/add-to-queue";
import { upcomingQueue } from "@/lib/services/schedules/queue";

export const dynamic = "force-dynamic";

// GET /queue — the posting slots of the next days with the scheduled posts in them (additive)
export const GET = withApiKey(queueOperations.listQueue, async ({ req, auth }) => {
  const { days } = parseQuery(req, queueOperations.listQueue.query);
  const queue = await upcomingQueue({ workspaceId: auth.workspaceId, actor: auth.actor, days });
  return json({ queue: queue.map(serializeQueueEntry) }, 200, deprecationHeaders());
});

// POST /queue — create a post scheduled at the next free slot of its accounts (Idempotency-Key honoured)
export const POST = withApiKey(queueOperations.addToQueue, async ({ req, auth }) => {
  const input = await parseBody(req);
  parseInput(addToQueueRequest, input);
  return idempotentResponse({ req, auth, endpoint: "POST /queue", body: input }, async () => {
    const { quota, postIds, scheduledAt } = await addToQueue({ workspaceId: auth.workspaceId, actor: auth.actor, input });
    return { status: 201, body: serializeQueued({ postIds, scheduledAt }), headers: { ...quotaHeaders(quota), ...deprecationHeaders() } };
  });
});
