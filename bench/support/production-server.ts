// What the benches that drive `npm start` share: rebuilding only when the build is missing or stale, starting
// the server (under --cpu-prof on request) and waiting for it to answer.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

/** The production build is missing or older than a source file it is built from. */
function buildIsStale(): boolean {
  if (!fs.existsSync(".next/BUILD_ID")) return true;
  const built = fs.statSync(".next/BUILD_ID").mtimeMs;
  const newer = (path: string): boolean => {
    const stat = fs.statSync(path);
    if (stat.isDirectory()) return fs.readdirSync(path).some((entry) => newer(`${path}/${entry}`));
    return stat.mtimeMs > built && !path.endsWith(".test.ts"); // tests are not part of the build
  };
  return ["app", "lib", "components", "inngest", "generated", "next.config.ts", "package-lock.json"].some((path) => fs.existsSync(path) && newer(path));
}

/** Runs `npm run build` when the build would not measure the current sources. */
export function buildIfStale(): void {
  if (buildIsStale()) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

/**
 * The same in the background, its output to `logPath` (a bench seeds its data meanwhile); resolves when the
 * build is done.
 */
export function buildIfStaleInBackground(logPath: string): Promise<void> {
  if (!buildIsStale()) return Promise.resolve();
  const log = fs.openSync(logPath, "w");
  return new Promise((resolve, reject) => {
    const build = spawn("npm", ["run", "build"], { stdio: ["ignore", log, log] });
    build.on("error", reject);
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}; see ${logPath}`))));
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the production server in its own process group (so its CPU time can be read and it can be stopped
 * whole). With BENCH_APP_CPU_PROFILE=dir it runs what `npm start` runs after migrating, under --cpu-prof, which
 * writes a .cpuprofile there when it exits (Node refuses --cpu-prof in NODE_OPTIONS); BENCH_APP_LOG shows its
 * output.
 */
export function startProductionServer(env: Record<string, string>): { app: ChildProcess; profileDir: string | undefined } {
  const profileDir = process.env.BENCH_APP_CPU_PROFILE;
  const [command, args] = profileDir
    ? [process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--import", "tsx", "scripts/production-server.ts"]]
    : ["npm", ["start"]];
  const app = spawn(command, args, {
    detached: true,
    stdio: process.env.BENCH_APP_LOG ? "inherit" : "ignore",
    env: { ...process.env, ...env, NODE_ENV: "production" },
  });
  return { app, profileDir };
}
