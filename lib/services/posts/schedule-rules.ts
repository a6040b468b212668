// When a post may be scheduled: one rule and one wording for every door (POST and PATCH /posts, the submit
// for approval, the dry run, the web app's actions, the MCP tools and the CSV import all reach it through
// the services). The API's words name the field; the web app's say what to do.
import { BadRequestError } from "../../errors";

/** The API's words for a time that is not in the future, sent or stored. */
export const PAST_TIME = "scheduledAt: must be in the future";
/** The same problem in the web app's words. */
export const SAY_PAST_TIME = "Pick a time in the future";

const MISSING_TIME = "scheduledAt: required when status is scheduled";

/** Whether `at` is still ahead (a time equal to now has passed: nothing could publish it on time). */
export function isFuture(at: Date | string): boolean {
  return new Date(at).getTime() > Date.now();
}

/** What is wrong with a create-shaped body's timing, or null. */
export function scheduleProblem(data: { status?: string; scheduledAt?: string }): string | null {
  if (data.scheduledAt && !isFuture(data.scheduledAt)) return PAST_TIME;
  if (data.status === "scheduled" && !data.scheduledAt) return MISSING_TIME;
  return null;
}

/** Throws 400 unless a time, when given, is in the future. */
export function requireFutureTime(at: Date | string | null | undefined): void {
  if (at !== null && at !== undefined && !isFuture(at)) throw new BadRequestError(PAST_TIME);
}

/** Throws 400 unless a post with this `status` and time may be stored: a scheduled post needs a future time. */
export function requireSchedulable(status: string, at: Date | null): void {
  if (status !== "scheduled") return;
  if (!at) throw new BadRequestError(MISSING_TIME);
  requireFutureTime(at);
}
