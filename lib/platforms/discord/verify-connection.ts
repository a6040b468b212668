// What connecting Discord checks before anything is stored: a webhook exists (GET /webhooks/{id}/{token} tells
// its guild and channel), or a bot token is valid (GET /users/@me) and can see the chosen channel. A bot check's
// failure says whether it was the token or the channel, for the connect form's fields.
import { z } from "zod";
import { checkingPart, PlatformInvalidContentError } from "../errors";
import { discordRequest, parseWebhookUrl } from "./api";

const webhook = z.object({ id: z.string(), name: z.string().nullable().optional(), guild_id: z.string().nullable().optional(), channel_id: z.string() });
const user = z.object({ id: z.string(), username: z.string() });
const channel = z.object({ id: z.string(), guild_id: z.string().optional(), name: z.string().optional() });

export async function verifyDiscordWebhook(url: string, signal: AbortSignal) {
  const parsed = parseWebhookUrl(url);
  if (!parsed) throw new PlatformInvalidContentError("this is not a Discord webhook URL");
  const hook = await discordRequest({ kind: "webhook", ...parsed }, `/webhooks/${parsed.id}/${parsed.token}`, {
    schema: webhook,
    signal,
    doing: "checking the webhook",
  });
  // Stored in Discord's canonical form; the API host is chosen at call time (DISCORD_API_BASE_URL in tests).
  return { ...hook, canonicalUrl: `https://discord.com/api/webhooks/${parsed.id}/${parsed.token}` };
}

export async function verifyDiscordBot(token: string, channelId: string, signal: AbortSignal) {
  const auth = { kind: "bot" as const, token };
  const bot = await checkingPart("credential", discordRequest(auth, "/users/@me", { schema: user, signal, doing: "checking the bot token" }));
  const found = await checkingPart("destination", discordRequest(auth, `/channels/${channelId}`, { schema: channel, signal, doing: "looking up the channel" }));
  return { bot, channel: found };
}
