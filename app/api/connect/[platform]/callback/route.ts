// GET /api/connect/:platform/callback?code&state — the network sends the browser back here; store the
// approved account(s) and return to the workspace's Accounts page with a success or error flag.
import { errorResponse } from "@/lib/api/respond";
import { getSessionUser } from "@/lib/session/session";
import { NotFoundError } from "@/lib/errors";
import { accountsPageUrl } from "@/lib/services/accounts/accounts-page-url";
import { completeOAuthConnect } from "@/lib/services/accounts/connect-oauth-complete";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ platform: string }> }): Promise<Response> {
  const { platform } = await params;
  if (!(PLATFORM_IDS as readonly string[]).includes(platform)) return errorResponse(new NotFoundError("Network"));
  const url = new URL(req.url);
  const user = await getSessionUser();
  try {
    const outcome = await completeOAuthConnect({
      platform: platform as PlatformId,
      userId: user?.id ?? null,
      params: {
        state: url.searchParams.get("state"),
        code: url.searchParams.get("code"),
        error: url.searchParams.get("error"),
        errorDescription: url.searchParams.get("error_description"),
      },
    });
    const target = outcome.ok
      ? accountsPageUrl(outcome.workspaceId, { connected: platform, count: outcome.accounts.length })
      : accountsPageUrl(outcome.workspaceId, { error: outcome.message, platform });
    return Response.redirect(target, 303);
  } catch (error) {
    return errorResponse(error);
  }
}
