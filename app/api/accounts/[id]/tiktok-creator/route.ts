// GET /api/accounts/{id}/tiktok-creator?workspace=<id> — the composer's TikTok panel: what TikTok lets this
// creator post now (privacy levels on offer, interactions turned off, longest video), for the signed-in person.
// Asked once per account when the panel opens.
import { errorResponse, json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { getSessionUser } from "@/lib/auth/session";
import { AppError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/schemas/common";
import { getTiktokCreatorInfo } from "@/lib/services/accounts/get-tiktok-creator-info";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const user = await getSessionUser();
    if (!user) throw new AppError(401, "Sign in to read the account's posting options");
    const workspaceId = new URL(req.url).searchParams.get("workspace");
    if (!isUuid(workspaceId)) throw new NotFoundError("Workspace");
    const accountId = routeId((await params).id, "Account");
    return json({ creator: await getTiktokCreatorInfo({ workspaceId, actor: { kind: "user", userId: user.id }, accountId }) });
  } catch (error) {
    return errorResponse(error);
  }
}
