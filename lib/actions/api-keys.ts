"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { CreateApiKeyInput } from "@/lib/schemas/api-keys";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/services/api-keys/revoke-api-key";

// Create an API key for the signed-in person; the plaintext key comes back once.
export async function createApiKeyAction(workspaceId: string, input: CreateApiKeyInput) {
  return runAction(async () => {
    const created = await createApiKey({ workspaceId, actor: await sessionActor(), input });
    revalidatePath(`/${workspaceId}/settings/api-keys`);
    return { id: created.id, name: created.name, key: created.key, mode: created.mode };
  });
}

// Revoke a key: every request with it gets 401 from now on.
export async function revokeApiKeyAction(workspaceId: string, keyId: string) {
  return runAction(async () => {
    const revoked = await revokeApiKey({ actor: await sessionActor(), input: { id: keyId } });
    revalidatePath(`/${workspaceId}/settings/api-keys`);
    return { id: revoked.id };
  });
}
