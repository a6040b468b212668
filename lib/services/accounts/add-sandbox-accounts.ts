// "Add sandbox accounts" (the getting-started checklist and the Accounts page): one sandbox account for each
// of the twelve networks, so a newcomer composes one post with a caption per network, sees each network's
// rules, limits and previews, and publishes it before connecting anything. Sandbox accounts publish through
// the sandbox publisher (lib/platforms/sandbox), which validates as the network does and never calls it.
// A network that already has a connected sandbox account keeps it: clicking twice adds nothing.
import { db } from "../../db";
import { PLATFORM_IDS, PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { addSocialAccount } from "./add-social-account";

/** Each network's sandbox handle, shaped as that network writes its handles. */
const SANDBOX_HANDLES: Record<PlatformId, string> = {
  instagram: "postlane.sandbox",
  facebook: "Postlane Sandbox Page",
  twitter: "postlane_sandbox",
  linkedin: "Postlane Sandbox",
  youtube: "@postlanesandbox",
  tiktok: "postlane.sandbox",
  threads: "postlane.sandbox",
  bluesky: "sandbox.postlane.test",
  mastodon: "sandbox@postlane.test",
  telegram: "@postlane_sandbox",
  discord: "#postlane-sandbox",
  pinterest: "postlanesandbox",
};

export async function addSandboxAccounts({ workspaceId, actor }: { workspaceId: string; actor: Actor }) {
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const existing = await db.socialAccount.findMany({
    where: { workspaceId, isSandbox: true, isConnected: true },
    select: { platform: true },
  });
  const have = new Set(existing.map((a) => a.platform));
  const added = [];
  // One at a time: each connect records its own account.connected webhook event in its own transaction.
  for (const platform of PLATFORM_IDS) {
    if (have.has(platform)) continue;
    added.push(
      await addSocialAccount({
        workspaceId,
        actor,
        input: {
          platform,
          username: SANDBOX_HANDLES[platform],
          platformAccountId: `sandbox-${platform}`,
          displayName: `Sandbox (${PLATFORM_LABELS[platform]})`,
          sandbox: true,
        },
      }),
    );
  }
  return { added, alreadyThere: [...have] };
}
