// Discord's HTTP API (https://discord.com/developers/docs) with plain fetch: webhook execution and bot channel
// messages. Errors carry `{ code, message }`; a 429 carries `retry_after` (seconds, fractional) and the
// X-RateLimit-Reset-After header.
import { z } from "zod";
import { networkSetting } from "../../env";
import { discordUserAgent } from "./user-agent";
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  toPlatformError,
  type PlatformError,
} from "../errors";

export function discordBaseUrl(): string {
  return (networkSetting("discord", "API_BASE_URL") ?? "https://discord.com/api/v10").replace(/\/+$/, "");
}

/** `https://discord.com/api/webhooks/{id}/{token}` (any Discord host, with or without /v10) → id and token. */
export function parseWebhookUrl(url: string): { id: string; token: string } | null {
  try {
    const parsed = new URL(url);
    const match = /\/webhooks\/(\d+)\/([\w-]+)\/?$/.exec(parsed.pathname);
    return match ? { id: match[1], token: match[2] } : null;
  } catch {
    return null;
  }
}

export type DiscordAuth = { kind: "webhook"; id: string; token: string } | { kind: "bot"; token: string };

export async function discordRequest<T>(
  auth: DiscordAuth,
  path: string,
  options: { method?: string; json?: unknown; form?: FormData; schema: z.ZodType<T>; signal?: AbortSignal; doing: string },
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "user-agent": discordUserAgent() };
  if (auth.kind === "bot") headers.authorization = `Bot ${auth.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] = "application/json";
  }
  let response: Response;
  try {
    response = await fetch(`${discordBaseUrl()}${path}`, { method: options.method ?? "GET", headers, body, signal: options.signal });
  } catch (error) {
    throw toPlatformError(error);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw discordError(response, payload, options.doing);
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new PlatformRetryableError(`Discord answered ${options.doing} with an unexpected body`, { status: response.status });
  return parsed.data;
}

const errorBody = z.object({ code: z.number().optional(), message: z.string().optional(), retry_after: z.number().optional() });

function discordError(response: Response, payload: unknown, doing: string): PlatformError {
  const status = response.status;
  const body = errorBody.safeParse(payload).data ?? {};
  const detail = body.message ? `${body.message}${body.code ? ` (${body.code})` : ""}` : `HTTP ${status}`;
  if (status === 429 || body.code === 20028) {
    const header = Number(response.headers.get("x-ratelimit-reset-after") ?? "NaN");
    const seconds = body.retry_after ?? (Number.isFinite(header) ? header : 5);
    return new PlatformRateLimitedError(`Discord is rate limiting ${doing}; retrying in ${Math.ceil(seconds)}s`, {
      retryAt: new Date(Date.now() + Math.ceil(seconds * 1000)),
      status,
    });
  }
  if (status === 401 || body.code === 10015) {
    return new PlatformAuthExpiredError(`Discord no longer accepts this connection (${detail}): reconnect the account with a valid webhook or bot token`, {
      status,
    });
  }
  if (body.code === 50001 || body.code === 50013) {
    return new PlatformAuthExpiredError(
      `the bot lacks access to the channel (${detail}): give it View Channel, Send Messages and Attach Files, then reconnect`,
      {
        status,
      },
    );
  }
  if (status === 413 || body.code === 40005) return new PlatformInvalidContentError(`Discord refused ${doing}: a file is too large (${detail})`, { status });
  if (status === 404 || status === 403) return new PlatformPermanentError(`Discord refused ${doing}: ${detail}`, { status });
  if (status >= 400 && status < 500) return new PlatformInvalidContentError(`Discord refused ${doing}: ${detail}`, { status });
  return new PlatformRetryableError(`Discord failed while ${doing} (${detail}); will try again`, { status });
}

export const discordMessage = z.object({
  id: z.string(),
  channel_id: z.string(),
  content: z.string().default(""),
  timestamp: z.string().optional(),
  author: z.object({ id: z.string() }).optional(),
  attachments: z.array(z.object({ id: z.string(), filename: z.string() })).default([]),
  reactions: z.array(z.object({ count: z.number() })).optional(),
  /** Set on a reply: the message it answers (https://discord.com/developers/docs/resources/message#message-reference-structure). */
  message_reference: z.object({ message_id: z.string().optional() }).optional(),
});
export type DiscordMessage = z.infer<typeof discordMessage>;
