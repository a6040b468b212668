// GET /api/accounts/{id}/boards?workspace=<id> — the composer's board picker: a Pinterest account's boards for
// the signed-in person (the same service as the public GET /accounts/{id}/boards). A GET the picker asks once
// per account, never per keystroke.
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { withSession } from "@/lib/api/with-session";
import { listAccountBoards } from "@/lib/services/accounts/list-account-boards";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>({ signInTo: "list boards" }, async ({ actor, workspaceId, params }) => {
  const accountId = routeId(params.id, "Account");
  return json({ boards: await listAccountBoards({ workspaceId, actor, input: { accountId } }) });
});
