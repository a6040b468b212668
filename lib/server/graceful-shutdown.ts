// SIGTERM / SIGINT end the process gracefully: stop taking work, let publishing calls in progress finish
// within POSTLANE_SHUTDOWN_DEADLINE_SECONDS, hand unfinished rows back to the other instances (or the next
// start), then close the database (the embedded one flushes to disk) and exit. A stop that overruns the deadline
// by 5 s exits at once: what is left is then taken over through the instance heartbeat.
import { disconnectDb } from "../db";
import { env } from "../env";
import { onServerStop } from "./on-server-start";
import { logger } from "../observability/logger";

export interface ShutdownOptions {
  /**
   * Stops taking requests and resolves when those in progress are answered (node:http's server.close), so an
   * API request or an Inngest step in progress ends before the database closes; waited for up to the deadline,
   * alongside the workers' stop.
   */
  drainRequests?: () => Promise<void>;
  /**
   * Runs after the requests are drained and the workers stopped, before the database closes: the development
   * server closes Next here (its Turbopack project writes its dev cache and releases .next/dev/lock). Not
   * bounded by the deadline, only by `closeAppTimeoutMs`, since cutting it short is what leaves a torn cache.
   */
  closeApp?: () => Promise<void>;
  /** Bound on closeApp (default 60 s, as `next dev` waits for its own clean-up without a bound). */
  closeAppTimeoutMs?: number;
  log?: (message: string) => void;
}

export function installGracefulShutdown({
  drainRequests,
  closeApp,
  closeAppTimeoutMs = 60_000,
  log = (message) => logger().info({ event: "shutdown" }, message),
}: ShutdownOptions = {}): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A signal often arrives more than once (Ctrl+C reaches the whole process group, and npm, tsx and
    // scripts/serve.ts each pass it on): the stop in progress goes on, bounded by its deadline.
    if (stopping) return;
    stopping = true;
    const deadlineMs = env().POSTLANE_SHUTDOWN_DEADLINE_SECONDS * 1000;
    log(`[postlane] ${signal}: stopping (publishing calls in progress get up to ${deadlineMs / 1000} s)`);
    const overrun = setTimeout(() => {
      log("[postlane] shutdown overran its deadline: exiting");
      process.exit(1);
    }, deadlineMs + 5_000);
    overrun.unref();
    let deadline: NodeJS.Timeout | undefined;
    const drained = Promise.race([
      (drainRequests?.() ?? Promise.resolve()).catch((error: unknown) => log(`[postlane] closing the server failed: ${(error as Error).message}`)),
      new Promise<void>((resolve) => (deadline = setTimeout(resolve, deadlineMs))),
    ]).finally(() => clearTimeout(deadline));
    void (async () => {
      try {
        const [report] = await Promise.all([onServerStop({ deadlineMs }), drained]);
        if (report) {
          log(
            `[postlane] publishing stopped: ${report.settled} attempts ended (finished or handed back), ${report.released} released at the deadline, ${report.leftArmed} left for takeover`,
          );
        }
      } catch (error) {
        log(`[postlane] stopping the workers failed: ${(error as Error).message}`);
      }
      if (closeApp) {
        clearTimeout(overrun);
        await boundedClose(closeApp, closeAppTimeoutMs, log);
      }
      await disconnectDb().catch(() => undefined);
      process.exit(0);
    })();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

async function boundedClose(closeApp: () => Promise<void>, timeoutMs: number, log: (message: string) => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
  try {
    const outcome = await Promise.race([closeApp().then(() => "closed" as const), timedOut]);
    if (outcome === "timeout") log(`[postlane] closing Next took over ${timeoutMs / 1000} s: exiting without it`);
  } catch (error) {
    log(`[postlane] closing Next failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
