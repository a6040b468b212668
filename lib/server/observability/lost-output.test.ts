// A server whose stdout and stderr readers went away keeps running instead of failing on (or looping over) the
// EPIPE of every write: a real child process, its pipes closed by the parent, printing on both.
import { fork } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CHILD = path.join(import.meta.dirname, "../../../test/server/lost-output-child.ts");

function runChild(guard: boolean): Promise<{ answer: string | null; code: number | null }> {
  const child = fork(CHILD, [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, LOST_OUTPUT_GUARD: guard ? "1" : "0" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let answer: string | null = null;
  child.on("message", (message) => {
    if (message === "ready") {
      // The reader goes away: both pipes closed from this end.
      child.stdout!.destroy();
      child.stderr!.destroy();
      child.send("print");
    } else answer = String(message);
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ answer, code })));
}

describe("output whose reader went away", () => {
  it("is dropped while the process goes on", { timeout: 30_000 }, async () => {
    expect(await runChild(true)).toEqual({ answer: "still serving", code: 0 });
  });

  it("without the guard, the first failed write ends the process (the control)", { timeout: 30_000 }, async () => {
    const { answer, code } = await runChild(false);
    expect(answer).toBeNull();
    expect(code).not.toBe(0);
  });
});
