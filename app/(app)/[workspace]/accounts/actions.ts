"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import { disconnectAccount } from "@/lib/services/accounts/disconnect-account";

// Disconnect: tokens erased, publishing stops; the history stays.
export async function disconnectAccountAction(workspaceId: string, accountId: string) {
  return runAction(async () => {
    const result = await disconnectAccount({ workspaceId, actor: await sessionActor(), input: { accountId } });
    revalidatePath(`/${workspaceId}/accounts`);
    return result;
  });
}
