"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";

// The checklist's one-click account: a sandbox Bluesky account, published to by the sandbox publisher (it
// never reaches Bluesky), so a new team can try the whole flow before connecting a real network.
export async function addSandboxAccountAction(workspaceId: string) {
  return runAction(async () => {
    const account = await addSocialAccount({
      workspaceId,
      actor: await sessionActor(),
      input: { platform: "bluesky", username: "sandbox.postlane.test", displayName: "Sandbox (Bluesky)", sandbox: true },
    });
    revalidatePath(`/${workspaceId}`, "layout");
    return { username: account.platformUsername };
  });
}
