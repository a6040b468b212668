// Connects a Telegram chat through a bot: the token and chat are verified with the Bot API before anything is
// stored; the token is kept encrypted, the chat's id and names as settings. One account per chat.
import { parseInput } from "../../errors";
import { connectTelegramInput, type ConnectTelegramInput } from "../../schemas/connect";
import { verifyTelegramChat } from "../../platforms/telegram/verify-chat";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { connectFailure } from "./connect-errors";
import { saveConnectedAccount } from "./save-connected-account";

export async function connectTelegram({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: ConnectTelegramInput }) {
  const data = parseInput(connectTelegramInput, input);
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  let verified;
  try {
    verified = await verifyTelegramChat(data.botToken, data.chatId, AbortSignal.timeout(20_000));
  } catch (error) {
    throw connectFailure("telegram", error, { credential: "botToken", destination: "chatId" });
  }
  const { bot, chat } = verified;
  return saveConnectedAccount({
    workspaceId,
    actor,
    input: {
      platform: "telegram",
      platformAccountId: String(chat.id),
      username: chat.username ? `@${chat.username}` : (chat.title ?? String(chat.id)),
      displayName: chat.title ?? null,
      settings: {
        chatId: String(chat.id),
        chatType: chat.type,
        ...(chat.title ? { chatTitle: chat.title } : {}),
        ...(chat.username ? { chatUsername: chat.username } : {}),
        botId: String(bot.id),
        ...(bot.username ? { botUsername: bot.username } : {}),
      },
      accessToken: data.botToken,
    },
  });
}
