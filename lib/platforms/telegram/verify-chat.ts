// What connecting a Telegram chat checks: the bot token works (getMe), the chat exists for this bot (getChat),
// and the bot may post there (getChatMember: an admin that can post in a channel, a member in a group). A failure
// says whether it was the token (getMe) or the chat (everything after), for the connect form's fields.
import { z } from "zod";
import { checkingPart, PlatformAuthExpiredError } from "../errors";
import { telegramCall } from "./api";

const bot = z.object({ id: z.number(), username: z.string().optional(), first_name: z.string() });
const chat = z.object({ id: z.number(), type: z.string(), title: z.string().optional(), username: z.string().optional() });
const member = z.object({ status: z.string(), can_post_messages: z.boolean().optional(), can_send_messages: z.boolean().optional() });

export interface VerifiedTelegramChat {
  bot: z.infer<typeof bot>;
  chat: z.infer<typeof chat>;
}

export async function verifyTelegramChat(token: string, chatId: string, signal: AbortSignal): Promise<VerifiedTelegramChat> {
  const me = await checkingPart("credential", telegramCall(token, "getMe", {}, bot, signal));
  const found = await checkingPart("destination", telegramCall(token, "getChat", { chat_id: chatId }, chat, signal));
  const membership = await checkingPart("destination", telegramCall(token, "getChatMember", { chat_id: chatId, user_id: me.id }, member, signal));
  const isAdmin = membership.status === "administrator" || membership.status === "creator";
  if (found.type === "channel" && (!isAdmin || membership.can_post_messages === false)) {
    throw new PlatformAuthExpiredError(`@${me.username ?? me.first_name} must be an administrator of the channel with "Post messages" allowed`, {
      part: "destination",
    });
  }
  if (membership.status === "left" || membership.status === "kicked" || (membership.status === "restricted" && membership.can_send_messages === false)) {
    throw new PlatformAuthExpiredError(`@${me.username ?? me.first_name} is not allowed to post in this chat: add it as a member or admin`, {
      part: "destination",
    });
  }
  return { bot: me, chat: found };
}
