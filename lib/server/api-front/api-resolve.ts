// Which handler answers an API request, or the answer when none does: the same JSON 404 and 405 (with
// Allow) from the production front (api-front.ts) and the development proxy (proxy.ts). Decided from the
// method and path alone, so methods the Fetch API cannot build a Request for (TRACE) are answered too.
import { json } from "../../api/respond";
import { errorBody } from "../../error-codes";
import { REST_API_PATH } from "../../public-paths";
import { allowedMethods, matchApiRoute, type HttpMethod, type RouteShape } from "./route-match";

/** The contract's base path of the public API; handlers live in app/api/v1. */
export const API_PREFIX = REST_API_PATH;

export type ApiResolution<H> = { handler: H; params: Record<string, string> } | { response: Response };

/**
 * As Next does for route handlers: HEAD runs GET (the caller drops the body), OPTIONS lists the methods;
 * unlike Next, an unknown path or method is a JSON `{ error, code }` (404, 405 with Allow) like every other API error.
 */
export function resolveApiRoute<H>(routes: readonly RouteShape<H>[], method: string, pathname: string, prefix = API_PREFIX): ApiResolution<H> {
  const verb = method.toUpperCase();
  const match = matchApiRoute(routes, pathname.slice(prefix.length));
  if (!match) return { response: json(errorBody(`No API endpoint at ${pathname}`, "not_found"), 404) };
  const handler = match.route.handlers[verb as HttpMethod] ?? (verb === "HEAD" ? match.route.handlers.GET : undefined);
  if (handler !== undefined) return { handler, params: match.params };
  const allow = allowedMethods(match.route);
  if (verb === "OPTIONS") return { response: new Response(null, { status: 204, headers: { allow } }) };
  return { response: json(errorBody(`Method ${verb} is not allowed on ${pathname}; allowed: ${allow}`, "method_not_allowed"), 405, { allow }) };
}
