// Glue between a handler and the idempotency service: runs the handler's work at most once per
// Idempotency-Key and answers with the first response (marked Idempotent-Replayed on a replay).
import { runIdempotent, type StoredResponse } from "../services/idempotency/run-idempotent";
import { json } from "./respond";
import type { ApiAuth } from "./with-api-key";

export async function idempotentResponse(
  { req, auth, endpoint, body }: { req: Request; auth: ApiAuth; endpoint: string; body: unknown },
  run: () => Promise<StoredResponse>,
): Promise<Response> {
  const outcome = await runIdempotent({ apiKeyId: auth.apiKeyId, key: req.headers.get("idempotency-key"), endpoint, body }, run);
  return json(outcome.body, outcome.status, { ...outcome.headers, ...(outcome.replayed ? { "Idempotent-Replayed": "true" } : {}) });
}
