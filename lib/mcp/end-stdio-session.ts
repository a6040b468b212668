// `npm run mcp` belongs to the assistant that started it: when that client goes away (it closes our stdin)
// or the process is told to stop (SIGTERM, SIGINT), the session ends at once. Without this the process
// stays alive orphaned, holding its database connections, because an open pool keeps Node's loop running.
// The ending is bounded: whatever `close` has not finished within `deadlineMs` is abandoned and the process
// exits anyway, so a client waiting for the exit (the SDK waits 2 s before SIGTERM) never has to kill it.

/** Under a second (issue 35), well inside the 2 s an MCP client gives a stdio server to exit after closing its stdin. */
export const STDIO_END_DEADLINE_MS = 900;

export interface StdioSessionEnd {
  /** Closes what the session holds: the transport, the database pool. */
  close: () => Promise<void>;
  deadlineMs?: number;
  log?: (message: string) => void;
  exit?: (code: number) => void;
  stdin?: NodeJS.ReadableStream;
  /** Where SIGTERM and SIGINT arrive (the process; an emitter in tests). */
  signals?: NodeJS.EventEmitter;
}

export function endStdioSessionWhenClientLeaves({
  close,
  deadlineMs = STDIO_END_DEADLINE_MS,
  log = (message) => process.stderr.write(`${message}\n`),
  exit = (code) => process.exit(code),
  stdin = process.stdin,
  signals = process,
}: StdioSessionEnd): void {
  let ending = false;
  const end = (reason: string) => {
    // stdin's end and close, and a signal repeated by npm and tsx, may all arrive: one ending is enough.
    if (ending) return;
    ending = true;
    const started = performance.now();
    const overrun = setTimeout(() => {
      log(`[postlane mcp] ${reason}: closing took over ${deadlineMs} ms, exiting anyway`);
      exit(0);
    }, deadlineMs);
    overrun.unref();
    close()
      .then(() => log(`[postlane mcp] ${reason}: session closed in ${Math.round(performance.now() - started)} ms`))
      .catch((error: unknown) => log(`[postlane mcp] ${reason}: closing failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        clearTimeout(overrun);
        exit(0);
      });
  };
  stdin.once("end", () => end("the client closed stdin"));
  stdin.once("close", () => end("the client closed stdin"));
  signals.once("SIGTERM", () => end("SIGTERM"));
  signals.once("SIGINT", () => end("SIGINT"));
}
