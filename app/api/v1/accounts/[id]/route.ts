import { routeId } from "@/lib/api/route-id";
import { accountOperations } from "@/lib/api/operations/accounts";
import { withApiKey } from "@/lib/api/with-api-key";
import { disconnectAccount } from "@/lib/services/accounts/disconnect-account";

export const dynamic = "force-dynamic";

// DELETE /accounts/{id} — disconnect an account (tokens erased, history kept), as the web app's Disconnect does (additive)
export const DELETE = withApiKey<{ id: string }>(accountOperations.disconnectAccount, async ({ auth, params }) => {
  const accountId = routeId(params.id, "Account");
  await disconnectAccount({ workspaceId: auth.workspaceId, actor: auth.actor, input: { accountId } });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
