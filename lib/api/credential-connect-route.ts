// The shape shared by the credential connect routes (POST /api/connect/{bluesky,telegram,discord}): a signed-in
// person, a workspace they belong to (?workspace=<id>, or `workspaceId` in the body), a JSON body checked by
// the network's schema in the service, and `{ account }` back: the Account as GET /accounts answers it, with the
// camelCase names this route answered first kept beside it, deprecated (a `Deprecation` header says so,
// lib/api/deprecation.ts). Errors are `{ error, code }` with their status.
import { getSessionUser } from "@/lib/session/session";
import { AppError, NotFoundError } from "../errors";
import type { Actor } from "../services/actor";
import { parseBody } from "./parse-body";
import { errorResponse, json } from "./respond";
import { isUuid } from "../schemas/common";
import { serializeAccount, type AccountRow } from "../serializers/serialize-account";
import { deprecationHeaders } from "./deprecation";

type ConnectService = (args: { workspaceId: string; actor: Actor; input: never }) => Promise<AccountRow>;

/** The REST Account, and the names answered before 2026-11-29 (`platformUsername` is `platform_username` …). */
function connectedAccountJson(row: AccountRow) {
  return {
    ...serializeAccount(row),
    platformUsername: row.platformUsername,
    platformAccountId: row.platformAccountId,
    isConnected: row.isConnected,
    requiresReauth: row.requiresReauth,
  };
}

export function credentialConnectRoute(connect: ConnectService) {
  return async function POST(req: Request): Promise<Response> {
    try {
      const user = await getSessionUser();
      if (!user) throw new AppError(401, "Sign in to connect accounts");
      // A JSON content type cannot be sent by a plain cross-site form, so a signed-in browser cannot be made to
      // connect someone else's bot or webhook to its workspace.
      if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
        throw new AppError(415, "Content-Type must be application/json");
      }
      const { workspaceId: bodyWorkspaceId, ...input } = await parseBody(req);
      const workspaceId = new URL(req.url).searchParams.get("workspace") ?? bodyWorkspaceId;
      if (!isUuid(workspaceId)) throw new NotFoundError("Workspace");
      const account = await connect({ workspaceId, actor: { kind: "user", userId: user.id }, input: input as never });
      return json({ account: connectedAccountJson(account) }, 200, deprecationHeaders());
    } catch (error) {
      return errorResponse(error);
    }
  };
}
