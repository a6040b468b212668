// Typed outcomes of a failed network call. Adapters throw these; the publishing pipeline maps them:
//   retryable        → try again with backoff (the row stays queued)
//   rate_limited     → try again at `retryAt` (the network's reset time), not before
//   auth_expired     → refresh the token once; if that fails for good the account needs reconnecting
//   invalid_content  → the row fails; the message tells the person what to change
//   permanent        → the row fails (suspended account, daily cap, feature not allowed …)
//
// Messages are read by people in `platform_results[].error`, prefixed by the pipeline with the network id
// ("youtube: title is required"), so adapters write them without the prefix and say what to do.
//
// `notApplied` says the network certainly did not act on the request (it refused it, or it never left this
// machine). The pipeline needs this around the one irreversible call: after an error that is not known to be
// "not applied" it asks the adapter's findExisting() before publishing again, so a timeout on "create post"
// never becomes a second post.
import { SafeFetchError } from "../net/safe-fetch";

export type PlatformErrorKind = "retryable" | "rate_limited" | "auth_expired" | "invalid_content" | "permanent";

/**
 * Which part of a connection a check was about when it failed: the credential (a bot token, a password) or
 * the place to post (a chat, a channel). Said by the code that chose the request (checkingPart), so a
 * connect form can put the error beside the field to fix without reading the network's words.
 */
export type ConnectionPart = "credential" | "destination";

export interface PlatformErrorOptions {
  /** True when the network certainly did not act on the request (see the file comment). */
  notApplied?: boolean;
  /** HTTP status or network error code, for logs. */
  status?: number;
  /** Set by connection checks (see ConnectionPart). */
  part?: ConnectionPart;
  cause?: unknown;
}

export abstract class PlatformError extends Error {
  abstract readonly kind: PlatformErrorKind;
  readonly notApplied: boolean;
  readonly status?: number;
  /** Not readonly: checkingPart() names it on an error thrown by a request that did not know its purpose. */
  part?: ConnectionPart;

  constructor(message: string, options: PlatformErrorOptions, defaultNotApplied: boolean) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.notApplied = options.notApplied ?? defaultNotApplied;
    this.status = options.status;
    this.part = options.part;
  }
}

/** A blip: timeout, connection reset, 5xx, "try again later". Not applied only if the adapter knows so. */
export class PlatformRetryableError extends PlatformError {
  readonly kind = "retryable" as const;
  constructor(message: string, options: PlatformErrorOptions = {}) {
    super(message, options, false);
  }
}

/** The network said "too many requests"; `retryAt` comes from its headers (Retry-After, x-rate-limit-reset …). */
export class PlatformRateLimitedError extends PlatformError {
  readonly kind = "rate_limited" as const;
  readonly retryAt: Date;
  constructor(message: string, options: PlatformErrorOptions & { retryAt: Date }) {
    super(message, options, true);
    this.retryAt = options.retryAt;
  }
}

/** The access token is expired, revoked or lacks a scope. The pipeline refreshes once, then asks for a reconnect. */
export class PlatformAuthExpiredError extends PlatformError {
  readonly kind = "auth_expired" as const;
  constructor(message: string, options: PlatformErrorOptions = {}) {
    super(message, options, true);
  }
}

/** The post itself is not acceptable (too long, wrong media, missing option). `field` names what to fix. */
export class PlatformInvalidContentError extends PlatformError {
  readonly kind = "invalid_content" as const;
  readonly field?: string;
  constructor(message: string, options: PlatformErrorOptions & { field?: string } = {}) {
    super(message, options, true);
    this.field = options.field;
  }
}

/** Will not succeed by retrying: suspended account, daily cap reached, duplicate content, network refuses the feature. */
export class PlatformPermanentError extends PlatformError {
  readonly kind = "permanent" as const;
  constructor(message: string, options: PlatformErrorOptions = {}) {
    super(message, options, true);
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

/** Awaits one request of a connection check; its failure, as a platform error, says which part it was about. */
export async function checkingPart<T>(part: ConnectionPart, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const platformError = toPlatformError(error);
    platformError.part ??= part;
    throw platformError;
  }
}

/**
 * Anything an adapter let escape (fetch's TypeError, an AbortError from a timeout, a bug) as a platform error.
 * A connection that was refused never reached the network (not applied); a timeout or reset may have.
 */
export function toPlatformError(error: unknown): PlatformError {
  if (isPlatformError(error)) return error;
  // A server a user named that resolves to our own network (lib/net/public-host-fetch.ts): never retried.
  const refused = refusedHost(error);
  if (refused?.code === "unresolvable")
    return new PlatformRetryableError(`the server could not be reached (${refused.message}); will try again`, { notApplied: true, cause: error });
  if (refused) return new PlatformPermanentError(refused.message, { notApplied: true, cause: error });
  const code = errorCode(error);
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return new PlatformRetryableError("the network could not be reached; will try again", { notApplied: true, cause: error });
  }
  if (isAbortError(error)) {
    return new PlatformRetryableError("the network did not answer in time", { notApplied: false, cause: error });
  }
  if (error instanceof TypeError && /fetch failed|network|socket/i.test(error.message)) {
    return new PlatformRetryableError("the connection to the network failed", { notApplied: false, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PlatformRetryableError(`unexpected error: ${message}`, { notApplied: false, cause: error });
}

function refusedHost(error: unknown): SafeFetchError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    if (current instanceof SafeFetchError && ["blocked_address", "bad_url", "unresolvable"].includes(current.code)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/**
 * When to try again after a 429, from the headers networks use: `Retry-After` (seconds or an HTTP date),
 * `x-rate-limit-reset` (X, epoch seconds), `ratelimit-reset` (Bluesky, epoch seconds), `x-ratelimit-reset`
 * (Mastodon, ISO date). Falls back to `fallbackSeconds` from now.
 */
export function retryAtFromHeaders(headers: Headers, now = new Date(), fallbackSeconds = 60): Date {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return new Date(now.getTime() + Math.max(0, seconds) * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return new Date(Math.max(date, now.getTime()));
  }
  for (const name of ["x-rate-limit-reset", "ratelimit-reset", "x-ratelimit-reset"]) {
    const value = headers.get(name);
    if (!value) continue;
    const number = Number(value);
    if (Number.isFinite(number)) {
      // Epoch seconds when it looks like one, otherwise seconds from now.
      const ms = number > 1_000_000_000 ? number * 1000 : now.getTime() + number * 1000;
      return new Date(Math.max(ms, now.getTime()));
    }
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return new Date(Math.max(date, now.getTime()));
  }
  return new Date(now.getTime() + fallbackSeconds * 1000);
}
