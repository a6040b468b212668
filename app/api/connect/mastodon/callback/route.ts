// GET /api/connect/mastodon/callback?code&state — the instance sends the browser back here; store the account
// and return to the workspace's Accounts page with a success or error flag.
import { errorResponse } from "@/lib/api/respond";
import { getSessionUser } from "@/lib/session/session";
import { accountsPageUrl } from "@/lib/services/accounts/accounts-page-url";
import { completeMastodonConnect } from "@/lib/services/accounts/connect-mastodon-complete";

export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const user = await getSessionUser();
  try {
    const outcome = await completeMastodonConnect({
      userId: user?.id ?? null,
      params: {
        state: url.searchParams.get("state"),
        code: url.searchParams.get("code"),
        error: url.searchParams.get("error"),
        errorDescription: url.searchParams.get("error_description"),
      },
    });
    const target = outcome.ok
      ? accountsPageUrl(outcome.workspaceId, { connected: "mastodon", count: outcome.accounts.length })
      : accountsPageUrl(outcome.workspaceId, { error: outcome.message, platform: "mastodon" });
    return Response.redirect(target, 303);
  } catch (error) {
    return errorResponse(error);
  }
}
