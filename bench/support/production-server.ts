// What the benches that drive `npm start` share: rebuilding only when the build is missing or stale, and
// waiting for the server to answer.
import { execFileSync, spawn } from "node:child_process";
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
