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
  log?: (message: string) => void;
}

export function installGracefulShutdown({ drainRequests, log = (message) => logger().info({ event: "shutdown" }, message) }: ShutdownOptions = {}): void {
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
      await disconnectDb().catch(() => undefined);
      process.exit(0);
    })();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
