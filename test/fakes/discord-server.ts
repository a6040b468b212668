// A stand-in for Discord's HTTP API (v10) for adapter, publishing and e2e tests: webhook execution (JSON or
// multipart with payload_json and files[n], ?wait=true for the message), bot channel messages with nonce
// deduplication, the 2,000-character content limit, upload size limit, and Discord's `{ code, message }` errors.
//
// Fidelity facts this stand-in enforces:
// - every request carries `User-Agent: DiscordBot ($url, $versionNumber)`, else a Cloudflare-style 403
//   (https://discord.com/developers/docs/reference#user-agent)
// - content ≤ 2,000 characters, ≤ 10 files (https://discord.com/developers/docs/resources/message#create-message)
// - ids are snowflakes sent as strings (https://discord.com/developers/docs/reference#snowflakes)
// - no OAuth scopes here: a webhook URL's token or the bot token (`Authorization: Bot …`, else 401) is the
//   credential (https://discord.com/developers/docs/reference#authentication); what the bot may do is its
//   channel permissions, Send Messages missing → 403 code 50013 Missing Permissions, a deleted webhook → 404
//   code 10015 Unknown Webhook (https://discord.com/developers/docs/topics/opcodes-and-status-codes#json)
// - enforce_nonce deduplicates bot messages by nonce for a few minutes; webhooks ignore it (see createMessage)
// - a reply is a bot message with message_reference { message_id } in the same channel; with fail_if_not_exists
//   (default true) an unknown message is 400 code 50035 (https://discord.com/developers/docs/resources/message#message-reference-structure);
//   the reply is type 19 REPLY and carries message_reference (#message-object-message-types). Execute Webhook has
//   no message_reference field (https://discord.com/developers/docs/resources/webhook#execute-webhook): Discord
//   drops it silently, this stand-in refuses it so nothing relies on a reply that would not happen.
import { field, startFakeServer, type FakeReply, type FakeServer } from "./social-fake-http";

export interface FakeDiscordChannel {
  id: string;
  guildId: string;
  name: string;
  /** False: the bot lacks Send Messages there (403, code 50013). */
  botCanSend?: boolean;
}

export interface FakeDiscordMessage {
  id: string;
  channel_id: string;
  content: string;
  timestamp: string;
  author: { id: string; bot: boolean; username: string };
  attachments: Array<{ id: string; filename: string; size: number; content_type: string; description?: string }>;
  nonce?: string;
  webhook_id?: string;
  /** 0 DEFAULT, 19 REPLY. */
  type: number;
  message_reference?: { message_id: string; channel_id: string; guild_id: string };
  reactions?: Array<{ count: number; emoji: { name: string } }>;
}

export interface FakeDiscord extends FakeServer {
  messages: FakeDiscordMessage[];
  webhook: { id: string; token: string; channelId: string; guildId: string; url: string };
  bot: { id: string; token: string; username: string };
  deleteWebhook(): void;
}

const NONCE_WINDOW_MS = 2 * 60_000;
/** `DiscordBot ($url, $versionNumber)`: https://discord.com/developers/docs/reference#user-agent */
const USER_AGENT = /^DiscordBot \((https?:\/\/\S+), ([\w.+-]+)\)/;

export async function startFakeDiscord(options: { channels: FakeDiscordChannel[]; maxUploadBytes?: number; port?: number }): Promise<FakeDiscord> {
  const maxUpload = options.maxUploadBytes ?? 10 * 1024 * 1024;
  const channel0 = options.channels[0];
  const webhook = { id: "1200000000000000001", token: "fake-webhook-token_ABC", channelId: channel0.id, guildId: channel0.guildId, url: "" };
  const bot = { id: "1300000000000000001", token: "MTMwMDAwMDAwMDAwMDAwMDAwMQ.GfAkE1.fake-bot-token-for-tests_0123456789", username: "Postlane" };
  const messages: FakeDiscordMessage[] = [];
  let webhookDeleted = false;
  let nextId = 1400000000000000000n;

  const err = (status: number, code: number, message: string, extra: Record<string, unknown> = {}): FakeReply => ({
    status,
    body: { message, code, ...extra },
  });

  function readPayload(req: Parameters<Parameters<typeof startFakeServer>[0]>[0]) {
    if (req.form) {
      const payload = JSON.parse(field(req, "payload_json") ?? "{}") as Record<string, unknown>;
      const files: Array<{ index: number; file: File }> = [];
      for (const [key, value] of req.form.entries()) {
        const match = /^files\[(\d+)\]$/.exec(key);
        if (match && value instanceof File) files.push({ index: Number(match[1]), file: value });
      }
      return { payload, files };
    }
    return { payload: (req.json ?? {}) as Record<string, unknown>, files: [] };
  }

  function channelGuild(channelId: string): string {
    return options.channels.find((c) => c.id === channelId)?.guildId ?? webhook.guildId;
  }

  function create(
    channelId: string,
    author: FakeDiscordMessage["author"],
    req: Parameters<Parameters<typeof startFakeServer>[0]>[0],
    extra: Partial<FakeDiscordMessage>,
  ): FakeReply {
    const { payload, files } = readPayload(req);
    const content = typeof payload.content === "string" ? payload.content : "";
    if (content === "" && files.length === 0) return err(400, 50006, "Cannot send an empty message");
    if ([...content].length > 2000) {
      return err(400, 50035, "Invalid Form Body", {
        errors: { content: { _errors: [{ code: "BASE_TYPE_MAX_LENGTH", message: "Must be 2000 or fewer in length." }] } },
      });
    }
    if (files.length > 10) return err(400, 50035, "Invalid Form Body");
    if (files.some((f) => f.file.size > maxUpload)) return err(413, 40005, "Request entity too large");
    const described = Array.isArray(payload.attachments) ? (payload.attachments as Array<{ id: number; description?: string }>) : [];
    const nonce = typeof payload.nonce === "string" ? payload.nonce : undefined;
    const reference = payload.message_reference as { message_id?: unknown; fail_if_not_exists?: unknown } | undefined;
    if (reference !== undefined && extra.webhook_id) {
      return err(400, 50035, "Invalid Form Body", {
        errors: { message_reference: { _errors: [{ code: "UNKNOWN_FIELD", message: "Webhooks cannot reply." }] } },
      });
    }
    let replyTo: FakeDiscordMessage | undefined;
    if (reference !== undefined) {
      replyTo = messages.find((m) => m.id === reference.message_id && m.channel_id === channelId);
      if (!replyTo && reference.fail_if_not_exists !== false) {
        return err(400, 50035, "Invalid Form Body", {
          errors: { message_reference: { _errors: [{ code: "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", message: "Unknown message" }] } },
        });
      }
    }
    // enforce_nonce: "If true and nonce is present, it will be checked for uniqueness in the past few minutes. If
    // another message was created by the same author with the same nonce, that message will be returned and no
    // new message will be created" (https://discord.com/developers/docs/resources/message#create-message). "A
    // few minutes" is taken as two here, so nothing may rely on a longer window. Webhook execution takes no
    // nonce (https://discord.com/developers/docs/resources/webhook#execute-webhook): it is ignored there.
    if (nonce && payload.enforce_nonce === true && !extra.webhook_id) {
      const earlier = messages.find((m) => m.nonce === nonce && m.author.id === author.id && Date.now() - Date.parse(m.timestamp) < NONCE_WINDOW_MS);
      if (earlier) return { status: 200, body: earlier };
    }
    const message: FakeDiscordMessage = {
      id: String(++nextId),
      channel_id: channelId,
      content,
      timestamp: new Date().toISOString(),
      author,
      attachments: files.map(({ index, file }) => ({
        id: String(++nextId),
        filename: file.name,
        size: file.size,
        content_type: file.type,
        ...(described.find((a) => a.id === index)?.description ? { description: described.find((a) => a.id === index)!.description } : {}),
      })),
      ...(nonce ? { nonce } : {}),
      type: replyTo ? 19 : 0,
      ...(replyTo ? { message_reference: { message_id: replyTo.id, channel_id: channelId, guild_id: channelGuild(channelId) } } : {}),
      ...extra,
    };
    messages.push(message);
    return { status: 200, body: message };
  }

  const server = await startFakeServer(async (req) => {
    const path = req.url.pathname;
    // Without the documented User-Agent, Discord's Cloudflare front answers 403 before the API sees it.
    if (!USER_AGENT.test(req.headers.get("user-agent") ?? "")) return { status: 403, headers: { "content-type": "text/html" }, body: "error code: 1010" };
    const hook = /^\/webhooks\/(\d+)\/([\w-]+)$/.exec(path);
    if (hook) {
      if (webhookDeleted || hook[1] !== webhook.id) return err(404, 10015, "Unknown Webhook");
      if (hook[2] !== webhook.token) return err(401, 50027, "Invalid Webhook Token");
      if (req.method === "GET") {
        return {
          status: 200,
          body: { id: webhook.id, type: 1, guild_id: webhook.guildId, channel_id: webhook.channelId, name: "Postlane hook", token: webhook.token },
        };
      }
      if (req.method !== "POST") return err(405, 0, "405: Method Not Allowed");
      const reply = create(webhook.channelId, { id: webhook.id, bot: true, username: "Postlane hook" }, req, { webhook_id: webhook.id });
      if (reply.status === 200 && req.url.searchParams.get("wait") !== "true") return { status: 204 };
      return reply;
    }

    const auth = req.headers.get("authorization");
    if (auth !== `Bot ${bot.token}`) return err(401, 0, "401: Unauthorized");
    if (req.method === "GET" && path === "/users/@me") return { status: 200, body: { id: bot.id, username: bot.username, bot: true } };
    const channelMatch = /^\/channels\/(\d+)(\/messages(?:\/(\d+))?)?$/.exec(path);
    if (!channelMatch) return err(404, 0, "404: Not Found");
    const channel = options.channels.find((c) => c.id === channelMatch[1]);
    if (!channel) return err(404, 10003, "Unknown Channel");
    if (channel.botCanSend === false) return err(403, 50013, "Missing Permissions");
    if (!channelMatch[2]) return { status: 200, body: { id: channel.id, type: 0, guild_id: channel.guildId, name: channel.name } };
    if (req.method === "POST" && !channelMatch[3]) return create(channel.id, { id: bot.id, bot: true, username: bot.username }, req, {});
    if (req.method === "GET" && channelMatch[3]) {
      const message = messages.find((m) => m.id === channelMatch[3] && m.channel_id === channel.id);
      return message ? { status: 200, body: message } : err(404, 10008, "Unknown Message");
    }
    if (req.method === "GET") {
      const limit = Math.min(Number(req.url.searchParams.get("limit") ?? 50), 100);
      // Fetched messages do not carry the nonce (only the create response and gateway events do).
      const list = messages
        .filter((m) => m.channel_id === channel.id)
        .reverse()
        .slice(0, limit)
        .map(({ nonce: _nonce, ...m }) => m);
      return { status: 200, body: list };
    }
    return err(405, 0, "405: Method Not Allowed");
  }, options.port);
  webhook.url = `${server.url}/webhooks/${webhook.id}/${webhook.token}`;

  return Object.assign(server, {
    messages,
    webhook,
    bot,
    deleteWebhook: () => {
      webhookDeleted = true;
    },
  });
}

/** Discord's 429 body and headers. */
export function discordRateLimit(retryAfterSeconds: number): FakeReply {
  return {
    status: 429,
    body: { message: "You are being rate limited.", retry_after: retryAfterSeconds, global: false },
    headers: {
      "x-ratelimit-limit": "5",
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset-after": String(retryAfterSeconds),
      "retry-after": String(Math.ceil(retryAfterSeconds)),
    },
  };
}
