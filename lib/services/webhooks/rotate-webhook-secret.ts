// Replaces an endpoint's signing secret. The old one keeps signing beside the new one for the overlap window
// (both signatures go in webhook-signature, which Standard Webhooks allows), so a receiver can switch secrets
// without losing a delivery. Returns the new secret once.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { encryptToken } from "../../crypto/token-cipher";
import { ROTATION_OVERLAP_HOURS_DEFAULT, rotateWebhookSecretRequest } from "../../schemas/webhooks";
import { generateWebhookSecret } from "../../webhooks/signing";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { findWorkspaceEndpoint, webhookEndpointSelect } from "./webhook-select";

export async function rotateWebhookSecret({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string; body?: unknown } }) {
  const data = parseInput(rotateWebhookSecretRequest, input.body ?? {});
  await requireWriter(workspaceId, actor, "manage webhooks");
  const id = await findWorkspaceEndpoint(workspaceId, input.id);
  const overlapHours = data.overlapHours ?? ROTATION_OVERLAP_HOURS_DEFAULT;
  const secret = generateWebhookSecret();
  const endpoint = await db.$transaction(async (tx) => {
    const current = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: { secretEncrypted: true } });
    return tx.webhookEndpoint.update({
      where: { id },
      data: {
        secretEncrypted: encryptToken(secret),
        previousSecretEncrypted: overlapHours > 0 ? current.secretEncrypted : null,
        previousSecretExpiresAt: overlapHours > 0 ? new Date(Date.now() + overlapHours * 3600_000) : null,
      },
      select: webhookEndpointSelect,
    });
  });
  return { endpoint, secret };
}
