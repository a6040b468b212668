import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { accountOperations } from "@/lib/api/operations/accounts";
import { withApiKey } from "@/lib/api/with-api-key";
import { listAccountBoards } from "@/lib/services/accounts/list-account-boards";

export const dynamic = "force-dynamic";

// GET /accounts/{id}/boards — the boards a Pinterest account can pin to (ids for platformOptions.pinterest.boardId)
export const GET = withApiKey<{ id: string }>(accountOperations.listPinterestBoards, async ({ auth, params }) => {
  const accountId = routeId(params.id, "Account");
  const boards = await listAccountBoards({ workspaceId: auth.workspaceId, actor: auth.actor, input: { accountId } });
  return json({ boards });
});
