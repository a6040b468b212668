// GET /api/connect/:platform/start?workspace=<id>[&reconnect=<accountId>] — signed-in managers and above: send
// the browser to the network to approve Postlane.
import { isUuid } from "@/lib/schemas/common";
import { errorResponse } from "@/lib/api/respond";
import { getSessionUser } from "@/lib/session/session";
import { appUrl } from "@/lib/env";
import { AppError, NotFoundError } from "@/lib/errors";
import { accountsPageUrl } from "@/lib/services/accounts/accounts-page-url";
import { startOAuthConnect } from "@/lib/services/accounts/connect-oauth-start";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ platform: string }> }): Promise<Response> {
  const { platform } = await params;
  const url = new URL(req.url);
  const user = await getSessionUser();
  if (!user) {
    const signIn = new URL("/sign-in", appUrl());
    signIn.searchParams.set("callbackUrl", `${url.pathname}${url.search}`);
    return Response.redirect(signIn, 303);
  }
  if (!(PLATFORM_IDS as readonly string[]).includes(platform)) return errorResponse(new NotFoundError("Network"));
  const workspaceId = url.searchParams.get("workspace");
  if (!isUuid(workspaceId)) return errorResponse(new NotFoundError("Workspace"));
  try {
    const authorizeUrl = await startOAuthConnect({
      workspaceId,
      actor: { kind: "user", userId: user.id },
      input: { platform: platform as PlatformId, reconnectAccountId: url.searchParams.get("reconnect") ?? undefined },
    });
    return Response.redirect(authorizeUrl, 303);
  } catch (error) {
    // A member without the role, or a network that is not configured: back to the page with the reason.
    if (error instanceof AppError && error.status !== 404) {
      return Response.redirect(accountsPageUrl(workspaceId, { error: error.message, platform }), 303);
    }
    return errorResponse(error);
  }
}
