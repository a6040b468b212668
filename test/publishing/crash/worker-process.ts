// A publishing worker in a process of its own, for lib/publishing/crash-restart.test.ts: the app's worker
// (startPublishingWorker), its first comment retry worker (startCommentRetryWorker) and the app's SIGTERM/SIGINT
// handling (installGracefulShutdown, as `npm start` has it), on DATABASE_URL, publishing through the real
// adapters to the stand-in networks named in the environment (TELEGRAM_API_BASE_URL, DISCORD_API_BASE_URL,
// YOUTUBE_API_BASE_URL; Mastodon's instance URL is in each account).
//
// CRASH_WORKER_CONFIG (JSON) scopes it to one workspace and may pause rows at a fault point: `hang` never
// continues (the parent then kills the process there), `delayMs` continues after a while (a slow step). Every
// event is one JSON line on stdout. A node:http server stands in for the app's (GET /slow answers after 1 s), so
// tests can see that a request in progress is answered before the process exits.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { CommentRetryOutcome } from "@/lib/publishing/comment-retry";
import { startCommentRetryWorker } from "@/lib/publishing/comment-retry-worker";
import type { FaultPoint, StepOutcome } from "@/lib/publishing/step-types";
import { startPublishingWorker, type WorkerOptions } from "@/lib/publishing/worker";
import { installGracefulShutdown } from "@/lib/server/graceful-shutdown";

export interface CrashWorkerConfig {
  workspaceId: string;
  pauses?: Record<string, { point: FaultPoint; hang?: boolean; delayMs?: number }>;
  limits?: WorkerOptions["limits"];
  /** Pauses of the first comment's automatic retry (comment-retry-worker.ts), by row, like `pauses`. */
  commentPauses?: Record<string, { point: FaultPoint; hang?: boolean }>;
  /** The comment retry's arm window (default 5 min): short, so a test sees a dead try taken over. */
  commentStaleArmMs?: number;
}

export type CrashWorkerEvent =
  | { event: "ready"; instance: string; port: number }
  | { event: "paused"; postId: string; point: FaultPoint }
  | { event: "outcome"; postId: string; outcome: StepOutcome }
  | { event: "comment-outcome"; postId: string; outcome: CommentRetryOutcome }
  | { event: "log"; message: string };

const config = JSON.parse(process.env.CRASH_WORKER_CONFIG ?? "{}") as CrashWorkerConfig;
const emit = (event: CrashWorkerEvent) => process.stdout.write(`${JSON.stringify(event)}\n`);

const worker = startPublishingWorker({
  workspaceIds: [config.workspaceId],
  sweepIntervalMs: 200,
  limits: config.limits,
  onOutcome: (postId, outcome) => emit({ event: "outcome", postId, outcome }),
  onError: (error) => emit({ event: "log", message: `error: ${(error as Error).message}` }),
  deps: {
    faults: async (point, postId) => {
      const pause = config.pauses?.[postId];
      if (!pause || pause.point !== point) return;
      emit({ event: "paused", postId, point });
      await new Promise((resolve) => {
        if (!pause.hang) setTimeout(resolve, pause.delayMs ?? 0);
      });
    },
  },
});
startCommentRetryWorker({
  workspaceIds: [config.workspaceId],
  sweepIntervalMs: 200,
  onOutcome: (postId, outcome) => emit({ event: "comment-outcome", postId, outcome }),
  deps: {
    ...(config.commentStaleArmMs ? { staleArmMs: config.commentStaleArmMs } : {}),
    faults: async (point, postId) => {
      const pause = config.commentPauses?.[postId];
      if (!pause || pause.point !== point) return;
      emit({ event: "paused", postId, point });
      if (pause.hang) await new Promise(() => {});
    },
  },
});
const server = http.createServer((req, res) => {
  setTimeout(() => res.end("answered"), req.url === "/slow" ? 1_000 : 0);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
installGracefulShutdown({
  drainRequests: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  log: (message) => emit({ event: "log", message }),
});
emit({ event: "ready", instance: worker.id, port: (server.address() as AddressInfo).port });
