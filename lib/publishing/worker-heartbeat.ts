// A worker instance's heartbeat (instances.ts): it registers the instance on its first beat and renews it every
// heartbeatIntervalMs, one beat at a time. While beats are late by half of deadAfterMs the worker treats itself
// as cut off (`fresh` is false): other instances may soon think it dead and take its claims over.
import { heartbeat, registerInstance, type InstanceTiming } from "./instances";

export class WorkerHeartbeat {
  private timer: NodeJS.Timeout | undefined;
  /** When the heartbeat last reached the database (0: not registered yet). */
  private lastBeatAt = 0;
  /** The beat in flight, if any. */
  private beating: Promise<void> | undefined;

  constructor(
    private readonly id: string,
    private readonly timing: InstanceTiming,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Beats now and every heartbeatIntervalMs. A failed beat (the database not up yet …) is reported and retried
   * by the next one.
   */
  start(): void {
    void this.beat().catch(this.onError);
    this.timer = setInterval(() => void this.beat().catch(this.onError), this.timing.heartbeatIntervalMs);
    this.timer.unref?.();
  }

  /** Whether the periodic beats run (from start until stop). */
  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Registers the instance (first time) or renews its heartbeat; joins the beat in flight, if any. */
  beat(): Promise<void> {
    this.beating ??= (this.lastBeatAt === 0 ? registerInstance(this.id) : heartbeat(this.id))
      .then(() => {
        this.lastBeatAt = Date.now();
      })
      .finally(() => (this.beating = undefined));
    return this.beating;
  }

  /** Whether the last beat is recent enough for the instance to count as live. */
  get fresh(): boolean {
    return Date.now() - this.lastBeatAt < this.timing.deadAfterMs / 2;
  }

  /** No more periodic beats. */
  stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Stops the periodic beats and waits for the one in flight, if any (its failure is not reported). */
  async stop(): Promise<void> {
    this.stopTimer();
    await this.beating?.catch(() => undefined);
  }
}
