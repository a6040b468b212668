// Deletes a webhook endpoint with its delivery log; deliveries not sent yet are dropped with it.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isRowId } from "./webhook-select";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";

export async function deleteWebhookEndpoint({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  if (!isRowId(input.id)) throw new NotFoundError("Webhook");
  await requireWriter(workspaceId, actor, "manage webhooks");
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id: input.id.toLowerCase(), workspaceId } });
  if (count === 0) throw new NotFoundError("Webhook");
  return { id: input.id.toLowerCase(), deleted: true as const };
}
