// An endpoint's delivery log, newest first: status, attempts, the last answer's code, latency and excerpt.
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { findWorkspaceEndpoint, webhookDeliverySelect } from "./webhook-select";

export const DELIVERIES_PAGE = 50;

export async function listWebhookDeliveries({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; limit?: number };
}) {
  await requireReader(workspaceId, actor);
  const endpointId = await findWorkspaceEndpoint(workspaceId, input.id);
  return db.webhookDelivery.findMany({
    where: { endpointId },
    select: webhookDeliverySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit ?? DELIVERIES_PAGE,
  });
}
