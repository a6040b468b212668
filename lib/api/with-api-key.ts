// The one wrapper around every public API handler (house style). In order: read the bearer key, check its
// format and checksum (no I/O), look up its hash, refuse revoked or expired keys and OAuth tokens issued for
// the other door (401, error="invalid_token"), rate-limit (429), check the scope (403,
// error="insufficient_scope") and the creator's current role (viewer: no writes; no longer a member: 401),
// note the use, call the handler, and turn anything thrown into `{ error }` with its status. Every response
// to an identified key carries the RateLimit-* headers.
import { ForbiddenError, InsufficientScopeError, InvalidTokenError, RateLimitedError } from "../errors";
import type { ApiScope } from "../auth/scopes";
import { canWrite } from "../auth/roles";
import type { Actor } from "../services/actor";
import { consumeRateLimit } from "../services/rate-limit/consume-rate-limit";
import { tokenOpensDoor, wrongAudienceMessage, type TokenAudience } from "../services/oauth/token-audience-policy";
import { authenticateApiKey, touchApiKey, type ApiKeyAuth } from "./authenticate-api-key";
import { noteRequestCaller } from "../observability/request-context";
import { errorResponse } from "./respond";
import { addMissingHeaders } from "./json-response";

/** What a handler knows about the caller: the key, its workspace, and an actor for the services. */
export interface ApiAuth extends ApiKeyAuth {
  role: NonNullable<ApiKeyAuth["role"]>;
  /** Actor for services, carrying the role verified by the wrapper in this request. */
  actor: ApiKeyActor;
}

export type ApiKeyActor = Extract<Actor, { kind: "api_key" }> & { verifiedRole: NonNullable<ApiKeyAuth["role"]> };

export type RouteParams = Record<string, string | string[] | undefined>;

export interface ApiHandlerContext<P extends RouteParams> {
  req: Request;
  auth: ApiAuth;
  params: P;
}

/** A route passes its operation (lib/api/operations), which states the scope; the MCP server passes the tool's scope. */
export interface WithApiKeyOptions {
  /** The operationId, when the options are the operation itself (every route handler of /api/v1). */
  id?: string;
  /** Scope the key needs; omitted means any valid key (GET /workspaces). */
  scope?: ApiScope;
  /** Which door this is, for OAuth tokens bound to one (token-audience-policy.ts); the REST API by default. */
  door?: TokenAudience;
}

/** A write needs a role that can write; every `:write` scope marks a write. */
function isWrite(scope: ApiScope | undefined): boolean {
  return scope !== undefined && scope.endsWith(":write");
}

/** The scope and role checks (403), for a key already admitted; the MCP tools run them once per tool. */
export function requireScope(auth: ApiKeyAuth, scope: ApiScope | undefined): void {
  if (scope && !auth.scopes.includes(scope)) throw new InsufficientScopeError(`This API key lacks the ${scope} scope`, scope);
  if (isWrite(scope) && auth.role && !canWrite(auth.role)) {
    throw new ForbiddenError(`The key's creator has the ${auth.role} role in this workspace, which cannot write`);
  }
}

/**
 * Every step before the handler, in order: authenticate (401), rate-limit (429), the creator still a member
 * (401), scope and role (403), note the use. `headers` receives the RateLimit-* headers as soon as they are
 * known, so a refusal after the rate limit carries them too. Used by withApiKey and by the MCP server.
 */
export async function admitApiKey(req: Request, options: WithApiKeyOptions, headers: Record<string, string> = {}): Promise<ApiAuth> {
  // Each step answers at once when it can (a cached key, a budget counted in memory, a use recorded less than
  // a minute ago), so a busy key's request waits on no promise here.
  // A token sent but refused is RFC 6750's invalid_token; a request without one gets the bare challenge.
  const found = authenticateApiKey(req);
  const key = found instanceof Promise ? await found : found;
  const door = options.door ?? "rest";
  if (!tokenOpensDoor(key.audience, door)) throw new InvalidTokenError(wrongAudienceMessage(door));
  // The request's log line names the workspace and key (never the key itself: lib/observability/redaction.ts).
  noteRequestCaller({ workspaceId: key.workspaceId, keyId: key.apiKeyId });
  const counted = consumeRateLimit({ apiKeyId: key.apiKeyId, perMinute: key.rateLimitPerMinute });
  const limit = counted instanceof Promise ? await counted : counted;
  Object.assign(headers, limit.headers);
  if (!limit.allowed) {
    throw new RateLimitedError(`Rate limit exceeded: ${limit.limit} requests per minute for this key; retry in ${limit.resetSeconds} s`, {});
  }
  if (!key.role) throw new InvalidTokenError("API key is no longer valid: its creator is not a member of the workspace");
  requireScope(key, options.scope);
  const touched = touchApiKey(key);
  if (touched) await touched;
  return {
    ...key,
    role: key.role,
    actor: { kind: "api_key", apiKeyId: key.apiKeyId, userId: key.userId, mode: key.mode, draftsOnly: key.draftsOnly, verifiedRole: key.role },
  };
}

export function withApiKey<P extends RouteParams = RouteParams>(options: WithApiKeyOptions, handler: (context: ApiHandlerContext<P>) => Promise<Response>) {
  return async function route(req: Request, context: { params: Promise<P> }): Promise<Response> {
    const headers: Record<string, string> = {};
    try {
      const auth = await admitApiKey(req, options, headers);
      const params = ((await context?.params) ?? {}) as P;
      const response = await handler({ req, auth, params });
      addMissingHeaders(response, headers);
      return response;
    } catch (error) {
      return errorResponse(error, headers);
    }
  };
}
