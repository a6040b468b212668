// GET /api/accounts/{id}/tiktok-creator?workspace=<id> — the composer's TikTok panel: what TikTok lets this
// creator post now (privacy levels on offer, interactions turned off, longest video), for the signed-in person.
// Asked once per account when the panel opens.
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { withSession } from "@/lib/api/with-session";
import { getTiktokCreatorInfo } from "@/lib/services/accounts/get-tiktok-creator-info";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>({ signInTo: "read the account's posting options" }, async ({ actor, workspaceId, params }) => {
  const accountId = routeId(params.id, "Account");
  return json({ creator: await getTiktokCreatorInfo({ workspaceId, actor, accountId }) });
});
