// Request bodies of the credential connect routes (POST /api/connect/{bluesky,telegram,discord}) and the
// Mastodon instance form. The Accounts page uses the same schemas for its forms, so a person sees the same
// rule on the page and from the server.
import { z } from "zod";

const trimmed = (field: string) => z.string({ error: `${field} is required` }).trim();

/** Bluesky app passwords look like `abcd-efgh-ijkl-mnop`; the main password is never asked for or stored. */
export const APP_PASSWORD_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;

export const connectBlueskyInput = z.strictObject({
  /** `alice.bsky.social`, `@alice.bsky.social`, a custom domain handle, or the account's email or DID. */
  handle: trimmed("handle")
    .transform((v) => v.replace(/^@/, ""))
    .pipe(z.string().min(3, { error: "must be a handle such as alice.bsky.social" }).max(253, { error: "must be at most 253 characters" })),
  appPassword: trimmed("appPassword").regex(APP_PASSWORD_PATTERN, {
    error: "must be an app password like abcd-efgh-ijkl-mnop (Bluesky → Settings → Privacy and security → App passwords)",
  }),
  /** A self-hosted PDS; empty for accounts on bsky.social. */
  service: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL of the PDS, or left empty" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type ConnectBlueskyInput = z.input<typeof connectBlueskyInput>;

export const TELEGRAM_BOT_TOKEN_PATTERN = /^\d{3,}:[A-Za-z0-9_-]{30,}$/;

export const connectTelegramInput = z.strictObject({
  botToken: trimmed("botToken").regex(TELEGRAM_BOT_TOKEN_PATTERN, { error: "must be a bot token from @BotFather, like 123456789:AAE…" }),
  /** `@channelname` for a public channel or group, or the numeric id (`-100…`) of a private one. */
  chatId: trimmed("chatId").regex(/^(@[A-Za-z][A-Za-z0-9_]{3,31}|-?\d{1,20})$/, {
    error: "must be @channelname or a numeric chat id such as -1001234567890",
  }),
});
export type ConnectTelegramInput = z.input<typeof connectTelegramInput>;

export const DISCORD_WEBHOOK_PATTERN = /\/webhooks\/\d{5,25}\/[\w-]{20,}\/?$/;
const snowflake = (field: string) => trimmed(field).regex(/^\d{5,25}$/, { error: "must be a Discord id (digits only; right-click → Copy ID)" });

export const connectDiscordInput = z.discriminatedUnion(
  "mode",
  [
    z.strictObject({
      mode: z.literal("webhook"),
      webhookUrl: z
        .url({ protocol: /^https?$/, error: "must be a webhook URL such as https://discord.com/api/webhooks/…" })
        .regex(DISCORD_WEBHOOK_PATTERN, { error: "must be a webhook URL such as https://discord.com/api/webhooks/<id>/<token>" }),
    }),
    z.strictObject({
      mode: z.literal("bot"),
      botToken: trimmed("botToken").min(20, { error: "must be the bot token from the Discord developer portal" }),
      channelId: snowflake("channelId"),
    }),
  ],
  { error: 'must be "webhook" or "bot"' },
);
export type ConnectDiscordInput = z.input<typeof connectDiscordInput>;

export const connectMastodonInput = z.strictObject({
  /** `mastodon.social` or `https://mastodon.social`. */
  instanceUrl: trimmed("instanceUrl")
    .min(1, { error: "instanceUrl is required" })
    .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
    .pipe(z.url({ protocol: /^https?$/, error: "must be the address of a Mastodon server, such as mastodon.social" })),
});
export type ConnectMastodonInput = z.input<typeof connectMastodonInput>;
