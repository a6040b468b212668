// The one wrapper for the web app's own route handlers (app/api/* outside the public /v1 API), as withApiKey
// is for the public API. In order: the signed-in person from the request's session cookie (401 without one),
// the workspace from `?workspace=<id>` (404 when it cannot name one; membership is checked by the service,
// which answers 404 to outsiders), the path's params, then the handler; any thrown error becomes `{ error }`
// with its status (lib/errors.ts). Reads the composer and pickers ask while a person works go through
// here rather than through server actions: Next runs a page's server actions one at a time, route handlers
// concurrently, and a fetch can be cancelled when its answer is no longer wanted.
import { getSessionUser } from "@/lib/session/session";
import { AppError, NotFoundError } from "../errors";
import { isUuid } from "../schemas/common";
import type { Actor } from "../services/actor";
import { noteRequestCaller } from "../observability/request-context";
import { errorResponse } from "./respond";

export interface SessionRouteArgs<P> {
  req: Request;
  actor: Actor & { kind: "user" };
  workspaceId: string;
  params: P;
}

type Handler<P> = (args: SessionRouteArgs<P>) => Promise<Response>;

/** `signInTo` finishes the 401's message: "Sign in to {signInTo}". */
export function withSession<P = Record<string, never>>(
  { signInTo, json: requireJson = false }: { signInTo: string; json?: boolean },
  handler: Handler<P>,
): (req: Request, context: { params: Promise<P> }) => Promise<Response> {
  return async (req, context) => {
    try {
      const user = await getSessionUser(req);
      if (!user) throw new AppError(401, `Sign in to ${signInTo}`);
      // A JSON content type cannot be sent by a plain cross-site form (lib/api/credential-connect-route.ts).
      if (requireJson && !(req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
        throw new AppError(415, "Content-Type must be application/json");
      }
      const workspaceId = new URL(req.url).searchParams.get("workspace");
      if (!isUuid(workspaceId)) throw new NotFoundError("Workspace");
      noteRequestCaller({ workspaceId: workspaceId.toLowerCase() });
      const params = ((await context?.params) ?? {}) as P;
      return await handler({ req, actor: { kind: "user", userId: user.id }, workspaceId: workspaceId.toLowerCase(), params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
