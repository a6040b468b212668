import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializeSchedule } from "@/lib/api/serializers/serialize-queue";
import { queueOperations } from "@/lib/api/operations/queue";
import { withApiKey } from "@/lib/api/with-api-key";
import { deprecationHeaders } from "@/lib/api/deprecation";
import { getPostingSchedule, setPostingSchedule } from "@/lib/services/schedules/posting-schedules";

export const dynamic = "force-dynamic";

// GET /accounts/{id}/schedule — the account's posting times (additive)
export const GET = withApiKey<{ id: string }>(queueOperations.getPostingSchedule, async ({ auth, params }) => {
  const accountId = routeId(params.id, "Account");
  const schedule = await getPostingSchedule({ workspaceId: auth.workspaceId, actor: auth.actor, accountId });
  return json({ schedule: serializeSchedule(schedule) }, 200, deprecationHeaders());
});

// PUT /accounts/{id}/schedule — replace them (posts:write: it decides when queued posts go out)
export const PUT = withApiKey<{ id: string }>(queueOperations.setPostingSchedule, async ({ auth, params, req }) => {
  const accountId = routeId(params.id, "Account");
  await setPostingSchedule({ workspaceId: auth.workspaceId, actor: auth.actor, accountId, input: await parseBody(req) });
  const schedule = await getPostingSchedule({ workspaceId: auth.workspaceId, actor: auth.actor, accountId });
  return json({ schedule: serializeSchedule(schedule) }, 200, deprecationHeaders());
});
