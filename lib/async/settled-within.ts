// Waits until every promise has settled, or until `ms` has passed, whichever comes first (Infinity: no limit;
// setTimeout would take it for 1 ms). Never rejects; the promises go on either way.
export async function settledWithin(promises: Promise<unknown>[], ms: number): Promise<void> {
  const all = Promise.allSettled(promises);
  if (!Number.isFinite(ms)) {
    await all;
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  await Promise.race([all, deadline]).finally(() => clearTimeout(timer));
}
