// What services return for an endpoint and a delivery (lib/api/serializers/serialize-webhook.ts shapes them),
// and the one lookup that scopes an endpoint to its workspace.
import type { Prisma } from "@/generated/prisma/client";
import { db, type DbTransaction } from "../../db";
import { NotFoundError } from "../../errors";
import { z } from "zod";

export const webhookEndpointSelect = {
  id: true,
  url: true,
  description: true,
  events: true,
  disabledAt: true,
  disabledReason: true,
  failingSince: true,
  previousSecrets: true,
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

const anyUuid = z.guid();

/** Anything that is not a UUID cannot name a row: a 404 before any query (never a 500 from a uuid column). */
export function isRowId(value: string): boolean {
  return anyUuid.safeParse(value).success;
}

/** The endpoint's id if it belongs to the workspace; 404 otherwise (another workspace's id, a malformed id). */
export async function findWorkspaceEndpoint(workspaceId: string, id: string, tx: DbTransaction = db): Promise<string> {
  if (!isRowId(id)) throw new NotFoundError("Webhook");
  const found = await tx.webhookEndpoint.findFirst({ where: { id: id.toLowerCase(), workspaceId }, select: { id: true } });
  if (!found) throw new NotFoundError("Webhook");
  return found.id;
}
