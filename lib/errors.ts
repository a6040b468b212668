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
    super(message);
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
