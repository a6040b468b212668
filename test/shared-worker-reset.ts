// What test/shared-worker-setup.ts does before each file of the shared worker process (vitest.config.ts,
// project "shared"), so each file starts as it would in a fresh process, minus the cost of one: the
// repository's modules are evaluated anew (vi.resetModules: module-level state such as caches and counters
// starts empty), while the packages under node_modules stay loaded (what a fresh process spent most of a
// file's import time on, docs/development.md). What lives on the process instead of in a module goes back
// to how the process started: stubbed environment variables and globals, fake timers, the environment, and
// the app's singletons kept on globalThis (`__postlane…`: logger, metrics, rate limiters, SMTP transport …).
import { vi } from "vitest";

const KEPT = "__postlaneTestStartEnv";

export function startLikeAFreshProcess(): void {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const holder = globalThis as unknown as Record<string, unknown> & { [KEPT]?: NodeJS.ProcessEnv };
  // The first call in a process records its environment; every later one puts it back.
  holder[KEPT] ??= { ...process.env };
  const env = holder[KEPT];
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  for (const key of Object.keys(globalThis)) if (key.startsWith("__postlane") && key !== KEPT) delete holder[key];
  vi.resetModules();
}
