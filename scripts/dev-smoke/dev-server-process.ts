// `npm run dev` exactly as a newcomer starts it, as a child process of the smoke test: its own process group
// (so stopping it stops tsx, the dev server and Turbopack's workers), its output kept whole for the log
// checks and mirrored to a file for whoever reads a failure.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

export interface DevServer {
  readonly port: number;
  readonly baseUrl: string;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  log(): string;
  /**
   * Ctrl+C as a person presses it (SIGINT to the whole group), SIGKILL after a grace period; resolves when every
   * process of the group is gone, not only npm: npm returns as soon as its shell does, while the dev server may
   * still be closing Next (and writing Turbopack's cache), and a start before that would race it.
   */
  stop(): Promise<void>;
}

// The ready line, whatever the log format (pino-pretty under npm run dev: "INFO …: development server on …").
const READY = (port: number) => `development server on http://localhost:${port}`;

export async function startDevServer(options: { port: number; dataDir: string; logFile: string; readyTimeoutMs?: number }): Promise<DevServer> {
  const { port, dataDir, logFile } = options;
  const out = fs.createWriteStream(logFile);
  let text = "";
  const child = spawn("npm", ["run", "dev"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // What a person's shell has, plus the two things the smoke test varies. No APP_URL: a newcomer sets none.
    env: { ...process.env, PORT: String(port), POSTLANE_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    // A worker of the stopped server can still print after the file is closed.
    if (!out.writableEnded) out.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const server: DevServer = {
    port,
    baseUrl: `http://localhost:${port}`,
    log: () => text,
    stop: () => stopGroup(child, exited).finally(() => out.end()),
  };
  try {
    await waitForReady(child, () => text, READY(port), options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForReady(child: ChildProcess, log: () => string, line: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!log().includes(line)) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode} before it was ready:\n${log().slice(-2000)}`);
    if (Date.now() > until) throw new Error(`npm run dev did not print "${line}" within ${timeoutMs / 1000} s:\n${log().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if ((child.exitCode !== null || child.signalCode !== null) && (await groupGone(child.pid!, 0))) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* the group is already gone */
    }
  };
  signal("SIGINT");
  // The dev server drains, closes Next and the embedded database within its bounds (10 s, then up to 60 s for Next).
  await Promise.race([exited, new Promise((r) => setTimeout(r, 90_000))]);
  if (!(await groupGone(child.pid!, 10_000))) {
    signal("SIGKILL");
    await groupGone(child.pid!, 10_000);
  }
}

async function groupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return true; // ESRCH: no process of the group is left
    }
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}
