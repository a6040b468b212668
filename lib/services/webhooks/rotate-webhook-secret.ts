// Replaces an endpoint's signing secret. The old one keeps signing beside the new one for the overlap window
// (every signature goes in webhook-signature, which Standard Webhooks allows), so a receiver can switch secrets
// without losing a delivery; secrets replaced by earlier rotations keep their own windows (a second rotation
// does not cut the first one's short). An overlap of 0 is the emergency rotation: every old secret stops at
// once. Returns the new secret once.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { encryptToken } from "../../crypto/token-cipher";
import { ROTATION_OVERLAP_HOURS_DEFAULT, rotateWebhookSecretRequest } from "../../schemas/webhooks";
import { afterRotation } from "../../webhooks/previous-secrets";
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
    // Locked, so two rotations at once each keep the other's replaced secret rather than one overwriting it.
    await tx.$executeRaw`SELECT 1 FROM webhook_endpoints WHERE id = ${id}::uuid FOR UPDATE`;
    const current = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: { secretEncrypted: true, previousSecrets: true } });
    const now = new Date();
    const replaced = { secretEncrypted: current.secretEncrypted, expiresAt: new Date(now.getTime() + overlapHours * 3600_000) };
    return tx.webhookEndpoint.update({
      where: { id },
      data: { secretEncrypted: encryptToken(secret), previousSecrets: overlapHours > 0 ? afterRotation(current.previousSecrets, replaced, now) : [] },
      select: webhookEndpointSelect,
    });
  });
  return { endpoint, secret };
}
