// Connects Discord with a webhook URL (one channel, no bot needed) or a bot token and a default channel. The
// webhook URL and the bot token are secrets: stored encrypted as the access token. Ids go in settings.
import { parseInput } from "../../errors";
import { connectDiscordInput, type ConnectDiscordInput } from "../../schemas/connect";
import { verifyDiscordBot, verifyDiscordWebhook } from "../../platforms/discord/verify-connection";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { connectFailure } from "./connect-errors";
import { saveConnectedAccount } from "./save-connected-account";

export async function connectDiscord({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: ConnectDiscordInput }) {
  const data = parseInput(connectDiscordInput, input);
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const signal = AbortSignal.timeout(20_000);
  if (data.mode === "webhook") {
    let hook;
    try {
      hook = await verifyDiscordWebhook(data.webhookUrl, signal);
    } catch (error) {
      throw connectFailure("discord", error, "webhookUrl");
    }
    return saveConnectedAccount({
      workspaceId,
      actor,
      input: {
        platform: "discord",
        platformAccountId: `webhook:${hook.id}`,
        username: hook.name ?? `webhook ${hook.id}`,
        settings: { mode: "webhook", webhookId: hook.id, channelId: hook.channel_id, ...(hook.guild_id ? { guildId: hook.guild_id } : {}) },
        accessToken: hook.canonicalUrl,
      },
    });
  }
  let verified;
  try {
    verified = await verifyDiscordBot(data.botToken, data.channelId, signal);
  } catch (error) {
    throw connectFailure("discord", error, { credential: "botToken", destination: "channelId" });
  }
  const { bot, channel } = verified;
  return saveConnectedAccount({
    workspaceId,
    actor,
    input: {
      platform: "discord",
      // One account per bot and server; the channel is the default, platformOptions.discord.channelId overrides it.
      platformAccountId: `bot:${bot.id}:${channel.guild_id ?? channel.id}`,
      username: channel.name ? `${bot.username} in #${channel.name}` : bot.username,
      settings: {
        mode: "bot",
        botUserId: bot.id,
        channelId: channel.id,
        ...(channel.guild_id ? { guildId: channel.guild_id } : {}),
        ...(channel.name ? { channelName: channel.name } : {}),
      },
      accessToken: data.botToken,
    },
  });
}
