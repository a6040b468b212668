import { afterEach, describe, expect, it } from "vitest";
import { logLines } from "@/test/support/log-lines";
import { createLogger, replaceLogger, type Logger } from "./logger";
import { newRequestContext } from "./request-context";
import { writeRequestLine } from "./request-line";

let previous: Logger | undefined;
afterEach(() => {
  if (previous) replaceLogger(previous);
  previous = undefined;
});

function capture(level: string) {
  const { lines, stream } = logLines();
  const logger = createLogger(stream, level);
  previous = replaceLogger(logger);
  return { lines, logger };
}

const line = { method: "GET", route: "/functions/v1/api/posts/{id}", status: 200, latencyMs: 1.5 };
const caller = newRequestContext("r-1");

describe("the request line, written as text", () => {
  it("is the line pino writes: same fields in the same order, one JSON object per line", async () => {
    const { lines, logger } = capture("info");
    writeRequestLine({ ...caller, workspaceId: "w-1", keyId: "k-1" }, line);
    logger.info({ requestId: "r-1", workspaceId: "w-1", keyId: "k-1", method: "GET", route: line.route, status: 200, latencyMs: 1.5 }, "request");
    await expect.poll(() => lines.length).toBe(2);
    const [ours, pinos] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(Object.keys(ours)).toEqual(Object.keys(pinos));
    expect({ ...ours, time: undefined }).toEqual({ ...pinos, time: undefined });
    expect(ours).toMatchObject({ level: "info", service: "postlane", msg: "request", status: 200, latencyMs: 1.5 });
    expect(new Date(String(ours.time)).toISOString()).toBe(ours.time);
  });

  it("escapes its text fields, leaves out unknown callers, and logs a 5xx at error", async () => {
    const { lines } = capture("info");
    writeRequestLine({ ...caller, userId: "u-1" }, { ...line, route: 'odd "route"\n', status: 503 });
    await expect.poll(() => lines.length).toBe(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "error", route: 'odd "route"\n', userId: "u-1", status: 503 });
    expect(entry).not.toHaveProperty("workspaceId");
    expect(entry).not.toHaveProperty("keyId");
  });

  it("follows the logger's level: nothing at warn for a 2xx, the 5xx still; nothing at all when silent", async () => {
    const warn = capture("warn");
    writeRequestLine(caller, line);
    writeRequestLine(caller, { ...line, status: 500 });
    await expect.poll(() => warn.lines.length).toBe(1);
    expect(JSON.parse(warn.lines[0])).toMatchObject({ level: "error", status: 500 });

    // The captured stream takes a write at once, so a line written here would already be there.
    const silent = capture("silent");
    writeRequestLine(caller, { ...line, status: 500 });
    expect(silent.lines).toEqual([]);
    const info = capture("info");
    writeRequestLine(caller, line);
    expect(info.lines).toHaveLength(1);
  });
});
