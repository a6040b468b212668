// Sends webhook deliveries: claim due ones, send each signed through the safe fetcher, store the outcome.
//
// At-least-once with a stable id: a delivery is claimed with a token and a lease before it is sent, and its
// outcome is written only by the claim's holder. A worker killed mid-request never writes its outcome; once
// the lease passes, the next sweep sends the same event again with the same `webhook-id`, which is what
// Standard Webhooks receivers deduplicate on. Every delivery path (in-process worker, Inngest) runs this code.
import crypto from "node:crypto";
import { db } from "../db";
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";
import { env } from "../env";
import { decryptToken } from "../crypto/token-cipher";
import { safeRequest, type Resolver } from "../net/safe-fetch";
import { DELIVERY_LEASE_MS, DISABLE_AFTER_MS, REQUEST_TIMEOUT_MS, RESPONSE_EXCERPT_BYTES, retryDelayMs } from "./retry-schedule";
import { livePreviousSecrets } from "./previous-secrets";
import { signedHeaders } from "./signing";
import { webhookHostSpellingProblem } from "./webhook-url";

export interface ClaimOptions {
  owner: string;
  limit: number;
  leaseMs?: number;
  /** Only these deliveries (an Inngest run for one delivery). */
  deliveryIds?: string[];
  /** Only deliveries of these workspaces' endpoints (tests share a database with other work). */
  workspaceIds?: string[];
}

/** Claims due pending deliveries (new, retry time reached, or whose sender's lease passed); counts the attempt. */
export async function claimDueDeliveries({ owner, limit, leaseMs = DELIVERY_LEASE_MS, deliveryIds, workspaceIds }: ClaimOptions): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE webhook_deliveries SET claimed_by = ${owner}, lease_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
    WHERE id IN (
      SELECT d.id FROM webhook_deliveries d
      WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now())
        AND d.endpoint_id IN (SELECT id FROM webhook_endpoints WHERE disabled_at IS NULL)
        AND (${deliveryIds ?? null}::uuid[] IS NULL OR d.id = ANY(${deliveryIds ?? null}::uuid[]))
        AND (${workspaceIds ?? null}::uuid[] IS NULL OR d.endpoint_id IN (SELECT id FROM webhook_endpoints WHERE workspace_id = ANY(${workspaceIds ?? null}::uuid[])))
      ORDER BY d.next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`;
  return rows.map((row) => row.id);
}

export interface SendDeps {
  /** Name resolution for the safe fetcher (tests point names at local receivers). */
  resolve?: Resolver;
  timeoutMs?: number;
}

export type DeliveryOutcome =
  | { kind: "succeeded"; status: number }
  | { kind: "retry"; at: Date; status: number | null }
  | { kind: "failed"; status: number | null }
  | { kind: "skipped"; reason: string };

/** The secrets that sign now: the current one, and every replaced one while its own overlap window lasts. */
export function signingSecrets(endpoint: { secretEncrypted: string; previousSecrets: unknown }, now = new Date()): string[] {
  return [endpoint.secretEncrypted, ...livePreviousSecrets(endpoint.previousSecrets, now).map((entry) => entry.secretEncrypted)].map(decryptToken);
}

/** Sends one claimed delivery and stores what happened (guarded by the claim); one log line and count per attempt. */
export async function attemptDelivery(deliveryId: string, owner: string, deps: SendDeps = {}): Promise<DeliveryOutcome> {
  const started = performance.now();
  const outcome = await sendClaimedDelivery(deliveryId, owner, deps);
  if (outcome.kind !== "skipped") {
    metrics().webhookDeliveries.inc({ outcome: outcome.kind });
    // The endpoint's URL may carry a token in its path or query: the line names the delivery, not the URL.
    const line = {
      event: "webhook_delivery",
      deliveryId,
      outcome: outcome.kind,
      responseStatus: outcome.status,
      latencyMs: Math.round(performance.now() - started),
    };
    if (outcome.kind === "succeeded") logger().info(line, "webhook delivery");
    else logger().warn(line, "webhook delivery");
  }
  return outcome;
}

async function sendClaimedDelivery(deliveryId: string, owner: string, deps: SendDeps): Promise<DeliveryOutcome> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { event: true, endpoint: true } });
  if (!delivery || delivery.claimedBy !== owner || delivery.status !== "pending") return { kind: "skipped", reason: "the delivery is no longer ours" };
  const { event, endpoint } = delivery;
  const at = new Date();
  const started = performance.now();
  let status: number | null = null;
  let excerpt: string;
  try {
    // An endpoint stored before today's rules (a trailing-dot host) is refused here too, before any connection.
    // (Private addresses are the safe fetcher's to refuse: it checks what the name resolves to.)
    const problem = webhookHostSpellingProblem(new URL(endpoint.url));
    if (problem) throw new Error(`Not sent: ${problem}`);
    const headers = signedHeaders({ id: event.id, at, body: event.payload, secrets: signingSecrets(endpoint, at) });
    const response = await safeRequest(endpoint.url, {
      method: "POST",
      headers,
      body: event.payload,
      timeoutMs: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
      keepBytes: RESPONSE_EXCERPT_BYTES,
      allowedHosts: env().POSTLANE_WEBHOOK_ALLOWED_HOSTS,
      resolve: deps.resolve,
    });
    status = response.status;
    excerpt = response.body.toString("utf8");
  } catch (error) {
    excerpt = (error as Error).message;
  }
  const latencyMs = Math.round(performance.now() - started);
  const succeeded = status !== null && status >= 200 && status <= 299;
  const delay = succeeded ? null : retryDelayMs(delivery.attempts);
  const next = delay === null ? null : new Date(Date.now() + delay);
  const result = { lastAttemptAt: at, responseStatus: status, latencyMs, responseExcerpt: excerpt.slice(0, RESPONSE_EXCERPT_BYTES) };

  return db.$transaction(async (tx) => {
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id: deliveryId, claimedBy: owner, status: "pending" },
      data: {
        ...result,
        claimedBy: null,
        leaseUntil: null,
        status: succeeded ? "succeeded" : next ? "pending" : "failed",
        nextAttemptAt: next,
        deliveredAt: succeeded ? new Date() : null,
      },
    });
    if (count === 0) return { kind: "skipped", reason: "the claim on the delivery was lost before its outcome was stored" } as const;
    if (succeeded) {
      await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: { not: null } }, data: { failingSince: null } });
      return { kind: "succeeded", status: status! } as const;
    }
    await recordEndpointFailure(tx, endpoint.id, at);
    return next ? ({ kind: "retry", at: next, status } as const) : ({ kind: "failed", status } as const);
  });
}

/** Notes a failure; an endpoint failing with no success for DISABLE_AFTER_MS is disabled and its queue dropped. */
async function recordEndpointFailure(tx: Parameters<Parameters<typeof db.$transaction>[0]>[0], endpointId: string, at: Date): Promise<void> {
  const [endpoint] = await tx.$queryRaw<{ failing_since: Date }[]>`
    UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ${at}), updated_at = now()
    WHERE id = ${endpointId}::uuid RETURNING failing_since`;
  if (!endpoint || at.getTime() - endpoint.failing_since.getTime() < DISABLE_AFTER_MS) return;
  const days = Math.round(DISABLE_AFTER_MS / (24 * 3600_000));
  await tx.webhookEndpoint.updateMany({
    where: { id: endpointId, disabledAt: null },
    data: { disabledAt: at, disabledReason: `Disabled automatically: every delivery failed for ${days} days (since ${endpoint.failing_since.toISOString()}).` },
  });
  await tx.webhookDelivery.updateMany({
    where: { endpointId, status: "pending" },
    data: { status: "failed", nextAttemptAt: null, responseExcerpt: "Not sent: the endpoint was disabled after failing for 5 days" },
  });
}

/** A claim token for one sender (a worker, an Inngest run). */
export function deliveryOwner(prefix: string): string {
  return `${prefix}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
}
