// One timer for the times rows a worker let go (until a retry or a poll time) fall due: it calls `onDue` at the
// earliest of them, then arms itself for the next (claiming-worker.ts), so such a row is looked at when it is due rather
// than at the next periodic sweep. Times within DUE_COALESCE_MS of one already set share its wake-up.

/** Rows falling due within this of one another are looked for by one sweep. */
const DUE_COALESCE_MS = 20;

export class DueTimer {
  /** Sorted. */
  private readonly times: number[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onDue: () => void) {}

  /** Calls onDue at `at` (ms since the epoch), or with a wake-up already set up to DUE_COALESCE_MS later. */
  at(at: number): void {
    if (!Number.isFinite(at)) return;
    const i = this.times.findIndex((t) => t >= at);
    if (i >= 0 && this.times[i] - at < DUE_COALESCE_MS) return;
    const index = i < 0 ? this.times.length : i;
    this.times.splice(index, 0, at);
    if (index === 0) this.arm();
  }

  /** Forgets every time set. */
  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.times.length = 0;
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.times.length === 0) return;
    this.timer = setTimeout(
      () => {
        const now = Date.now();
        while (this.times.length > 0 && this.times[0] <= now) this.times.shift();
        this.arm();
        this.onDue();
      },
      Math.max(0, this.times[0] - Date.now()),
    );
    this.timer.unref?.();
  }
}
