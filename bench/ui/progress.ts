// BENCH_DEBUG=1: one line per step of bench:ui (seeding, each page, each board), with the seconds since the
// bench started, so a run that stops moving shows where. Off by default: the tables are the output.
const started = Date.now();
const on = Boolean(process.env.BENCH_DEBUG);

export function step(message: string): void {
  if (on) console.error(`[bench:ui +${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

/** `promise`, or an error naming `what` after `ms`: a page.evaluate has no timeout of its own. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
