// What a server action returns to a form: the data, or a message a person can act on. Expected failures
// (AppError other than a 500: validation, permission, not found, a network that could not be reached, the
// database gone for a moment) become `{ ok: false, error }`; Next's own control flow (redirect to sign-in, not-found) is rethrown;
// anything else is logged and reported generically.
import { unstable_rethrow } from "next/navigation";
import { toAppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string };

export async function runAction<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    unstable_rethrow(error);
    const known = toAppError(error);
    if (known && known.status !== 500) return { ok: false, error: known.message };
    logger().error({ err: error }, "server action failed");
    return { ok: false, error: "Something went wrong on our side. Please try again." };
  }
}
