// Telegram through the Bot API: the account is a bot token (accessToken) and a chat (settings.chatId).
// Telegram has no idempotency key and no way for a bot to look up what it sent, so after a send whose outcome
// is unknown (timeout, reset, 5xx) findExisting() answers "unknown" and the row fails with that explanation
// rather than risking a duplicate message.
//
// The first comment is a reply to the post's first message (reply_parameters) in a group or supergroup, text or
// one photo with the text as its caption. Channels cannot take one (firstCommentAccountProblem says why), and an
// armed reply whose outcome is unknown fails as unconfirmed, like the post, since a bot cannot read the chat.
import { z } from "zod";
import { downloadMedia, mediaFilename, mediaTypesFor } from "../media-download";
import { PlatformAuthExpiredError, PlatformPermanentError } from "../errors";
import { firstCommentAccountProblem } from "../first-comment";
import type { AccountContext, CommentContext, PhaseContext, PlatformAdapter, PublishCallResult, PublishedItem } from "../types";
import { EMPTY_METRICS } from "../types";
import { telegramCall, telegramMessage, type TelegramMessage } from "./api";
import { planTelegramSteps, type TelegramStep } from "./plan";
import { validateTelegram } from "./validate";
import { verifyTelegramChat } from "./verify-chat";

const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const FILE_MAX_BYTES = 50 * 1024 * 1024;

export const telegramAdapter: PlatformAdapter = {
  platform: "telegram",
  validate: validateTelegram,

  async prepare(ctx) {
    // Nothing to upload ahead: Telegram takes the files with the send itself. The plan is fixed here so every
    // later call (and a resumed row) walks the same steps.
    const steps = planTelegramSteps(ctx.input.text, ctx.input.media);
    return { state: { steps: steps.length } };
  },

  async poll() {
    return { status: "ready" };
  },

  async publish(ctx) {
    const steps = planTelegramSteps(ctx.input.text, ctx.input.media);
    const index = ctx.items.length;
    const step = steps[index];
    if (!step) throw new PlatformPermanentError("there is nothing left to send for this post");
    const messages = await sendStep(ctx, step);
    const first = messages[0];
    const result: PublishCallResult = {
      item: {
        remotePostId: String(first.message_id),
        remotePublishId: first.media_group_id ?? null,
        remotePermalink: telegramPermalink(ctx.account, first),
      },
      more: index < steps.length - 1,
    };
    return result;
  },

  async findExisting() {
    return {
      status: "unknown",
      reason:
        "Telegram offers no way to check whether the message was sent (no idempotency key, bots cannot read their own posts); look in the chat before publishing again",
    };
  },

  async fetchMetrics() {
    // The Bot API exposes no view or reaction counts for sent messages.
    return { ...EMPTY_METRICS };
  },

  firstComment: {
    publish: sendFirstComment,
    async findExisting() {
      return {
        status: "unknown",
        reason: "Telegram offers no way to check whether the reply was sent (bots cannot read their own messages); look in the chat before retrying",
      };
    },
  },

  // Bot tokens do not expire, so there is nothing to renew. After an auth error the pipeline calls this once:
  // checking the token and the chat again tells a blip from a revoked token or a removed bot, and the latter
  // (PlatformAuthExpiredError) marks the account for reconnecting.
  async refreshToken(account, signal) {
    await verifyTelegramChat(botToken(account), telegramChatId(account), signal);
    return { accessToken: botToken(account) };
  },
};

function botToken(account: AccountContext): string {
  const token = account.credentials.accessToken;
  if (!token) throw new PlatformAuthExpiredError("the bot token is missing: reconnect the Telegram account");
  return token;
}

export function telegramChatId(account: AccountContext): string {
  const chatId = account.settings.chatId;
  if (typeof chatId === "string" && chatId !== "") return chatId;
  if (typeof chatId === "number") return String(chatId);
  throw new PlatformPermanentError("the account has no chat id: reconnect the Telegram account");
}

async function sendStep(ctx: PhaseContext, step: TelegramStep): Promise<TelegramMessage[]> {
  const { input, account, signal } = ctx;
  const common = {
    chat_id: telegramChatId(account),
    ...(input.options.disableNotification === true ? { disable_notification: true } : {}),
    ...(input.options.protectContent === true ? { protect_content: true } : {}),
  };
  const token = botToken(account);
  if (step.method === "sendMessage") {
    return [await telegramCall(token, "sendMessage", { ...common, text: input.text }, telegramMessage, signal)];
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(common)) form.set(key, String(value));
  if (step.method === "sendMediaGroup") {
    const media = [];
    for (const [position, index] of step.media.entries()) {
      const attachName = await attach(ctx, form, index);
      media.push({
        type: input.media[index].kind === "video" ? "video" : "photo",
        media: `attach://${attachName}`,
        ...(step.caption && position === 0 ? { caption: input.text } : {}),
      });
    }
    form.set("media", JSON.stringify(media));
    return telegramCall(token, "sendMediaGroup", form, z.array(telegramMessage).min(1), signal);
  }
  const attachName = await attach(ctx, form, step.media);
  form.set(step.method === "sendVideo" ? "video" : "photo", `attach://${attachName}`);
  if (step.caption) form.set("caption", input.text);
  return [await telegramCall(token, step.method, form, telegramMessage, signal)];
}

/** sendMessage, or sendPhoto with the text as caption, replying to the post (https://core.telegram.org/bots/api#replyparameters). */
async function sendFirstComment(ctx: CommentContext): Promise<PublishedItem> {
  const problem = firstCommentAccountProblem("telegram", ctx.account.settings);
  if (problem) throw new PlatformPermanentError(problem);
  const replyTo = Number(ctx.items[0].remotePostId);
  if (!Number.isInteger(replyTo)) throw new PlatformPermanentError("the post's Telegram message id is missing, so there is nothing to reply to");
  // allow_sending_without_reply stays false: a deleted post fails the comment instead of sending a loose message.
  const reply = { message_id: replyTo };
  const common = {
    chat_id: telegramChatId(ctx.account),
    ...(ctx.input.options.disableNotification === true ? { disable_notification: true } : {}),
    ...(ctx.input.options.protectContent === true ? { protect_content: true } : {}),
  };
  const token = botToken(ctx.account);
  let message: TelegramMessage;
  const photo = ctx.comment.media[0];
  if (!photo) {
    message = await telegramCall(token, "sendMessage", { ...common, text: ctx.comment.text, reply_parameters: reply }, telegramMessage, ctx.signal);
  } else {
    const form = new FormData();
    for (const [key, value] of Object.entries(common)) form.set(key, String(value));
    const file = await downloadMedia(photo.url, {
      field: "platformOptions.telegram.firstCommentMedia[0]",
      maxBytes: PHOTO_MAX_BYTES,
      accept: mediaTypesFor("image"),
      signal: ctx.signal,
    });
    form.set("photo", new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), mediaFilename(photo.url, file.contentType, 0));
    form.set("caption", ctx.comment.text);
    form.set("reply_parameters", JSON.stringify(reply));
    message = await telegramCall(token, "sendPhoto", form, telegramMessage, ctx.signal);
  }
  return { remotePostId: String(message.message_id), remotePublishId: null, remotePermalink: telegramPermalink(ctx.account, message) };
}

async function attach(ctx: PhaseContext, form: FormData, index: number): Promise<string> {
  const media = ctx.input.media[index];
  const file = await downloadMedia(media.url, {
    field: `mediaUrls[${index}]`,
    maxBytes: media.kind === "image" ? PHOTO_MAX_BYTES : FILE_MAX_BYTES,
    accept: mediaTypesFor(media.kind),
    signal: ctx.signal,
  });
  const name = `file${index}`;
  form.set(name, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), mediaFilename(media.url, file.contentType, index));
  return name;
}

/** t.me link for public chats (by username) and for private supergroups/channels (t.me/c/…); null otherwise. */
export function telegramPermalink(account: AccountContext, message: TelegramMessage): string | null {
  const username = message.chat.username ?? (typeof account.settings.chatUsername === "string" ? account.settings.chatUsername : undefined);
  if (username) return `https://t.me/${username.replace(/^@/, "")}/${message.message_id}`;
  const id = String(message.chat.id);
  if (id.startsWith("-100")) return `https://t.me/c/${id.slice(4)}/${message.message_id}`;
  return null;
}
