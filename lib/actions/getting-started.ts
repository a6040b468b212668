"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { addSandboxAccounts } from "@/lib/services/accounts/add-sandbox-accounts";

// "Add sandbox accounts" on the checklist and the Accounts page: one sandbox account per network, published
// to by the sandbox publisher (it never reaches a network), so a new team can try the whole flow first.
export async function addSandboxAccountsAction(workspaceId: string) {
  return runAction(async () => {
    const { added } = await addSandboxAccounts({ workspaceId, actor: await sessionActor() });
    revalidatePath(`/${workspaceId}`, "layout");
    return { added: added.length };
  });
}
