// One webhook endpoint of the workspace (404 for another workspace's).
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { findWorkspaceEndpoint, webhookEndpointSelect } from "./webhook-select";

export async function getWebhookEndpoint({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  await requireReader(workspaceId, actor);
  const id = await findWorkspaceEndpoint(workspaceId, input.id);
  return db.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: webhookEndpointSelect });
}
