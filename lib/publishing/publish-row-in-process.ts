// The in-process worker's driver: one attempt of a row in one go, the same steps as the Inngest function runs
// (publish-row.ts), in order, with the claimed row kept in an AttemptSession between them. Short poll waits
// are slept in place; longer ones, and a worker that is stopping, give the row back (deferRow) for a later
// sweep of any instance to continue.
import { releaseClaim } from "./guarded-writes";
import { pollRow, prepareRow, publishNext, startRow } from "./publish-row";
import type { AttemptSession, PublishDeps, StepOutcome } from "./step-types";

/** The engine is waiting for a poll: let go of the row until then, without counting a failed attempt. */
async function deferRow(postId: string, owner: string, untilMs: number, session?: AttemptSession): Promise<void> {
  // A claim lost meanwhile leaves nothing to give back.
  await releaseClaim(postId, owner, { at: new Date(Date.now() + untilMs), state: session?.rc?.state, waiting: true });
}

/**
 * The whole row in one go, as the in-process worker runs it: the same steps in order. Short poll waits are
 * slept in place; longer ones give the row back (deferRow) and a later sweep continues it.
 */
export async function publishRowInProcess(
  postId: string,
  owner: string,
  deps: PublishDeps & { inlineWaitMs: number },
  claimed?: AttemptSession["claimed"],
  /** When the claim was taken (it set the lease): a row claimed ahead may start a little later. */
  claimedAt?: number,
  /** The attempt's network calls are over; only its outcome's write is left (AttemptSession.callsOver). */
  callsOver?: () => void,
): Promise<StepOutcome> {
  const session: AttemptSession = { claimed, savedAt: claimedAt, callsOver };
  // A stopping worker lets the call in progress finish, then gives the row back (as a poll wait does, so the
  // next claim continues this attempt) instead of starting its next step; any instance picks it up at once.
  const handBack = async (): Promise<StepOutcome> => {
    await deferRow(postId, owner, 0, session);
    return { kind: "skipped", reason: "the worker is stopping; the row was handed back" };
  };
  const stopping = () => deps.stopRequested?.() === true;
  let outcome = await startRow(postId, owner, deps, { countAttempt: false }, session);
  if (outcome.kind !== "continue") return outcome;
  if (stopping()) return handBack();
  outcome = await prepareRow(postId, owner, deps, session);
  if (outcome.kind !== "continue") return outcome;
  for (;;) {
    if (stopping()) return handBack();
    outcome = await pollRow(postId, owner, deps, session);
    if (outcome.kind === "wait") {
      if (outcome.checkAfterMs <= deps.inlineWaitMs && !stopping()) {
        await new Promise((resolve) => setTimeout(resolve, outcome.kind === "wait" ? outcome.checkAfterMs : 0));
        continue;
      }
      await deferRow(postId, owner, outcome.checkAfterMs, session);
      return outcome;
    }
    if (outcome.kind !== "continue") return outcome;
    break;
  }
  for (;;) {
    if (stopping()) return handBack();
    outcome = await publishNext(postId, owner, deps, session);
    if (outcome.kind !== "continue") return outcome;
  }
}
