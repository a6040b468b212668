// A stand-in for the Telegram Bot API (https://core.telegram.org/bots/api) for adapter, publishing and e2e
// tests: checks the bot token, chat ids, required fields, caption and text limits and album sizes the way
// Telegram does, answers with its `{ ok, result }` / `{ ok: false, error_code, description }` shapes, and keeps
// every message it "sent" so tests can read them back.
//
// Fidelity facts this stand-in enforces (a bot token has no OAuth scopes; what a bot may do is its membership):
// - every answer is { ok: true, result } or { ok: false, error_code, description[, parameters] }, and a 429
//   carries parameters.retry_after in seconds (https://core.telegram.org/bots/api#making-requests,
//   https://core.telegram.org/bots/api#responseparameters); a wrong or revoked token is 401 Unauthorized;
// - sendMessage text is 1–4096 characters (https://core.telegram.org/bots/api#sendmessage); a caption is at
//   most 1024 (https://core.telegram.org/bots/api#sendphoto, #sendvideo); sendMediaGroup takes 2–10 photos or
//   videos (https://core.telegram.org/bots/api#sendmediagroup), files by attach://<name>
//   (https://core.telegram.org/bots/api#sending-files);
// - a bot that left or was removed from the chat gets 403; chat_id is a number or @channelusername, and ids
//   (chat, message) are integers, not strings (https://core.telegram.org/bots/api#chat, #message);
// - reply_parameters is a JSON-serialized ReplyParameters whose message_id (an integer) must be a message of the
//   same chat, else 400 "message to be replied not found" unless allow_sending_without_reply
//   (https://core.telegram.org/bots/api#replyparameters); the sent Message carries reply_to_message.
import { field, startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from "./social-fake-http";

export interface FakeTelegramChat {
  id: number;
  type: "channel" | "supergroup" | "group" | "private";
  title?: string;
  username?: string;
  /** The bot's membership; defaults to an administrator that can post. */
  botStatus?: "administrator" | "member" | "left" | "kicked";
}

export interface SentTelegramMessage {
  message_id: number;
  chatId: number;
  kind: "text" | "photo" | "video";
  text?: string;
  caption?: string;
  fileBytes?: number;
  media_group_id?: string;
  /** The message this one replies to (reply_parameters.message_id). */
  replyTo?: number;
  disable_notification: boolean;
  protect_content: boolean;
}

export interface FakeTelegram extends FakeServer {
  sent: SentTelegramMessage[];
  bot: { id: number; username: string; token: string };
  /** Revoke the token: every call answers 401. */
  revokeToken(): void;
}

export async function startFakeTelegram(options: { chats: FakeTelegramChat[]; token?: string; port?: number }): Promise<FakeTelegram> {
  const bot = { id: 7000001, username: "postlane_test_bot", token: options.token ?? "7000001:AAFakeTokenForTestsOnly_0123456789abcdef" };
  const sent: SentTelegramMessage[] = [];
  let revoked = false;
  let nextMessageId = 100;
  let nextGroup = 1;

  const ok = (result: unknown): FakeReply => ({ status: 200, body: { ok: true, result } });
  const fail = (code: number, description: string, parameters?: unknown): FakeReply => ({
    status: code,
    body: { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) },
  });

  function findChat(raw: string | undefined): FakeTelegramChat | undefined {
    if (!raw) return undefined;
    return options.chats.find((c) => String(c.id) === raw || (c.username && `@${c.username}` === raw));
  }

  function chatJson(chat: FakeTelegramChat) {
    return { id: chat.id, type: chat.type, ...(chat.title ? { title: chat.title } : {}), ...(chat.username ? { username: chat.username } : {}) };
  }

  function fileOf(req: FakeRequest, ref: string | undefined): File | string | undefined {
    if (!ref) return undefined;
    if (ref.startsWith("attach://")) {
      const value = req.form?.get(ref.slice("attach://".length));
      return value instanceof File ? value : undefined;
    }
    return ref;
  }

  /** reply_parameters as Telegram reads it: an object in a JSON body, a JSON string in a form. */
  function replyTarget(req: FakeRequest, chat: FakeTelegramChat): { to?: number } | FakeReply {
    const raw = req.form ? req.form.get("reply_parameters") : (req.json as Record<string, unknown> | null)?.reply_parameters;
    if (raw === undefined || raw === null) return {};
    let params: unknown = raw;
    if (typeof raw === "string") {
      try {
        params = JSON.parse(raw);
      } catch {
        return fail(400, "Bad Request: can't parse reply parameters JSON object");
      }
    }
    const { message_id: id, allow_sending_without_reply: loose } = (params ?? {}) as { message_id?: unknown; allow_sending_without_reply?: unknown };
    if (typeof id !== "number" || !Number.isInteger(id)) return fail(400, "Bad Request: message_id in reply parameters must be an integer");
    const target = sent.find((m) => m.chatId === chat.id && m.message_id === id);
    if (!target && loose !== true) return fail(400, "Bad Request: message to be replied not found");
    return target ? { to: id } : {};
  }

  function record(
    chat: FakeTelegramChat,
    req: FakeRequest,
    message: Omit<SentTelegramMessage, "message_id" | "chatId" | "disable_notification" | "protect_content">,
  ) {
    const stored: SentTelegramMessage = {
      message_id: nextMessageId++,
      chatId: chat.id,
      disable_notification: field(req, "disable_notification") === "true",
      protect_content: field(req, "protect_content") === "true",
      ...message,
    };
    sent.push(stored);
    return {
      message_id: stored.message_id,
      date: Math.floor(Date.now() / 1000),
      chat: chatJson(chat),
      ...(stored.text ? { text: stored.text } : {}),
      ...(stored.caption ? { caption: stored.caption } : {}),
      ...(stored.media_group_id ? { media_group_id: stored.media_group_id } : {}),
      ...(stored.replyTo ? { reply_to_message: { message_id: stored.replyTo, date: Math.floor(Date.now() / 1000), chat: chatJson(chat) } } : {}),
    };
  }

  const server = await startFakeServer(async (req) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url.pathname);
    if (!match) return fail(404, "Not Found");
    const [, token, method] = match;
    if (revoked || token !== bot.token) return fail(401, "Unauthorized");
    if (method === "getMe") return ok({ id: bot.id, is_bot: true, first_name: "Postlane Test", username: bot.username });

    const chat = findChat(field(req, "chat_id"));
    if (!field(req, "chat_id")) return fail(400, "Bad Request: chat_id is empty");
    if (!chat) return fail(400, "Bad Request: chat not found");
    if (method === "getChat") return ok(chatJson(chat));
    if (method === "getChatMember") {
      const status = chat.botStatus ?? "administrator";
      return ok({ status, user: { id: bot.id, is_bot: true }, ...(status === "administrator" ? { can_post_messages: true } : {}) });
    }
    if (chat.botStatus === "kicked" || chat.botStatus === "left") return fail(403, "Forbidden: bot is not a member of the channel chat");
    const reply = replyTarget(req, chat);
    if ("status" in reply) return reply;
    const replyTo = reply.to;

    if (method === "sendMessage") {
      const text = field(req, "text");
      if (!text || text.trim() === "") return fail(400, "Bad Request: message text is empty");
      if ([...text].length > 4096) return fail(400, "Bad Request: message is too long");
      return ok(record(chat, req, { kind: "text", text, replyTo }));
    }
    if (method === "sendPhoto" || method === "sendVideo") {
      const kind = method === "sendPhoto" ? "photo" : "video";
      const direct = req.form?.get(kind);
      const file = direct instanceof File ? direct : fileOf(req, field(req, kind));
      if (!file) return fail(400, `Bad Request: there is no ${kind} in the request`);
      if (file instanceof File && file.size === 0) return fail(400, "Bad Request: file must be non-empty");
      if (kind === "photo" && file instanceof File && !file.type.startsWith("image/")) return fail(400, "Bad Request: IMAGE_PROCESS_FAILED");
      const caption = field(req, "caption");
      if (caption && [...caption].length > 1024) return fail(400, "Bad Request: message caption is too long");
      return ok(record(chat, req, { kind, caption, fileBytes: file instanceof File ? file.size : undefined, replyTo }));
    }
    if (method === "sendMediaGroup") {
      let media: Array<{ type: string; media: string; caption?: string }>;
      try {
        media = JSON.parse(field(req, "media") ?? "null");
      } catch {
        return fail(400, "Bad Request: can't parse media JSON object");
      }
      if (!Array.isArray(media)) return fail(400, "Bad Request: media is not an array");
      if (media.length < 2 || media.length > 10) return fail(400, "Bad Request: media group must contain 2-10 items");
      for (const item of media) {
        if (item.type !== "photo" && item.type !== "video") return fail(400, `Bad Request: unsupported media type "${item.type}"`);
        if (!fileOf(req, item.media)) return fail(400, "Bad Request: wrong file identifier/HTTP URL specified");
        if (item.caption && [...item.caption].length > 1024) return fail(400, "Bad Request: message caption is too long");
      }
      const group = String(nextGroup++);
      return ok(
        media.map((item) => {
          const file = fileOf(req, item.media);
          return record(chat, req, {
            kind: item.type as "photo" | "video",
            caption: item.caption,
            media_group_id: group,
            fileBytes: file instanceof File ? file.size : undefined,
          });
        }),
      );
    }
    return fail(404, "Not Found: method not found");
  }, options.port);

  return {
    ...server,
    sent,
    bot,
    revokeToken: () => {
      revoked = true;
    },
  };
}

/** The 429 Telegram sends when a bot posts too fast. */
export function telegramRateLimit(retryAfter: number): FakeReply {
  return {
    status: 429,
    body: { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retryAfter}`, parameters: { retry_after: retryAfter } },
  };
}
