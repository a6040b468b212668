// npm run dev / npm start: on the embedded database, apply migrations first (holding the database lock
// only for that), then run `next dev` or the production server, which opens the database itself.
import { spawn } from "node:child_process";
import { readEmbeddedLock } from "../lib/db/embedded-lock";
import { migrateDatabase } from "../lib/db/migrate-database";
import { env, isEmbeddedDatabase } from "../lib/env";
import { logger } from "../lib/observability/logger";

async function main(): Promise<void> {
  const mode = process.argv[2] === "start" ? "start" : "dev";
  // Pretty log lines for a person at a terminal under `npm run dev`, JSON for collectors under `npm start`
  // (read by lib/env.ts, here and in the server this starts).
  process.env.LOG_FORMAT ||= mode === "dev" ? "pretty" : "json";
  const port = String(env().PORT);
  if (isEmbeddedDatabase()) {
    const running = readEmbeddedLock();
    if (running) {
      logger().fatal(
        { pid: running.pid, port: running.port },
        `Postlane is already running on the embedded database (pid ${running.pid}, port ${running.port ?? "none"}).`,
      );
      process.exit(1);
    }
    const applied = await migrateDatabase();
    logger().info(
      { applied },
      `embedded database ready in ${env().POSTLANE_DATA_DIR}/pglite (${applied.length ? `applied ${applied.join(", ")}` : "up to date"})`,
    );
  }
  // Development runs Next in development mode (hot reload for everything) inside our node:http server
  // (scripts/dev-server.ts); production runs our server, which answers the public API without Next's
  // per-request work (scripts/production-server.ts).
  const command = ["--import", "tsx", mode === "dev" ? "scripts/dev-server.ts" : "scripts/production-server.ts"];
  const child = spawn(process.execPath, command, {
    stdio: "inherit",
    env: { ...process.env, PORT: port },
    // Development: the server and Turbopack's Node.js workers (postcss/Tailwind and other loaders) get their own
    // process group, so Ctrl+C reaches the server only, through the forwarding below. In the terminal's group
    // the workers died at once while the server was still stopping; a compilation in that window failed
    // ("Node.js subprocess crashed while evaluating loaders [postcss]"), and Turbopack kept the failure in its
    // development cache for the next start (issue 27; scripts/dev-server.ts says more).
    detached: mode === "dev",
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => child.kill(signal === "SIGHUP" ? "SIGTERM" : signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
