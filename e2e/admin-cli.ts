// The operator's admin commands (`npm run cli -- …`, scripts/cli.ts), as the specs set people, keys and
// accounts up. They run here, in the Playwright worker, with the same code the CLI runs: on PostgreSQL
// (DATABASE_URL, as CI runs) straight against the e2e server's database; on the embedded database through the
// running app's admin route, as the CLI does then. A child process per command cost about 4 s of CPU (loading
// the app's modules through tsx), some 150 times a run; here the modules load once per worker.
import type { EmbeddedLock } from "../lib/db/embedded-lock";

// Set before the app's modules read them: the e2e server's data folder, and no info lines in the report.
process.env.POSTLANE_DATA_DIR ??= ".data/e2e";
process.env.LOG_LEVEL ??= "warn";

interface AdminModules {
  parseCommandLine: (argv: string[]) => { command: string; options: Record<string, unknown> };
  runAdminCommand: (command: unknown) => Promise<unknown>;
  resetEnv: () => void;
  isEmbeddedDatabase: () => boolean;
  readEmbeddedLock: () => EmbeddedLock | null;
  sendAdminCommandToApp: (lock: EmbeddedLock, command: unknown) => Promise<unknown>;
}

let loaded: Promise<AdminModules> | undefined;

// Loaded on first use, so a spec that never sets anything up does not pay for the app's modules.
function adminModules(): Promise<AdminModules> {
  loaded ??= (async () => {
    const [
      { parseCommandLine },
      { runAdminCommand },
      { setDatabaseOwnerRole },
      { isEmbeddedDatabase, resetEnv },
      { readEmbeddedLock },
      { sendAdminCommandToApp },
    ] = await Promise.all([
      import("../scripts/cli-command-line"),
      import("../lib/admin/admin-commands"),
      import("../lib/db"),
      import("../lib/env"),
      import("../lib/db/embedded-lock"),
      import("../lib/admin/admin-client"),
    ]);
    setDatabaseOwnerRole("cli");
    return { parseCommandLine, runAdminCommand, resetEnv, isEmbeddedDatabase, readEmbeddedLock, sendAdminCommandToApp };
  })();
  return loaded;
}

/** Runs the admin command `…args` (as `npm run cli -- …args`) and returns its answer as the CLI prints it. */
export async function adminCli<T = Record<string, unknown>>(...args: string[]): Promise<T> {
  const admin = await adminModules();
  // As a new CLI process would: the environment is read again for each command (a spec sets SMTP_URL for the
  // operator's `report send` only; lib/env.ts otherwise keeps what it read first).
  admin.resetEnv();
  const command = admin.parseCommandLine(args);
  let answer: unknown;
  if (admin.isEmbeddedDatabase()) {
    const app = admin.readEmbeddedLock();
    if (!app || app.role !== "app") throw new Error("the e2e app is not running on the embedded database");
    answer = await admin.sendAdminCommandToApp(app, command);
  } else {
    answer = await admin.runAdminCommand(command);
  }
  // The CLI prints JSON: dates and the like reach the specs as the same strings.
  return JSON.parse(JSON.stringify(answer)) as T;
}
