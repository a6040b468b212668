// Adds a webhook endpoint to a workspace. The signing secret is generated here, stored encrypted (it is needed
// in clear to sign) and returned once; reads never show it again.
import { db } from "../../db";
import { env } from "../../env";
import { BadRequestError, parseInput } from "../../errors";
import { encryptToken } from "../../crypto/token-cipher";
import { isPublicAddress } from "../../net/public-address";
import { isAllowedHost } from "../../net/safe-fetch";
import { createWebhookRequest, WEBHOOKS_PER_WORKSPACE } from "../../schemas/webhooks";
import { generateWebhookSecret } from "../../webhooks/signing";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { webhookEndpointSelect } from "./webhook-select";
import net from "node:net";

/**
 * Refuses at once what can never be delivered: a loopback name or a private address literal (the safe fetcher
 * checks every resolved address again at each delivery, so a name that resolves privately fails there).
 */
function checkReachable(raw: string): void {
  const url = new URL(raw);
  if (url.username || url.password) throw new BadRequestError("url: must not carry credentials");
  if (isAllowedHost(url, env().POSTLANE_WEBHOOK_ALLOWED_HOSTS)) return;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const isPrivateLiteral = net.isIP(host) !== 0 && !isPublicAddress(host);
  if (isPrivateLiteral || host === "localhost" || host.endsWith(".localhost")) {
    throw new BadRequestError("url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)");
  }
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
