// Edits a webhook endpoint in place (PATCH /webhooks/{id}, the web app's Edit): its URL, event types,
// description, and whether it is enabled. The id and the signing secret stay, so receivers keep verifying;
// a new URL is held to the same rules as at creation. Enabling or disabling goes through the same service as
// the toggle, so the failure streak and the unsent deliveries are handled in one place.
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import { updateWebhookRequest } from "../../schemas/webhooks";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { checkReachable } from "./create-webhook-endpoint";
import { setWebhookEndpointEnabled } from "./enable-webhook-endpoint";
import { findWorkspaceEndpoint, webhookEndpointSelect } from "./webhook-select";

export async function updateWebhookEndpoint({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string; body: unknown } }) {
  const data = parseInput(updateWebhookRequest, input.body);
  // Here rather than a schema refinement, which would also run (and speak) when a field was already wrong.
  if (Object.keys(data).length === 0) throw new BadRequestError("give at least one of url, events, description, enabled");
  await requireWriter(workspaceId, actor, "manage webhooks");
  const id = await findWorkspaceEndpoint(workspaceId, input.id);
  if (data.url !== undefined) checkReachable(data.url);
  const fields = {
    ...(data.url !== undefined ? { url: data.url } : {}),
    ...(data.events !== undefined ? { events: data.events } : {}),
    ...(data.description !== undefined ? { description: data.description } : {}),
  };
  let endpoint = Object.keys(fields).length > 0 ? await db.webhookEndpoint.update({ where: { id }, data: fields, select: webhookEndpointSelect }) : undefined;
  if (data.enabled !== undefined) endpoint = await setWebhookEndpointEnabled({ workspaceId, actor, input: { id, enabled: data.enabled } });
  return endpoint!;
}
