// The admin CLI's command line: its usage text and the parse of `<command> [--flags]` into the command that
// lib/admin/admin-commands.ts runs. Shared by scripts/cli.ts and the e2e specs' set-up (e2e/admin-cli.ts),
// which runs the same commands in its own process.
import { parseArgs } from "node:util";
import { ADMIN_COMMAND_NAMES } from "../lib/admin/admin-command-schema";

export const USAGE = `usage: npm run cli -- <command> [options]

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
export const FILE_COMMANDS = ["backup", "restore"];

export class UsageError extends Error {}

export function parseCommandLine(argv: string[]) {
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
