// Group commit for the statements every published row makes (its arm, a retry, its final status, the
// failed-sibling read of notify-outcome.ts). A statement's fixed cost (a round trip, parse and plan, the
// driver's work on this process's CPU) is a good part of a row's, on PostgreSQL as on the embedded database:
// calls that arrive while a statement of the same kind is running, or in the same turn of the event loop, are
// served together by the next one. No call waits for a timer, only for a statement in progress.
//
// How many statements of a kind may run at once: one on the embedded database (PGlite runs one statement at a
// time anyway); a few on PostgreSQL, whose pool serves several at once, so a call waits only when that many
// are already out: rows then share statements when statements are slow (a loaded machine, where each one
// costs most) and wait for none when they are fast.
//
// Each call keeps its own answer (runMany returns one per item, in order). If a shared statement fails, every
// item is run again alone, so one bad item cannot fail the others.
import { isEmbeddedDatabase } from "../env";

const POSTGRES_STATEMENTS_AT_ONCE = 3;

/** Turns a statement for many items into a function for one item whose calls share statements. */
export function groupCommit<T, R>(runMany: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let waiting: { item: T; done: (answer: R) => void; failed: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;

  const schedule = (): void => {
    if (running >= (isEmbeddedDatabase() ? 1 : POSTGRES_STATEMENTS_AT_ONCE) || scheduled || waiting.length === 0) return;
    scheduled = true;
    // After the event loop's current turn: calls made in the same turn share the statement.
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  const flush = async (): Promise<void> => {
    running += 1;
    const batch = waiting;
    waiting = [];
    try {
      const answers = await runMany(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.done(answers[i]));
    } catch (error) {
      if (batch.length === 1) batch[0].failed(error);
      else
        for (const entry of batch) {
          await runMany([entry.item]).then(
            ([answer]) => entry.done(answer),
            (alone) => entry.failed(alone),
          );
        }
    } finally {
      running -= 1;
      schedule();
    }
  };

  return (item) =>
    new Promise<R>((done, failed) => {
      waiting.push({ item, done, failed });
      schedule();
    });
}
