// Plain fetch against a Mastodon instance's REST API (https://docs.joinmastodon.org/methods/), responses
// checked with zod. Errors are `{ error, error_description? }`; rate limits are 429 with X-RateLimit-Reset (ISO).
import { z } from "zod";
import { networkSetting } from "../../env";
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  retryAtFromHeaders,
  toPlatformError,
  type PlatformError,
} from "../errors";
import type { AccountContext } from "../types";
import { publicHostFetch } from "../../net/public-host-fetch";

/** Instances are named by users: only public hosts (or the operator's MASTODON_API_BASE_URL) are reached. */
export const mastodonFetch = publicHostFetch({ network: "mastodon" });

/** MASTODON_API_BASE_URL (tests, e2e) wins over the account's instance. */
export function mastodonInstanceUrl(settings: Record<string, unknown>): string {
  const override = networkSetting("mastodon", "API_BASE_URL");
  const instance = override ?? (typeof settings.instanceUrl === "string" ? settings.instanceUrl : undefined);
  if (!instance) throw new PlatformPermanentError("the account has no instance URL: reconnect the Mastodon account");
  return instance.replace(/\/+$/, "");
}

export interface MastodonResponse<T> {
  status: number;
  data: T;
}

export async function mastodonRequest<T>(
  account: AccountContext,
  path: string,
  options: { method?: string; body?: unknown; form?: FormData; headers?: Record<string, string>; schema: z.ZodType<T>; signal?: AbortSignal; doing: string },
): Promise<MastodonResponse<T>> {
  const token = account.credentials.accessToken;
  if (!token) throw new PlatformAuthExpiredError("the Mastodon access token is missing: reconnect the account");
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  let response: Response;
  try {
    response = await mastodonFetch(`${mastodonInstanceUrl(account.settings)}${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    throw toPlatformError(error);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw mastodonError(response, payload, options.doing);
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new PlatformRetryableError(`Mastodon answered ${options.doing} with an unexpected body`, { status: response.status });
  }
  return { status: response.status, data: parsed.data };
}

const errorBody = z.object({ error: z.string(), error_description: z.string().optional() });

export function mastodonError(response: Response, payload: unknown, doing: string): PlatformError {
  const status = response.status;
  const parsed = errorBody.safeParse(payload);
  const detail = parsed.success ? (parsed.data.error_description ?? parsed.data.error) : `HTTP ${status}`;
  if (status === 429) {
    const retryAt = retryAtFromHeaders(response.headers);
    return new PlatformRateLimitedError(`Mastodon is rate limiting ${doing}; try again after ${retryAt.toISOString()}`, { retryAt, status });
  }
  if (status === 401) {
    return new PlatformAuthExpiredError(`the Mastodon access token was revoked or expired (${detail}): reconnect the account`, { status });
  }
  // A token short of the method's scope (granular scopes let a person grant fewer): Mastodon's Api::BaseController
  // answers exactly this 403 body (https://github.com/mastodon/mastodon, app/controllers/api/base_controller.rb,
  // doorkeeper_forbidden_render_options). Only a reconnect that grants it helps. Other 403s (a suspended or
  // unconfirmed login, a private status) keep their own message as permanent refusals.
  if (status === 403 && parsed.success && parsed.data.error === "This action is outside the authorized scopes") {
    return new PlatformAuthExpiredError(`the Mastodon connection was not granted the permission needed for ${doing}: reconnect the account and allow it`, {
      status,
    });
  }
  if (status === 422 && /not finished processing|processing/i.test(detail)) {
    return new PlatformRetryableError(`Mastodon is still processing the media (${detail}); will try again`, { status, notApplied: true });
  }
  if (status === 422 || status === 413 || status === 400) return new PlatformInvalidContentError(`Mastodon refused ${doing}: ${detail}`, { status });
  if (status === 403 || status === 404 || status === 410) return new PlatformPermanentError(`Mastodon refused ${doing}: ${detail}`, { status });
  return new PlatformRetryableError(`Mastodon failed while ${doing} (${detail}); will try again`, { status });
}

export const mediaAttachment = z.object({ id: z.string(), type: z.string(), url: z.string().nullable() });

export const mastodonStatus = z.object({
  id: z.string(),
  url: z.string().nullable().optional(),
  uri: z.string(),
  content: z.string(),
  created_at: z.string(),
  in_reply_to_id: z.string().nullable().optional(),
  media_attachments: z.array(mediaAttachment).default([]),
  favourites_count: z.number().optional(),
  reblogs_count: z.number().optional(),
  replies_count: z.number().optional(),
  quotes_count: z.number().optional(),
});
export type MastodonStatus = z.infer<typeof mastodonStatus>;
