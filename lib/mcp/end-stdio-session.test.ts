import { EventEmitter } from "node:events";
import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { endStdioSessionWhenClientLeaves } from "./end-stdio-session";

function session(close: () => Promise<void>, deadlineMs = 100) {
  const stdin = new PassThrough();
  const signals = new EventEmitter();
  const exits: number[] = [];
  const logs: string[] = [];
  endStdioSessionWhenClientLeaves({ close, deadlineMs, stdin, signals, exit: (code) => exits.push(code), log: (m) => logs.push(m) });
  stdin.resume(); // flowing, as the MCP transport's data listener makes it
  return { stdin, signals, exits, logs };
}

describe("endStdioSessionWhenClientLeaves", () => {
  it("closes the session once and exits 0 when stdin ends, whatever else arrives", async () => {
    const close = vi.fn(async () => {});
    const s = session(close);
    const ended = new Promise((resolve) => s.stdin.once("end", resolve));
    s.stdin.end();
    await ended;
    s.signals.emit("SIGTERM"); // npm passing a signal on as the client leaves: the ending in progress goes on
    await vi.waitFor(() => expect(s.exits).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
    expect(s.logs[0]).toMatch(/^\[postlane mcp\] the client closed stdin: session closed in \d+ ms$/);
  });

  it.each(["SIGTERM", "SIGINT"])("closes and exits on %s", async (signal) => {
    const close = vi.fn(async () => {});
    const s = session(close);
    s.signals.emit(signal);
    await vi.waitFor(() => expect(s.exits).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("exits at the deadline when closing hangs (a database that does not answer)", async () => {
    const s = session(() => new Promise<void>(() => {}), 50);
    s.signals.emit("SIGTERM");
    await vi.waitFor(() => expect(s.exits).toEqual([0]));
    expect(s.logs).toEqual(["[postlane mcp] SIGTERM: closing took over 50 ms, exiting anyway"]);
  });
});
