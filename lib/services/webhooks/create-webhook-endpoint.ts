// Adds a webhook endpoint to a workspace. The signing secret is generated here, stored encrypted (it is needed
// in clear to sign) and returned once; reads never show it again.
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import { encryptToken } from "../../crypto/token-cipher";
import { createWebhookRequest, WEBHOOKS_PER_WORKSPACE } from "../../schemas/webhooks";
import { generateWebhookSecret } from "../../webhooks/signing";
import { webhookUrlProblem } from "../../webhooks/webhook-url";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { webhookEndpointSelect } from "./webhook-select";

/** Refuses at once what can never be delivered (lib/webhooks/webhook-url.ts; each delivery checks again). */
export function checkReachable(raw: string): void {
  const problem = webhookUrlProblem(raw);
  if (problem) throw new BadRequestError(problem);
}

export async function createWebhookEndpoint({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }) {
  const data = parseInput(createWebhookRequest, input);
  await requireWriter(workspaceId, actor, "manage webhooks");
  checkReachable(data.url);
  const count = await db.webhookEndpoint.count({ where: { workspaceId } });
  if (count >= WEBHOOKS_PER_WORKSPACE) throw new BadRequestError(`A workspace can have at most ${WEBHOOKS_PER_WORKSPACE} webhook endpoints; delete one first`);
  const secret = generateWebhookSecret();
  const endpoint = await db.webhookEndpoint.create({
    data: { workspaceId, url: data.url, description: data.description ?? null, events: data.events, secretEncrypted: encryptToken(secret) },
    select: webhookEndpointSelect,
  });
  return { endpoint, secret };
}
