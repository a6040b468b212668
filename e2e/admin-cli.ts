// The operator's admin commands (`npm run cli -- …`, scripts/cli.ts), as the specs set people, keys and
// accounts up. They run here, in the Playwright worker, with the same code the CLI runs: on PostgreSQL
// (DATABASE_URL, as CI runs) straight against the e2e server's database; on the embedded database through the
// running app's admin route, as the CLI does then. A child process per command cost about 4 s of CPU (loading
// the app's modules through tsx), some 150 times a run; here the modules load once per worker.

// Set before the app's modules read them: the e2e server's data folder, and no info lines in the report.
process.env.POSTLANE_DATA_DIR ??= ".data/e2e";
process.env.LOG_LEVEL ??= "warn";

async function loadAdminModules() {
  const [{ parseCommandLine }, { runAdminCommand }, { setDatabaseOwnerRole }, { resetEnv }, { appOwningTheDatabase, sendAdminCommandToApp }] =
    await Promise.all([
      import("../scripts/cli-command-line"),
      import("../lib/admin/admin-commands"),
      import("../lib/db"),
      import("../lib/env"),
      import("../lib/admin/admin-client"),
    ]);
  setDatabaseOwnerRole("cli");
  return { parseCommandLine, runAdminCommand, resetEnv, appOwningTheDatabase, sendAdminCommandToApp };
}

// Loaded on first use, so a spec that never sets anything up does not pay for the app's modules.
let loaded: ReturnType<typeof loadAdminModules> | undefined;

/** Runs the admin command `…args` (as `npm run cli -- …args`) and returns its answer as the CLI prints it. */
export async function adminCli<T = Record<string, unknown>>(...args: string[]): Promise<T> {
  const admin = await (loaded ??= loadAdminModules());
  // As a new CLI process would: the environment is read again for each command (a spec sets SMTP_URL for the
  // operator's `report send` only; lib/env.ts otherwise keeps what it read first).
  admin.resetEnv();
  const command = admin.parseCommandLine(args);
  // Where scripts/cli.ts runs it: in the app that owns the embedded database, else here.
  const app = admin.appOwningTheDatabase();
  const answer = app ? await admin.sendAdminCommandToApp(app, command) : await admin.runAdminCommand(command);
  // The CLI prints JSON: dates and the like reach the specs as the same strings.
  return JSON.parse(JSON.stringify(answer)) as T;
}
