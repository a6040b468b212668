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
  /** SIGTERM to the whole group, SIGKILL after a grace period; resolves when the process has exited. */
  stop(): Promise<void>;
}

const READY = (port: number) => `[postlane] development server on http://localhost:${port}`;

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
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* the group is already gone */
    }
  };
  signal("SIGTERM");
  // The dev server drains and closes the embedded database within the shutdown deadline (10 s by default).
  const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20_000))]);
  if (!stopped) {
    signal("SIGKILL");
    await exited;
  }
}
