// GET /api/accounts/{id}/boards?workspace=<id> — the composer's board picker: a Pinterest account's boards for
// the signed-in person (the same service as the public GET /accounts/{id}/boards). A GET the picker asks once
// per account, never per keystroke.
import { getSessionUser } from "@/lib/auth/session";
import { AppError, NotFoundError } from "@/lib/errors";
import { errorResponse, json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { isUuid } from "@/lib/schemas/common";
import { listAccountBoards } from "@/lib/services/accounts/list-account-boards";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const user = await getSessionUser();
    if (!user) throw new AppError(401, "Sign in to list boards");
    const workspaceId = new URL(req.url).searchParams.get("workspace");
    if (!isUuid(workspaceId)) throw new NotFoundError("Workspace");
    const accountId = routeId((await params).id, "Account");
    const boards = await listAccountBoards({ workspaceId, actor: { kind: "user", userId: user.id }, input: { accountId } });
    return json({ boards });
  } catch (error) {
    return errorResponse(error);
  }
}
