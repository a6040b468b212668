// The one error model. Services throw AppError subclasses; the API wrapper, server actions and the CLI
// turn them into `{ error, code }` bodies with the status here. Messages are for people: they name the field
// and the rule, and never carry stack traces or another workspace's ids. Codes (lib/error-codes.ts) are for
// programs: decide by the code, never by the message.
import { z } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/database-unavailable";
import { codeForStatus, type ErrorCode } from "./error-codes";
import { inputProblem } from "./input-safety";
import { formatIssuePath } from "./issue-path";

export type { ErrorCode };

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The stable code of lib/error-codes.ts; by default the one of the status. */
    readonly code: ErrorCode = codeForStatus(status),
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

/**
 * A 400 about one input field: `field` (its path, which the message starts with) and `detail` (the rest), so a
 * form shows it under that field by the field's name, never by reading the message.
 */
export class FieldError extends BadRequestError {
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
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
    super(403, message, { "WWW-Authenticate": `Bearer realm="postlane", error="insufficient_scope", scope="${scope}"` }, "insufficient_scope");
  }
}

/** 403 for a role that must submit posts for approval instead of scheduling or publishing them. */
export class ApprovalRequiredError extends AppError {
  constructor(message: string) {
    super(403, message, {}, "approval_required");
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

/** The Idempotency-Key is in use: 409 while the first request runs, 422 when it came with another body. */
export class IdempotencyConflictError extends AppError {
  constructor(status: 409 | 422, message: string) {
    super(status, message, {}, "idempotency_conflict");
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
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
  const problem = zodFieldProblem(error);
  return problem && error.issues.length === 1 ? new FieldError(problem.field, problem.detail) : new BadRequestError(formatZodError(error));
}

/** The first problem's field and words, when it names a field (an unknown field names none): for forms. */
export function zodFieldProblem(error: z.ZodError): { field: string; detail: string } | null {
  const [issue] = error.issues;
  const where = issue ? formatIssuePath(issue.path) : "";
  return issue && where && issue.code !== "unrecognized_keys" ? { field: where, detail: issue.message } : null;
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
