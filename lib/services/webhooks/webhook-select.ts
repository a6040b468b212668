// What services return for an endpoint and a delivery (lib/api/serializers/serialize-webhook.ts shapes them),
// and the one lookup that scopes an endpoint to its workspace.
import type { Prisma } from "@/generated/prisma/client";
import { db, type DbTransaction } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../api/route-id";

export const webhookEndpointSelect = {
  id: true,
  url: true,
  description: true,
  events: true,
  disabledAt: true,
  disabledReason: true,
  failingSince: true,
  previousSecretExpiresAt: true,
  createdAt: true,
} satisfies Prisma.WebhookEndpointSelect;

export const webhookDeliverySelect = {
  id: true,
  eventId: true,
  status: true,
  attempts: true,
  responseStatus: true,
  latencyMs: true,
  responseExcerpt: true,
  lastAttemptAt: true,
  nextAttemptAt: true,
  deliveredAt: true,
  createdAt: true,
  event: { select: { type: true } },
} satisfies Prisma.WebhookDeliverySelect;

/** The endpoint's id if it belongs to the workspace; 404 otherwise (another workspace's id, a malformed id). */
export async function findWorkspaceEndpoint(workspaceId: string, id: string, tx: DbTransaction = db): Promise<string> {
  if (!isUuid(id)) throw new NotFoundError("Webhook");
  const found = await tx.webhookEndpoint.findFirst({ where: { id: id.toLowerCase(), workspaceId }, select: { id: true } });
  if (!found) throw new NotFoundError("Webhook");
  return found.id;
}
