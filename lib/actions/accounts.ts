"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import type { ConnectBlueskyInput, ConnectDiscordInput, ConnectMastodonInput, ConnectTelegramInput } from "@/lib/schemas/connect";
import { connectBluesky } from "@/lib/services/accounts/connect-bluesky";
import { connectDiscord } from "@/lib/services/accounts/connect-discord";
import { startMastodonConnect } from "@/lib/services/accounts/connect-mastodon-start";
import { connectTelegram } from "@/lib/services/accounts/connect-telegram";
import { disconnectAccount } from "@/lib/services/accounts/disconnect-account";

// Disconnect: tokens erased, publishing stops; the history stays.
export async function disconnectAccountAction(workspaceId: string, accountId: string) {
  return runAction(async () => {
    const result = await disconnectAccount({ workspaceId, actor: await sessionActor(), input: { accountId } });
    revalidatePath(`/${workspaceId}/accounts`);
    return result;
  });
}

// The credential connects: the same services as POST /api/connect/{bluesky,telegram,discord}. The network
// checks the credentials before anything is stored; its refusal comes back as the form's error.
type Connect<I> = (args: { workspaceId: string; actor: Awaited<ReturnType<typeof sessionActor>>; input: I }) => Promise<{ platformUsername: string }>;

function connectWith<I>(connect: Connect<I>) {
  return (workspaceId: string, input: I) =>
    runAction(async () => {
      const account = await connect({ workspaceId, actor: await sessionActor(), input });
      revalidatePath(`/${workspaceId}/accounts`);
      return { username: account.platformUsername };
    });
}

export async function connectBlueskyAction(workspaceId: string, input: ConnectBlueskyInput) {
  return connectWith(connectBluesky)(workspaceId, input);
}

export async function connectTelegramAction(workspaceId: string, input: ConnectTelegramInput) {
  return connectWith(connectTelegram)(workspaceId, input);
}

export async function connectDiscordAction(workspaceId: string, input: ConnectDiscordInput) {
  return connectWith(connectDiscord)(workspaceId, input);
}

// Mastodon: register Postlane on the instance if needed and return its authorize page for the browser to open.
export async function startMastodonConnectAction(workspaceId: string, input: ConnectMastodonInput) {
  return runAction(async () => ({ authorizeUrl: await startMastodonConnect({ workspaceId, actor: await sessionActor(), input }) }));
}
