// Runs one network's calls with bounded concurrency and a minimum spacing between call starts, so an hourly
// refresh spreads its requests instead of bursting them at a network. `stop()` ends the queue early (a rate
// limit): the items whose call never started are returned.
export interface QueueLimits {
  concurrency: number;
  minIntervalMs: number;
}

export async function runSpaced<T>(items: T[], limits: QueueLimits, work: (item: T, stop: () => void) => Promise<void>): Promise<T[]> {
  const started = new Array<boolean>(items.length).fill(false);
  let next = 0;
  let stopped = false;
  let nextStartAt = 0;
  const stop = () => {
    stopped = true;
  };
  async function worker(): Promise<void> {
    while (!stopped && next < items.length) {
      // Wait for the next free start slot, then claim it synchronously (no other worker can run in between),
      // so actual call starts are at least minIntervalMs apart even when timers fire late.
      for (let wait = nextStartAt - Date.now(); wait > 0; wait = nextStartAt - Date.now()) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        if (stopped) return;
      }
      if (next >= items.length) return;
      nextStartAt = Date.now() + limits.minIntervalMs;
      const index = next++;
      started[index] = true;
      await work(items[index], stop);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, items.length)) }, worker));
  return items.filter((_, index) => !started[index]);
}
