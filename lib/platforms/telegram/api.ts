// Calls to the Telegram Bot API (https://core.telegram.org/bots/api): POST {base}/bot{token}/{method} with a
// JSON or multipart body, answers `{ ok, result }` or `{ ok: false, error_code, description, parameters }`.
import { z } from "zod";
import { networkSetting } from "../../env";
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  toPlatformError,
} from "../errors";

export function telegramBaseUrl(): string {
  return (networkSetting("telegram", "API_BASE_URL") ?? "https://api.telegram.org").replace(/\/+$/, "");
}

const failure = z.object({
  ok: z.literal(false),
  error_code: z.number(),
  description: z.string().default(""),
  parameters: z.object({ retry_after: z.number().optional(), migrate_to_chat_id: z.number().optional() }).optional(),
});

export async function telegramCall<T>(
  token: string,
  method: string,
  body: Record<string, unknown> | FormData,
  result: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${telegramBaseUrl()}/bot${token}/${method}`, {
      method: "POST",
      ...(body instanceof FormData ? { body } : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
      signal,
    });
  } catch (error) {
    throw toPlatformError(error);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = z.object({ ok: z.literal(true), result }).safeParse(payload);
    if (parsed.success) return parsed.data.result;
    throw new PlatformRetryableError(`Telegram answered ${method} with an unexpected body`, { status: response.status });
  }
  const parsed = failure.safeParse(payload);
  throw telegramError(response.status, parsed.success ? parsed.data : undefined);
}

function telegramError(status: number, body: z.infer<typeof failure> | undefined) {
  const description = body?.description ?? `HTTP ${status}`;
  const code = body?.error_code ?? status;
  if (code === 429) {
    const seconds = body?.parameters?.retry_after ?? 30;
    return new PlatformRateLimitedError(`Telegram is rate limiting this bot; retrying in ${seconds}s`, {
      retryAt: new Date(Date.now() + seconds * 1000),
      status,
    });
  }
  if (code === 401) {
    return new PlatformAuthExpiredError("the bot token was revoked or is wrong: create a new one with @BotFather and reconnect", { status });
  }
  if (code === 403) {
    return new PlatformAuthExpiredError(`the bot cannot post in this chat (${description}): add it back as an admin that can post, then reconnect`, {
      status,
    });
  }
  if (code >= 500) return new PlatformRetryableError(`Telegram failed (${description}); will try again`, { status });
  if (/chat not found|migrated/i.test(description)) {
    return new PlatformPermanentError(`${description}: check the chat id and reconnect the account`, { status });
  }
  return new PlatformInvalidContentError(`Telegram refused the message: ${description}`, { status });
}

export const telegramMessage = z.object({
  message_id: z.number(),
  chat: z.object({ id: z.number(), username: z.string().optional() }),
  media_group_id: z.string().optional(),
});
export type TelegramMessage = z.infer<typeof telegramMessage>;
