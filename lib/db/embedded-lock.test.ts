// The single-owner rule of the embedded database, across real processes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "../env";
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError, heldEmbeddedLock, readEmbeddedLock, releaseEmbeddedLock } from "./embedded-lock";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "postlane-lock-"));
const previousDataDir = process.env.POSTLANE_DATA_DIR;

beforeAll(() => {
  process.env.POSTLANE_DATA_DIR = dataDir;
  resetEnv();
});

afterAll(() => {
  releaseEmbeddedLock();
  process.env.POSTLANE_DATA_DIR = previousDataDir;
  resetEnv();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another process that takes the lock as the app on port 4555, then waits. */
async function startLockHolder() {
  const script = `
    import { acquireEmbeddedLock } from "./lib/db/embedded-lock.ts";
    acquireEmbeddedLock({ role: "app", port: 4555 });
    console.log("locked");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, POSTLANE_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe("embedded database lock", () => {
  it("refuses a second owner while the first process lives, naming it", async () => {
    const holder = await startLockHolder();
    try {
      expect(readEmbeddedLock()).toMatchObject({ pid: holder.pid, port: 4555, role: "app" });
      let error: unknown;
      try {
        acquireEmbeddedLock({ role: "cli" });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EmbeddedDatabaseBusyError);
      expect((error as Error).message).toContain(`in use by process ${holder.pid} (app on port 4555)`);
      expect(heldEmbeddedLock()).toBeNull();
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
  }, 60_000);

  it("takes over a lock whose process died without cleaning up, and releases it", () => {
    // The SIGKILLed holder above left its lock file behind.
    expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(true);
    expect(readEmbeddedLock()).toBeNull();

    const lock = acquireEmbeddedLock({ role: "cli" });
    expect(lock).toMatchObject({ pid: process.pid, role: "cli", port: null });
    expect(acquireEmbeddedLock({ role: "cli" })).toBe(lock);
    expect(fs.statSync(path.join(dataDir, "app.lock")).mode & 0o777).toBe(0o600);

    releaseEmbeddedLock();
    expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(false);
  });
});
