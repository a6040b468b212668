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
import { consumeRateLimit, type RateLimitOutcome } from "../services/rate-limit/consume-rate-limit";
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
  return admitApiKeyNow(req, options, headers);
}

/**
 * admitApiKey's steps, answered at once (no promise) when each can be: a cached key, a budget counted in
 * memory, a use recorded less than a minute ago; a refusal is thrown. A busy key's request then creates no
 * promise here at all (each one is also seen by the request context's async hooks), which withApiKey, on every
 * request, takes advantage of.
 */
export function admitApiKeyNow(req: Request, options: WithApiKeyOptions, headers: Record<string, string> = {}): ApiAuth | Promise<ApiAuth> {
  // A token sent but refused is RFC 6750's invalid_token; a request without one gets the bare challenge.
  const found = authenticateApiKey(req);
  return found instanceof Promise ? found.then((key) => admitKey(key, options, headers)) : admitKey(found, options, headers);
}

function admitKey(key: ApiKeyAuth, options: WithApiKeyOptions, headers: Record<string, string>): ApiAuth | Promise<ApiAuth> {
  const door = options.door ?? "rest";
  if (!tokenOpensDoor(key.audience, door)) throw new InvalidTokenError(wrongAudienceMessage(door));
  // The request's log line names the workspace and key (never the key itself: lib/observability/redaction.ts).
  noteRequestCaller({ workspaceId: key.workspaceId, keyId: key.apiKeyId });
  const counted = consumeRateLimit({ apiKeyId: key.apiKeyId, perMinute: key.rateLimitPerMinute });
  return counted instanceof Promise ? counted.then((limit) => admitCounted(key, options, headers, limit)) : admitCounted(key, options, headers, counted);
}

function admitCounted(key: ApiKeyAuth, options: WithApiKeyOptions, headers: Record<string, string>, limit: RateLimitOutcome): ApiAuth | Promise<ApiAuth> {
  Object.assign(headers, limit.headers);
  if (!limit.allowed) {
    throw new RateLimitedError(`Rate limit exceeded: ${limit.limit} requests per minute for this key; retry in ${limit.resetSeconds} s`, {});
  }
  if (!key.role) throw new InvalidTokenError("API key is no longer valid: its creator is not a member of the workspace");
  requireScope(key, options.scope);
  const role = key.role;
  const auth: ApiAuth = {
    ...key,
    role,
    actor: { kind: "api_key", apiKeyId: key.apiKeyId, userId: key.userId, mode: key.mode, draftsOnly: key.draftsOnly, verifiedRole: role },
  };
  const touched = touchApiKey(key);
  return touched ? touched.then(() => auth) : auth;
}

export function withApiKey<P extends RouteParams = RouteParams>(options: WithApiKeyOptions, handler: (context: ApiHandlerContext<P>) => Promise<Response>) {
  return async function route(req: Request, context: { params: Promise<P> }): Promise<Response> {
    const headers: Record<string, string> = {};
    try {
      const admitted = admitApiKeyNow(req, options, headers);
      const auth = admitted instanceof Promise ? await admitted : admitted;
      const params = ((await context?.params) ?? {}) as P;
      const response = await handler({ req, auth, params });
      addMissingHeaders(response, headers);
      return response;
    } catch (error) {
      return errorResponse(error, headers);
    }
  };
}
