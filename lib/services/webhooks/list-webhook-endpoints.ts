// The workspace's webhook endpoints, oldest first (any member may read; secrets are never returned).
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { webhookEndpointSelect } from "./webhook-select";

export async function listWebhookEndpoints({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }) {
  await requireReader(workspaceId, actor);
  return db.webhookEndpoint.findMany({ where: { workspaceId }, select: webhookEndpointSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
