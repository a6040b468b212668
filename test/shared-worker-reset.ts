// What test/shared-worker-setup.ts does before each file of the shared worker process (vitest.config.ts,
// project "shared"), so each file starts as it would in a fresh process, minus the cost of one: the
// repository's modules are evaluated anew (vi.resetModules: module-level state such as caches and counters
// starts empty), while the packages under node_modules stay loaded (what a fresh process spent most of a
// file's import time on, docs/development.md). What lives on the process instead of in a module goes back
// to how the process started: spies, stubbed environment variables and globals, fake timers, the environment, and
// the app's singletons kept on globalThis (`__postlane…`: logger, metrics, rate limiters, SMTP transport …).
import { vi } from "vitest";

const KEPT = "__postlaneTestStartEnv";
const REAL_ENV = "__postlaneTestRealEnv";
// The embedded database in memory is the process's, like the PostgreSQL test database is the run's: the files
// of the shared-db project use it one after another, as they share the one PostgreSQL database on the other
// engine (each file's rows are its own: ids and names are unique). Opening a new one from the migrated dump
// cost each file ~2 s of CPU (test/use-database.ts).
const KEPT_SINGLETONS = new Set([KEPT, REAL_ENV, "__postlaneMemoryDb"]);

export function startLikeAFreshProcess(): void {
  // Spies on what stays loaded (console, node's modules, packages) would otherwise outlive their file.
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const holder = globalThis as unknown as Record<string, unknown> & { [KEPT]?: NodeJS.ProcessEnv; [REAL_ENV]?: NodeJS.ProcessEnv };
  // The first call in a process records its environment; every later one puts it back. A file that replaced
  // process.env with a copy (`process.env = saved`) detached it from the process's real environment, which
  // node itself reads (os.tmpdir() reads TMPDIR there, a Bluesky test network sets it): the real one comes back.
  holder[REAL_ENV] ??= process.env;
  process.env = holder[REAL_ENV];
  holder[KEPT] ??= { ...process.env };
  const env = holder[KEPT];
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  for (const key of Object.keys(globalThis)) if (key.startsWith("__postlane") && !KEPT_SINGLETONS.has(key)) delete holder[key];
  vi.resetModules();
}
