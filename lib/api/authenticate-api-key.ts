// Resolves `Authorization: Bearer <key>` to the key's workspace, creator, current role and limits.
// The format and checksum are checked first (pure, no I/O): a malformed or mistyped key never reaches the
// database. The key row and the creator's membership come back in one query, which a busy key skips: the
// result is cached for a few seconds and dropped the moment the key or a membership changes anywhere
// (lib/auth/api-key-cache.ts states the guarantee). Lookups that find no usable key are counted per client
// address, and an address past the limit gets 429 before any lookup (services/rate-limit/failed-api-key-limit.ts).
// A key that was sent but cannot be used is refused with RFC 6750's invalid_token (InvalidTokenError); no key at all
// gets the bare challenge (UnauthorizedError).
import { db } from "../db";
import { InvalidTokenError, UnauthorizedError } from "../errors";
import { apiKeyCache } from "../auth/api-key-cache";
import { clientAddress } from "../net/client-address";
import { recordFailedApiKeyLookup, refuseBlockedApiKeyClient } from "../services/rate-limit/failed-api-key-limit";
import { hashApiKey, parseApiKey, type ApiKeyModeName } from "../auth/api-key-format";
import type { ApiScope } from "../auth/scopes";
import type { WorkspaceRoleName } from "../auth/roles";

export interface ApiKeyAuth {
  apiKeyId: string;
  workspaceId: string;
  userId: string;
  mode: ApiKeyModeName;
  scopes: ApiScope[];
  /** The creator's role in the workspace now; null when they are no longer a member. */
  role: WorkspaceRoleName | null;
  rateLimitPerMinute: number | null;
  /** May create and edit drafts only: never schedule, publish or retry. */
  draftsOnly: boolean;
  /** When use was last recorded; a cached key's copy is moved forward by touchApiKey. */
  lastUsedAt: Date | null;
  /** An OAuth access token's one door, "mcp" or "rest"; null for keys of the keys page (token-audience-policy.ts). */
  audience: string | null;
}

interface KeyRow {
  id: string;
  workspace_id: string;
  created_by_id: string;
  mode: ApiKeyModeName;
  scopes: string[];
  rate_limit_per_minute: number | null;
  drafts_only: boolean;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  role: WorkspaceRoleName | null;
  audience: string | null;
}

/** The bearer token of the request, or null when the header is absent or not a bearer header. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1] : null;
}

function refuseExpired(expiresAt: Date | null): void {
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw new InvalidTokenError("API key has expired");
}

/**
 * The key's auth: at once (no promise) for a malformed key (thrown) or a key cached in this process, else a
 * promise of the database's answer. The wrapper runs on every API request, and a promise per step, each
 * seen by the request context's async hooks, was a measurable share of a cached request's cost.
 */
export function authenticateApiKey(req: Request): ApiKeyAuth | Promise<ApiKeyAuth> {
  const token = bearerToken(req);
  if (!token) throw new UnauthorizedError("Missing API key: send Authorization: Bearer <key>");
  if (!parseApiKey(token)) throw new InvalidTokenError("Invalid API key");

  const keyHash = hashApiKey(token);
  const cached = apiKeyCache<ApiKeyAuth>().get(keyHash);
  if (cached) {
    refuseExpired(cached.expiresAt);
    return cached.auth;
  }
  return lookUpApiKey(req, keyHash);
}

async function lookUpApiKey(req: Request, keyHash: string): Promise<ApiKeyAuth> {
  const cache = apiKeyCache<ApiKeyAuth>();
  // Only lookups are limited (a cached key is valid and skips this): an address that keeps sending keys
  // that are not ours gets 429 instead of a query each.
  const address = clientAddress(req.headers);
  await refuseBlockedApiKeyClient(address);
  const generation = cache.beginLookup();
  const rows = await db.$queryRaw<KeyRow[]>`
    SELECT k.id::text, k.workspace_id::text, k.created_by_id::text, k.mode::text AS mode, k.scopes,
           k.rate_limit_per_minute, k.drafts_only, k.last_used_at, k.expires_at, k.revoked_at, m.role::text AS role,
           k.audience
    FROM api_keys k
    LEFT JOIN memberships m ON m.workspace_id = k.workspace_id AND m.user_id = k.created_by_id
    WHERE k.key_hash = ${keyHash}`;
  const row = rows[0];
  if (!row || row.revoked_at || (row.expires_at && row.expires_at.getTime() <= Date.now())) {
    await recordFailedApiKeyLookup(address);
    if (!row) throw new InvalidTokenError("Invalid API key");
    if (row.revoked_at) throw new InvalidTokenError("API key has been revoked");
    refuseExpired(row.expires_at);
  }

  const auth: ApiKeyAuth = {
    apiKeyId: row.id,
    workspaceId: row.workspace_id,
    userId: row.created_by_id,
    mode: row.mode,
    scopes: row.scopes as ApiScope[],
    role: row.role,
    rateLimitPerMinute: row.rate_limit_per_minute,
    draftsOnly: row.drafts_only,
    lastUsedAt: row.last_used_at,
    audience: row.audience,
  };
  // Only a key that may be used is kept; a creator who left is looked up again on every request.
  if (auth.role) cache.set(keyHash, generation, { auth, expiresAt: row.expires_at });
  return auth;
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Records use at most once a minute per key: a busy key costs no write per request (and no promise: undefined
 * when there is nothing to wait for), and the conditional UPDATE is a no-op when another instance got there first.
 */
export function touchApiKey(auth: ApiKeyAuth): Promise<void> | undefined {
  if (auth.lastUsedAt && Date.now() - auth.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return undefined;
  // Moved forward before the write: concurrent requests on a cached key then skip it instead of all writing.
  auth.lastUsedAt = new Date();
  return recordUse(auth.apiKeyId);
}

async function recordUse(apiKeyId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE api_keys SET last_used_at = now()
    WHERE id = ${apiKeyId}::uuid AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
}
