// When whatever reads the server's stdout or stderr goes away (a log collector or terminal that died, a parent
// process killed without its children), every write to them fails with EPIPE. Node reports the failure as an
// 'error' on process.stdout or process.stderr; with no listener it is an uncaught exception, which Next's
// handler prints to stderr, which fails the same way: an orphaned e2e server was found spinning a core at 80 %
// on that loop (2026-11-29). The JSON log already stops at EPIPE (lib/observability/log-destination.ts); this
// does the same for everything else printed: the server goes on serving, and what it would print is dropped.
const READER_GONE = new Set(["EPIPE", "ERR_STREAM_DESTROYED"]);

export function keepServingWithoutOutput(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (!READER_GONE.has(error.code ?? "")) throw error;
    });
  }
}
