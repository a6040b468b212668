// Where the process's JSON log lines go under `npm start`: stdout, in one write per turn of the event loop.
// Under load many requests end in the same turn, and one write system call for all their lines costs far less
// than one each (a write per line, synchronous or queued to the thread pool, was most of what logging cost:
// issue 34); when idle a line still goes out in the turn it was logged. What is pending when the process exits
// is written then.
import fs from "node:fs";

/** Waits `ms` without spinning (stdout is a full non-blocking pipe: EAGAIN). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function writeAll(fd: number, text: string): boolean {
  let bytes = Buffer.from(text, "utf8");
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(fs.writeSync(fd, bytes));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") pause(1);
      // The reader went away (a closed pipe): nothing can be logged any more.
      else if (code === "EPIPE") return false;
      else throw error;
    }
  }
  return true;
}

/** Every destination's flush, run by one exit listener (a logger made again, as tests do, adds none). */
const flushAtExit = new Set<() => void>();
let exitListening = false;

/** A pino destination that batches lines per event-loop turn onto file descriptor `fd`. */
export function batchedDestination(fd = 1): { write(line: string): void } {
  let pending: string[] = [];
  let scheduled = false;
  let open = true;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0 || !open) return;
    const text = pending.length === 1 ? pending[0] : pending.join("");
    pending = [];
    open = writeAll(fd, text);
  };
  flushAtExit.add(flush);
  if (!exitListening) {
    exitListening = true;
    process.on("exit", () => flushAtExit.forEach((pendingFlush) => pendingFlush()));
  }
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
