// Discord: a webhook (its URL, a secret, stored encrypted as the access token) or a bot token with a channel
// (platformOptions.discord.channelId, else the channel chosen at connect time). Text and file attachments.
// Webhooks run with ?wait=true so Discord answers with the message and its id.
//
// Publishing once: bot messages carry a nonce derived from the row id with enforce_nonce, so Discord itself
// returns the first message for a repeat within its nonce window, and findExisting() looks for the message in
// the channel's latest ones. A webhook cannot read its channel, so after an unanswered webhook call the outcome
// is "unknown" and the row fails with that explanation instead of risking a duplicate.
//
// The first comment is a bot's reply to the post (message_reference, with its own nonce) and can carry images;
// a webhook cannot reply (firstCommentAccountProblem says why).
import crypto from "node:crypto";
import { z } from "zod";
import { downloadMedia, mediaFilename, mediaTypesFor } from "../media-download";
import { PlatformAuthExpiredError, PlatformPermanentError } from "../errors";
import { firstCommentAccountProblem } from "../first-comment";
import type { AccountContext, CommentContext, FindExistingResult, PhaseContext, PlatformAdapter, PublishedItem, ResolvedMedia } from "../types";
import { EMPTY_METRICS } from "../types";
import { discordMessage, discordRequest, parseWebhookUrl, type DiscordAuth, type DiscordMessage } from "./api";
import { validateDiscord } from "./validate";
import { verifyDiscordBot, verifyDiscordWebhook } from "./verify-connection";

/** The default upload limit of a server without boosts. */
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const discordAdapter: PlatformAdapter = {
  platform: "discord",
  validate: validateDiscord,

  async prepare(ctx) {
    return { state: { preparedAt: typeof ctx.state.preparedAt === "string" ? ctx.state.preparedAt : new Date().toISOString() } };
  },

  async poll() {
    return { status: "ready" };
  },

  async publish(ctx) {
    const auth = discordAuth(ctx.account);
    const payload = {
      content: ctx.input.text,
      ...(auth.kind === "bot" ? { nonce: nonceFor(ctx.input.postId), enforce_nonce: true } : {}),
    };
    const body = messageBody(payload, await downloadAll(ctx, ctx.input.media, "mediaUrls"));
    const path = auth.kind === "webhook" ? `/webhooks/${auth.id}/${auth.token}?wait=true` : `/channels/${channelId(ctx)}/messages`;
    const message = await discordRequest(auth, path, { method: "POST", ...body, schema: discordMessage, signal: ctx.signal, doing: "posting the message" });
    return { item: toItem(ctx.account, message), more: false, state: { channelId: message.channel_id } };
  },

  async findExisting(ctx): Promise<FindExistingResult> {
    const auth = discordAuth(ctx.account);
    if (auth.kind === "webhook") {
      return {
        status: "unknown",
        reason: "a Discord webhook cannot look up what it posted; check the channel before publishing again",
      };
    }
    const messages = await discordRequest(auth, `/channels/${channelId(ctx)}/messages?limit=50`, {
      schema: z.array(discordMessage),
      signal: ctx.signal,
      doing: "checking whether the message exists",
    });
    const botId = typeof ctx.account.settings.botUserId === "string" ? ctx.account.settings.botUserId : undefined;
    const preparedAt = Date.parse(typeof ctx.state.preparedAt === "string" ? ctx.state.preparedAt : "");
    const ours = messages.find(
      (m) =>
        (!botId || m.author?.id === botId) &&
        m.content === ctx.input.text &&
        (Number.isNaN(preparedAt) || !m.timestamp || Date.parse(m.timestamp) >= preparedAt - 60_000),
    );
    if (ours) return { status: "found", item: toItem(ctx.account, ours), more: false };
    // Messages come newest first: if the oldest one we saw is older than our attempt, ours would have been seen.
    const oldest = messages.at(-1)?.timestamp;
    if (messages.length < 50 || (oldest && !Number.isNaN(preparedAt) && Date.parse(oldest) < preparedAt - 60_000)) return { status: "absent" };
    return { status: "unknown", reason: "the channel is too busy to tell whether the message was posted" };
  },

  async fetchMetrics(ref, account, signal) {
    // Discord has no view counts; reactions are the only signal, and a webhook cannot read them.
    const auth = discordAuth(account);
    if (auth.kind === "webhook") return { ...EMPTY_METRICS };
    const channel = typeof ref.state.channelId === "string" ? ref.state.channelId : String(account.settings.channelId ?? "");
    const message = await discordRequest(auth, `/channels/${channel}/messages/${ref.remotePostId}`, {
      schema: discordMessage,
      signal,
      doing: "reading reactions",
    });
    return { ...EMPTY_METRICS, likes: (message.reactions ?? []).reduce((sum, r) => sum + r.count, 0) };
  },

  // The first comment: a reply to the post (https://discord.com/developers/docs/resources/message#create-message,
  // message_reference with fail_if_not_exists, so a deleted post fails the comment instead of a loose message).
  // Its own nonce (from the comment key) with enforce_nonce makes a repeat within Discord's window hand back the
  // first reply; after that, findExisting looks for the reply among the channel's latest messages.
  firstComment: {
    async publish(ctx) {
      const auth = commentAuth(ctx);
      const payload = {
        content: ctx.comment.text,
        nonce: nonceFor(ctx.comment.key),
        enforce_nonce: true,
        message_reference: { message_id: ctx.items[0].remotePostId, fail_if_not_exists: true },
      };
      const body = messageBody(payload, await downloadAll(ctx, ctx.comment.media, `platformOptions.discord.firstCommentMedia`));
      const message = await discordRequest(auth, `/channels/${postChannel(ctx)}/messages`, {
        method: "POST",
        ...body,
        schema: discordMessage,
        signal: ctx.signal,
        doing: "posting the first comment",
      });
      return toItem(ctx.account, message);
    },
    async findExisting(ctx) {
      const auth = commentAuth(ctx);
      const messages = await discordRequest(auth, `/channels/${postChannel(ctx)}/messages?limit=50`, {
        schema: z.array(discordMessage),
        signal: ctx.signal,
        doing: "checking whether the first comment exists",
      });
      const ours = messages.find((m) => m.message_reference?.message_id === ctx.items[0].remotePostId && m.content === ctx.comment.text);
      if (ours) return { status: "found", item: toItem(ctx.account, ours) };
      const since = Date.parse(ctx.comment.armedAt) - 60_000;
      const oldest = Date.parse(messages.at(-1)?.timestamp ?? "");
      if (messages.length < 50 || (!Number.isNaN(oldest) && oldest < since)) return { status: "absent" };
      return { status: "unknown", reason: "the channel is too busy to tell whether the first comment was posted" };
    },
  },

  // Webhook URLs and bot tokens do not expire. After an auth error the pipeline calls this once: checking the
  // webhook (or the bot and its channel) again tells a blip from a deleted webhook or revoked token, and the
  // latter (PlatformAuthExpiredError) marks the account for reconnecting.
  async refreshToken(account, signal) {
    const auth = discordAuth(account);
    if (auth.kind === "webhook") await verifyDiscordWebhook(account.credentials.accessToken!, signal);
    else await verifyDiscordBot(auth.token, String(account.settings.channelId ?? ""), signal);
    return { accessToken: account.credentials.accessToken! };
  },
};

export function discordAuth(account: AccountContext): DiscordAuth {
  const secret = account.credentials.accessToken;
  if (!secret) throw new PlatformAuthExpiredError("the Discord webhook or bot token is missing: reconnect the account");
  if (account.settings.mode === "bot") return { kind: "bot", token: secret };
  const webhook = parseWebhookUrl(secret);
  if (!webhook) throw new PlatformAuthExpiredError("the stored Discord webhook URL is not valid: reconnect the account");
  return { kind: "webhook", ...webhook };
}

function channelId(ctx: PhaseContext): string {
  const fromOptions = ctx.input.options.channelId;
  const channel = typeof fromOptions === "string" && fromOptions !== "" ? fromOptions : ctx.account.settings.channelId;
  if (typeof channel !== "string" || !/^\d+$/.test(channel)) {
    throw new PlatformPermanentError("no Discord channel to post in: set platformOptions.discord.channelId or reconnect with a channel");
  }
  return channel;
}

/** Discord nonces are at most 25 characters; the row id hashed keeps it stable across retries. */
function nonceFor(postId: string): string {
  return crypto.createHash("sha256").update(postId).digest("base64url").slice(0, 25);
}

function toItem(account: AccountContext, message: DiscordMessage): PublishedItem {
  const guild = typeof account.settings.guildId === "string" ? account.settings.guildId : null;
  return {
    remotePostId: message.id,
    remotePublishId: null,
    remotePermalink: guild ? `https://discord.com/channels/${guild}/${message.channel_id}/${message.id}` : null,
  };
}

/** The bot connection a first comment needs; a webhook connection says why it cannot. */
function commentAuth(ctx: CommentContext): DiscordAuth {
  const problem = firstCommentAccountProblem("discord", ctx.account.settings);
  if (problem) throw new PlatformPermanentError(problem);
  return discordAuth(ctx.account);
}

/** The channel the post went to (stored by publish), else the one it would go to. */
function postChannel(ctx: PhaseContext): string {
  return typeof ctx.state.channelId === "string" && ctx.state.channelId !== "" ? ctx.state.channelId : channelId(ctx);
}

type Attachment = { blob: Blob; filename: string; description?: string };

/** JSON alone, or multipart payload_json + files[n] with their attachments (descriptions are alt text). */
function messageBody(payload: Record<string, unknown>, files: Attachment[]): { json?: unknown; form?: FormData } {
  if (files.length === 0) return { json: payload };
  const form = new FormData();
  form.set(
    "payload_json",
    JSON.stringify({
      ...payload,
      attachments: files.map((f, id) => ({ id, filename: f.filename, ...(f.description ? { description: f.description } : {}) })),
    }),
  );
  files.forEach((f, id) => form.set(`files[${id}]`, f.blob, f.filename));
  return { form };
}

async function downloadAll(ctx: PhaseContext, media: ResolvedMedia[], field: string): Promise<Attachment[]> {
  const files = [];
  for (const [index, item] of media.entries()) {
    const file = await downloadMedia(item.url, {
      field: `${field}[${index}]`,
      maxBytes: ATTACHMENT_MAX_BYTES,
      accept: mediaTypesFor(item.kind),
      signal: ctx.signal,
    });
    files.push({
      blob: new Blob([new Uint8Array(file.bytes)], { type: file.contentType }),
      filename: mediaFilename(item.url, file.contentType, index),
      description: item.altText,
    });
  }
  return files;
}
