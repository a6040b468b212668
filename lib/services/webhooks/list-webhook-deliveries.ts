// An endpoint's delivery log, newest first, a page at a time: status, attempts, the last answer's code,
// latency and excerpt.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { DELIVERIES_LIMIT_DEFAULT } from "../../schemas/webhooks";
import { findPage, NEWEST_FIRST, type PageQuery } from "../paging/keyset";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { findWorkspaceEndpoint, webhookDeliverySelect } from "./webhook-select";

export async function listWebhookDeliveries({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } & PageQuery }) {
  await requireReader(workspaceId, actor);
  const endpointId = await findWorkspaceEndpoint(workspaceId, input.id);
  return findPage<
    Prisma.WebhookDeliveryGetPayload<{ select: typeof webhookDeliverySelect }>,
    Prisma.WebhookDeliveryWhereInput,
    Prisma.WebhookDeliveryOrderByWithRelationInput
  >(NEWEST_FIRST, { cursor: input.cursor, limit: input.limit ?? DELIVERIES_LIMIT_DEFAULT }, ({ after, orderBy, take }) =>
    db.webhookDelivery.findMany({ where: { AND: [{ endpointId }, after] }, select: webhookDeliverySelect, orderBy, take }),
  );
}
