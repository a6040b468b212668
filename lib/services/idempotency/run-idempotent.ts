// Idempotency-Key (beyond the contract, additive) for POST /posts and POST /posts/{id}/publish.
// The first request with a key claims it with an INSERT … ON CONFLICT DO NOTHING (the unique index on
// (api_key_id, key) makes exactly one claimant win, on every instance), runs, and stores its response.
// Later requests with the same key and request replay it; another request under the same key is 422; a
// duplicate while the first still runs is 409. A run that throws releases the key so the client can
// retry. Records are kept 24 hours.
import crypto from "node:crypto";
import canonicalize from "canonicalize";
import { db } from "../../db";
import { BadRequestError, IdempotencyConflictError } from "../../errors";

export interface StoredResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** An in-progress claim older than this belongs to a crashed request and may be taken over. */
const ABANDONED_AFTER_MS = 5 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function validateIdempotencyKey(value: string): string {
  if (!KEY_PATTERN.test(value)) throw new BadRequestError("Idempotency-Key: must be 1 to 255 printable ASCII characters without spaces");
  return value;
}

/**
 * sha256 of the endpoint and the body in RFC 8785 canonical form (keys sorted, numbers normalised), so the
 * same request sent with its keys in another order is the same request.
 */
export function requestFingerprint(endpoint: string, body: unknown): string {
  return crypto
    .createHash("sha256")
    .update(endpoint)
    .update("\n")
    .update(canonicalize(body ?? null) ?? "null")
    .digest("hex");
}

async function claim(apiKeyId: string, key: string, endpoint: string, hash: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO idempotency_records (id, api_key_id, key, endpoint, request_hash, state, created_at, expires_at)
    VALUES (gen_random_uuid(), ${apiKeyId}::uuid, ${key}, ${endpoint}, ${hash}, 'in_progress', now(), now() + interval '24 hours')
    ON CONFLICT (api_key_id, key) DO NOTHING
    RETURNING id::text`;
  return rows.length === 1;
}

export async function runIdempotent(
  { apiKeyId, key, endpoint, body }: { apiKeyId: string; key: string | null; endpoint: string; body: unknown },
  run: () => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  if (key === null) return { ...(await run()), replayed: false };
  validateIdempotencyKey(key);
  const hash = requestFingerprint(endpoint, body);

  for (let attempt = 0; attempt < 3; attempt++) {
    if (await claim(apiKeyId, key, endpoint, hash)) {
      let response: StoredResponse;
      try {
        response = await run();
      } catch (error) {
        await db.idempotencyRecord.deleteMany({ where: { apiKeyId, key, state: "in_progress" } });
        throw error;
      }
      await db.idempotencyRecord.updateMany({
        where: { apiKeyId, key },
        data: { state: "completed", responseStatus: response.status, responseBody: { body: response.body, headers: response.headers } as object },
      });
      return { ...response, replayed: false };
    }

    const existing = await db.idempotencyRecord.findUnique({ where: { apiKeyId_key: { apiKeyId, key } } });
    if (!existing) continue; // released between our insert and read: claim again
    const abandoned = existing.state === "in_progress" && Date.now() - existing.createdAt.getTime() > ABANDONED_AFTER_MS;
    if (existing.expiresAt.getTime() <= Date.now() || abandoned) {
      await db.idempotencyRecord.deleteMany({ where: { id: existing.id, createdAt: existing.createdAt } });
      continue;
    }
    if (existing.requestHash !== hash) {
      throw new IdempotencyConflictError(422, "Idempotency-Key was already used with a different request; use a new key for a new request");
    }
    if (existing.state === "in_progress") {
      throw new IdempotencyConflictError(409, "A request with this Idempotency-Key is still in progress; retry after it completes");
    }
    const stored = existing.responseBody as { body: unknown; headers: Record<string, string> } | null;
    return { status: existing.responseStatus ?? 200, body: stored?.body ?? null, headers: stored?.headers ?? {}, replayed: true };
  }
  throw new IdempotencyConflictError(409, "A request with this Idempotency-Key is still in progress; retry after it completes");
}
