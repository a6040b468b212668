// Admin CLI: npm run cli -- <command> [--flags]; prints JSON. See `npm run cli -- help`.
// On the embedded database only one process may open .data/pglite: while the app runs, commands are sent
// to it over its local admin route (token from .data/app.lock); otherwise this process opens it itself.
import { parseArgs } from "node:util";
import { logToStderr } from "../lib/observability/logger";
import { ADMIN_COMMAND_NAMES, runAdminCommand } from "../lib/admin/admin-commands";
import { AppError } from "../lib/errors";
import { disconnectDb, setDatabaseOwnerRole } from "../lib/db";
import { EmbeddedDatabaseBusyError, readEmbeddedLock } from "../lib/db/embedded-lock";
import { migrateDatabase } from "../lib/db/migrate-database";
import { isEmbeddedDatabase } from "../lib/env";
import { sendAdminCommandToApp } from "../lib/admin/admin-client";
import { backupEmbeddedDatabase, restoreEmbeddedDatabaseFrom } from "../lib/admin/backup-restore";

// stdout carries the command's JSON answer (scripts and the e2e specs parse it): log lines go to stderr.
logToStderr();

const USAGE = `usage: npm run cli -- <command> [options]

  user create --email <e> --password <p> [--name <n>]
  user verify --email <e>                  mark the address verified (operators in POSTLANE_ADMIN_EMAILS need it)
  user reset-link --email <e>              a password reset link, shown once (the way without SMTP)
  workspace create --name <n> --owner <email>
  member add --workspace <id> --email <e> --role owner|admin|manager|member|viewer
  key create --workspace <id> --user <email> --scopes <a,b|all> --mode live|test [--name <n>] [--expires-at <iso>] [--drafts-only]
  key revoke <id>
  account add --workspace <id> --platform <p> --username <u> [--sandbox]
  quota set --workspace <id> --monthly-posts <n>
  report send --workspace <id>             the scheduled analytics report, now (the last complete week or month)
  status                                   the operator's summary (as /admin shows it)
  backup --out <file.tar.gz> [--force]     online backup of the embedded database (docs/operations-backups.md)
  restore --in <file.tar.gz> [--force]     restore it while the app is stopped; --force replaces an existing one`;

/** Commands on the data folder itself, run by this process (a backup asks the running app when there is one). */
const FILE_COMMANDS = ["backup", "restore"];

class UsageError extends Error {}

function parseCommandLine(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      owner: { type: "string" },
      workspace: { type: "string" },
      role: { type: "string" },
      user: { type: "string" },
      scopes: { type: "string" },
      mode: { type: "string" },
      "expires-at": { type: "string" },
      "drafts-only": { type: "boolean" },
      platform: { type: "string" },
      username: { type: "string" },
      sandbox: { type: "boolean" },
      "monthly-posts": { type: "string" },
      out: { type: "string" },
      in: { type: "string" },
      force: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals.slice(0, 2).join(" ");
  if (values.help || positionals[0] === "help" || positionals.length === 0) throw new UsageError(USAGE);
  if (FILE_COMMANDS.includes(positionals[0]) && positionals.length === 1) return { command: positionals[0], options: values };
  if (!ADMIN_COMMAND_NAMES.includes(command as (typeof ADMIN_COMMAND_NAMES)[number])) {
    throw new UsageError(`unknown command "${command}"\n\n${USAGE}`);
  }
  const extra = positionals.slice(2);
  if (command === "key revoke") return { command, options: { ...values, id: extra[0] } };
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}" for ${command}`);
  return { command, options: values };
}

async function runInThisProcess(command: unknown): Promise<unknown> {
  setDatabaseOwnerRole("cli");
  if (isEmbeddedDatabase()) await migrateDatabase();
  try {
    return await runAdminCommand(command);
  } finally {
    await disconnectDb();
  }
}

async function runFileCommand(command: string, options: { out?: string; in?: string; force?: boolean }): Promise<unknown> {
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
  const app = isEmbeddedDatabase() ? readEmbeddedLock() : null;
  const result = app && app.role === "app" ? await sendAdminCommandToApp(app, command) : await runInThisProcess(command);
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
