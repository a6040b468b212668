// What a server action returns to a form: the data, or a message a person can act on. Expected failures
// (AppError other than a 500: validation, permission, not found, a network that could not be reached, the
// database gone for a moment) become `{ ok: false, error }`; Next's own control flow (redirect to sign-in, not-found) is rethrown;
// anything else is logged and reported generically.
import { unstable_rethrow } from "next/navigation";
import { FieldError, toAppError, type ErrorCode } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";

/**
 * `code` (lib/error-codes.ts) is what a component decides by; `error` is only shown. A problem with one input
 * field also names it: `field` and `detail` (the message without the field), so a form puts it under that field.
 */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; code?: ErrorCode; field?: string; detail?: string };

export async function runAction<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    unstable_rethrow(error);
    const known = toAppError(error);
    if (known && known.status !== 500)
      return { ok: false, error: known.message, code: known.code, ...(known instanceof FieldError ? { field: known.field, detail: known.detail } : {}) };
    logger().error({ err: error }, "server action failed");
    return { ok: false, error: "Something went wrong on our side. Please try again.", code: "internal_error" };
  }
}
