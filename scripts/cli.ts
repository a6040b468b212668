// Admin CLI: npm run cli -- <command> [--flags]; prints JSON. See `npm run cli -- help`.
// On the embedded database only one process may open .data/pglite: while the app runs, commands are sent
// to it over its local admin route (token from .data/app.lock); otherwise this process opens it itself.
import { logToStderr } from "../lib/observability/logger";
import { AppError } from "../lib/errors";
import { EmbeddedDatabaseBusyError } from "../lib/db/embedded-lock";
import { appOwningTheDatabase, sendAdminCommandToApp } from "../lib/admin/admin-client";
import { FILE_COMMANDS, parseCommandLine, UsageError } from "./cli-command-line";

// stdout carries the command's JSON answer (scripts and the e2e specs parse it): log lines go to stderr.
logToStderr();

// The services, the database and its migrations load only where this process runs a command itself: a command
// line refused, or one sent to the running app, needs none of them (about a second of each start).
async function runInThisProcess(command: unknown): Promise<unknown> {
  const [{ runAdminCommand }, { disconnectDb, setDatabaseOwnerRole }, { migrateDatabase }, { isEmbeddedDatabase }] = await Promise.all([
    import("../lib/admin/admin-commands"),
    import("../lib/db"),
    import("../lib/db/migrate-database"),
    import("../lib/env"),
  ]);
  setDatabaseOwnerRole("cli");
  if (isEmbeddedDatabase()) await migrateDatabase();
  try {
    return await runAdminCommand(command);
  } finally {
    await disconnectDb();
  }
}

async function runFileCommand(command: string, options: { out?: string; in?: string; force?: boolean }): Promise<unknown> {
  const { backupEmbeddedDatabase, restoreEmbeddedDatabaseFrom } = await import("../lib/admin/backup-restore");
  if (command === "backup") {
    if (!options.out) throw new UsageError("backup needs --out <file>");
    return backupEmbeddedDatabase({ out: options.out, force: options.force });
  }
  if (!options.in) throw new UsageError("restore needs --in <file>");
  return restoreEmbeddedDatabaseFrom({ input: options.in, force: options.force });
}

async function main(): Promise<number> {
  let command: ReturnType<typeof parseCommandLine>;
  try {
    command = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (FILE_COMMANDS.includes(command.command)) {
    let result: unknown;
    try {
      result = await runFileCommand(command.command, command.options);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const app = appOwningTheDatabase();
  const result = app ? await sendAdminCommandToApp(app, command) : await runInThisProcess(command);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof AppError || error instanceof EmbeddedDatabaseBusyError ? error.message : String(error);
    process.stderr.write(`${JSON.stringify({ error: message })}\n`);
    process.exit(error instanceof AppError && error.status === 400 ? 2 : 1);
  },
);
