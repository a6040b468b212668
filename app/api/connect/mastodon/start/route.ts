// GET /api/connect/mastodon/start?workspace=<id>&instance=<mastodon.social>[&reconnect=<accountId>] — signed-in
// managers and above: register Postlane on the instance if needed, then send the browser there to approve.
import { isUuid } from "@/lib/schemas/common";
import { errorResponse } from "@/lib/api/respond";
import { getSessionUser } from "@/lib/session/session";
import { appUrl } from "@/lib/env";
import { AppError, NotFoundError } from "@/lib/errors";
import { accountsPageUrl } from "@/lib/services/accounts/accounts-page-url";
import { startMastodonConnect } from "@/lib/services/accounts/connect-mastodon-start";

export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const user = await getSessionUser();
  if (!user) {
    const signIn = new URL("/sign-in", appUrl());
    signIn.searchParams.set("callbackUrl", `${url.pathname}${url.search}`);
    return Response.redirect(signIn, 303);
  }
  const workspaceId = url.searchParams.get("workspace");
  if (!isUuid(workspaceId)) return errorResponse(new NotFoundError("Workspace"));
  try {
    const authorizeUrl = await startMastodonConnect({
      workspaceId,
      actor: { kind: "user", userId: user.id },
      input: { instanceUrl: url.searchParams.get("instance") ?? "", reconnectAccountId: url.searchParams.get("reconnect") ?? undefined },
    });
    return Response.redirect(authorizeUrl, 303);
  } catch (error) {
    // A bad instance address, a missing role, an instance that does not answer: back to the page with the reason.
    if (error instanceof AppError && error.status !== 404) {
      return Response.redirect(accountsPageUrl(workspaceId, { error: error.message, platform: "mastodon" }), 303);
    }
    return errorResponse(error);
  }
}
