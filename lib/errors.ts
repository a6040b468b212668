// The one error model. Services throw AppError subclasses; the API wrapper, server actions and the CLI
// turn them into `{ error }` bodies with the status here. Messages are for people: they name the field and
// the rule, and never carry stack traces or another workspace's ids.
import { z } from "zod";
import { inputProblem } from "./input-safety";
import { formatIssuePath } from "./issue-path";

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    // A 4xx is the caller's doing, answered in words: its stack is never shown or logged, and capturing one
    // was 3 % of the server's CPU answering invalid keys (issue 34's profile). A 5xx keeps its stack.
    const stackDepth = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackDepth;
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Missing or invalid API key") {
    super(401, message, { "WWW-Authenticate": 'Bearer realm="postlane"' });
  }
}

/**
 * A bearer token that was sent but cannot be used (unknown, revoked, expired, its creator gone, issued for the
 * other door): RFC 6750 section 3.1's invalid_token, so an OAuth client knows to authorize again.
 */
export class InvalidTokenError extends AppError {
  constructor(message: string, extraChallenge = "") {
    super(401, message, { "WWW-Authenticate": `Bearer realm="postlane", error="invalid_token"${extraChallenge}` });
  }
}

export class QuotaExceededError extends AppError {
  constructor(message: string, headers: Record<string, string> = {}) {
    super(402, message, headers);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

/** A token without the scope a request needs: RFC 6750's insufficient_scope, naming the scope to ask for. */
export class InsufficientScopeError extends AppError {
  constructor(message: string, scope: string) {
    super(403, message, { "WWW-Authenticate": `Bearer realm="postlane", error="insufficient_scope", scope="${scope}"` });
  }
}

export class NotFoundError extends AppError {
  constructor(what = "Resource") {
    super(404, `${what} not found`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, { "Retry-After": String(retryAfterSeconds) });
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, headers: Record<string, string>) {
    super(429, message, headers);
  }
}

/** One readable line per problem: `scheduledAt: must be in the future; caption: expected string`. */
export function formatZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = formatIssuePath(issue.path);
      if (issue.code === "unrecognized_keys") {
        const keys = issue.keys.map((k) => (where ? `${where}.${k}` : k)).join(", ");
        return `unknown field${issue.keys.length > 1 ? "s" : ""}: ${keys}`;
      }
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

export function validationError(error: z.ZodError): BadRequestError {
  return new BadRequestError(formatZodError(error));
}

/**
 * Parses with a zod schema, turning failure into a 400 that names the fields. The input limits every
 * request meets (no NUL character, bounded nesting: lib/input-safety.ts) are checked first, so the UI's
 * server actions and the CLI get the same 400 as the API.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unsafe = inputProblem(value);
  if (unsafe) throw new BadRequestError(unsafe);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * SQLSTATEs that say the connection, not the request, failed: class 08 (connection exception), 57P01-57P03
 * (the server shut the session down: pg_terminate_backend, a restart, a crash), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** The driver adapter's names for the same conditions (@prisma/adapter-pg), and Node's socket errors. */
const UNAVAILABLE_KINDS = new Set(["ConnectionClosed", "DatabaseNotReachable", "SocketTimeout", "TooManyConnections"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** Prisma's own codes: cannot reach the server, timed out, server closed the connection, pool timeout. */
const PRISMA_UNAVAILABLE = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** node-postgres says these without a code when the socket drops or the pool cannot connect in time. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** How long a client should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether `error` (or what it wraps) means the database connection failed, so the request may simply be retried. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const e = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      name?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
      cause?: unknown;
    };
    if (typeof e.code === "string" && (UNAVAILABLE_SQLSTATE.test(e.code) || SOCKET_CODES.has(e.code) || PRISMA_UNAVAILABLE.has(e.code))) return true;
    if (typeof e.kind === "string" && UNAVAILABLE_KINDS.has(e.kind)) return true;
    if (
      e.kind === "postgres" &&
      typeof (e as { originalCode?: unknown }).originalCode === "string" &&
      UNAVAILABLE_SQLSTATE.test((e as { originalCode: string }).originalCode)
    )
      return true;
    if (e.name === "PrismaClientInitializationError") return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    current = e.meta?.driverAdapterError?.cause ?? e.cause;
  }
  return false;
}

/**
 * Any thrown value as an AppError when it has a status people can act on: AppErrors as they are, a lost
 * database connection as a 503 with Retry-After (the request did nothing durable: its transaction died
 * with the connection). Undefined for the rest, which the caller reports as a 500.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new ServiceUnavailableError(`The database is unavailable right now; retry in ${DATABASE_RETRY_AFTER_SECONDS} s`, DATABASE_RETRY_AFTER_SECONDS);
  }
  return undefined;
}
