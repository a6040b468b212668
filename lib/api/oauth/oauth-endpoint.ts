// The one wrapper of the OAuth endpoints (metadata, registration, token). They are called by apps, often
// from a browser on another origin (web-based MCP clients), so every answer allows any origin: none of them
// reads a cookie, so CORS lets nothing through that a plain HTTP client could not already do. Errors are
// RFC 6749 section 5.2 JSON, `{ error, error_description }`, never the REST API's `{ error: "<message>" }`:
// OAuth clients parse the error code. Nothing thrown becomes a 500 with details.
import { OAuthError, ServerError, TemporarilyUnavailableError, TooManyRequestsError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { toAppError } from "../../errors";
import { describeError } from "../respond";

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type, mcp-protocol-version",
  "access-control-max-age": "86400",
};

export function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...CORS_HEADERS, ...headers },
  });
}

/** RFC 6749 section 5.2: 401 for a client that cannot be identified, 400 for the rest of the client's mistakes. */
function statusOf(error: OAuthError): number {
  if (error.errorCode === "invalid_client") return 401;
  if (error instanceof TooManyRequestsError) return 429;
  if (error instanceof TemporarilyUnavailableError) return 503;
  if (error instanceof ServerError) return 500;
  return 400;
}

/** Any thrown value as an OAuth error answer. */
export function oauthErrorResponse(error: unknown): Response {
  if (error instanceof OAuthError) return oauthJson(error.toResponseObject(), statusOf(error));
  const known = toAppError(error);
  if (known?.status === 429) return oauthJson(new TooManyRequestsError(known.message).toResponseObject(), 429, known.headers);
  if (known?.status === 503) return oauthJson(new TemporarilyUnavailableError(known.message).toResponseObject(), 503, known.headers);
  if (known && known.status < 500) return oauthJson({ error: "invalid_request", error_description: known.message }, 400);
  // Logged with a request id by describeError; the client gets the id only.
  return oauthJson(new ServerError(describeError(error).error).toResponseObject(), 500);
}

export function oauthEndpoint<A extends unknown[]>(handler: (req: Request, ...rest: A) => Promise<Response>) {
  return async (req: Request, ...rest: A): Promise<Response> => {
    try {
      return await handler(req, ...rest);
    } catch (error) {
      return oauthErrorResponse(error);
    }
  };
}

/** The CORS preflight of an OAuth endpoint. */
export function oauthPreflight(methods: string): () => Response {
  return () =>
    new Response(null, { status: 204, headers: { ...CORS_HEADERS, "access-control-allow-methods": `${methods}, OPTIONS`, allow: `${methods}, OPTIONS` } });
}
