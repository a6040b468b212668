#!/usr/bin/env node
// postlane: the Postlane API from a terminal, for API-key holders. `postlane <group> <command>`; tables for
// people, --json for scripts; the API's own error message and a non-zero exit when a request fails.
import { parseArgs } from "node:util";
import { createPostlaneClient, PostlaneApiError } from "./client.js";
import { accountCommands } from "./cli/commands/accounts.js";
import { analyticsCommands } from "./cli/commands/analytics.js";
import { approvalCommands } from "./cli/commands/approvals.js";
import { linkBlockCommands } from "./cli/commands/link-blocks.js";
import { linkPageCommands } from "./cli/commands/link-pages.js";
import { queueCommands } from "./cli/commands/queue.js";
import { reviewLinkCommands } from "./cli/commands/review-links.js";
import { systemCommands } from "./cli/commands/system.js";
import { webhookDeliveryCommands } from "./cli/commands/webhook-deliveries.js";
import { ideaCommands } from "./cli/commands/ideas.js";
import { linkCommands } from "./cli/commands/links.js";
import { mediaCommands } from "./cli/commands/media.js";
import { mediaLibraryCommands } from "./cli/commands/media-library.js";
import { postCommands } from "./cli/commands/posts.js";
import { postImportCommands } from "./cli/commands/posts-import.js";
import { webhookCommands } from "./cli/commands/webhooks.js";
import { workspaceCommands } from "./cli/commands/workspace.js";
import { UsageError, type Command } from "./cli/command.js";
import { bashCompletion, zshCompletion } from "./cli/completion.js";
import { commandHelp, GLOBAL_OPTIONS, groupHelp, overallHelp } from "./cli/help.js";

// Every REST operation has a command here (test/cli/commands-cover-operations.test.ts checks it).
const COMMANDS: Command[] = [
  ...accountCommands,
  ...postCommands,
  ...approvalCommands,
  ...reviewLinkCommands,
  ...postImportCommands,
  ...queueCommands,
  ...ideaCommands,
  ...mediaCommands,
  ...mediaLibraryCommands,
  ...linkCommands,
  ...linkPageCommands,
  ...linkBlockCommands,
  ...webhookCommands,
  ...webhookDeliveryCommands,
  ...analyticsCommands,
  ...workspaceCommands,
  ...systemCommands,
];

// Completion scripts are generated from the table above (so they need no key and reach no server).
for (const shell of ["bash", "zsh"] as const) {
  COMMANDS.push({
    group: "completion",
    action: shell,
    summary: `Print a ${shell} completion script: eval "$(postlane completion ${shell})"`,
    offline: true,
    run: async () => console.log((shell === "bash" ? bashCompletion : zshCompletion)(COMMANDS, GLOBAL_OPTIONS)),
  });
}

/** Exit codes: 1 the API (or the network) refused, 2 the command line was wrong. */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

function fail(message: string, code: number, json: boolean, status?: number, errorCode?: string): never {
  if (json)
    console.log(JSON.stringify({ error: message, ...(errorCode !== undefined ? { code: errorCode } : {}), ...(status !== undefined ? { status } : {}) }));
  console.error(`Error: ${message}`);
  process.exit(code);
}

/** Why fetch itself failed (nothing listening, a bad host), in words: undici hides it in `cause`. */
function networkReason(error: Error): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

/** The options that take a value, in any command: their value is not a word of the command line. */
const VALUE_OPTIONS = new Set(
  [GLOBAL_OPTIONS, ...COMMANDS.map((c) => c.options ?? {})].flatMap((options) =>
    Object.entries(options)
      .filter(([, o]) => o.type === "string")
      .flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]),
  ),
);

/** The words of `postlane <group> <action> <args…>`, wherever the options stand (`postlane --json posts list`). */
function words(argv: string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i];
    if (token === "--") return [...found, ...argv.slice(i + 1)];
    if (!token.startsWith("-") || token === "-") found.push(token);
    else if (!token.includes("=") && VALUE_OPTIONS.has(token)) i++;
  }
  return found;
}

/** The usage shown under a command-line mistake: the command's own when it is known, else its group's or all. */
let usageAfterError = () => overallHelp(COMMANDS);

async function main(argv: string[]): Promise<void> {
  const [group, action] = words(argv);
  const groupCommands = COMMANDS.filter((c) => c.group === group);
  const command = groupCommands.find((c) => c.action === action);
  const wantsHelp = argv.includes("--help") || argv.includes("-h");
  if (groupCommands.length > 0) usageAfterError = () => groupHelp(group!, groupCommands);
  if (command) usageAfterError = () => commandHelp(command);
  // Options are read against the command's own (or, before a command is known, the global ones), so an
  // unknown flag is named wherever it stands.
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, options: { ...(command?.options ?? {}), ...GLOBAL_OPTIONS }, allowPositionals: true, strict: true });
  } catch (error) {
    if (!command && group && groupCommands.length === 0) throw new UsageError(`Unknown command "${group}"`);
    if (!command && action) throw new UsageError(`Unknown command "${group} ${action}"`);
    // node's message goes on to explain `--`; the first sentence names the flag.
    const unknown = /^Unknown option '([^']+)'/.exec((error as Error).message);
    throw new UsageError(unknown ? `Unknown option "${unknown[1]}"` : (error as Error).message);
  }
  if (!group) {
    if (!wantsHelp) throw new UsageError("Give a command");
    return console.log(overallHelp(COMMANDS));
  }
  if (groupCommands.length === 0) throw new UsageError(`Unknown command "${group}"`);
  if (!command) {
    if (wantsHelp || !action) return console.log(groupHelp(group, groupCommands));
    throw new UsageError(`Unknown command "${group} ${action}"`);
  }
  if (wantsHelp) return console.log(commandHelp(command));

  const { values, positionals } = parsed;
  const args = positionals.slice(2);
  const expected = command.args ?? [];
  if (args.length !== expected.length) {
    throw new UsageError(
      expected.length === 0 ? `Unexpected argument "${args[0]}"` : `Give ${expected.join(" ")} (postlane ${group} ${action} ${expected.join(" ")})`,
    );
  }

  const apiKey = process.env.POSTLANE_API_KEY ?? "";
  if (!apiKey && !command.offline) throw new UsageError("Set POSTLANE_API_KEY to an API key (Settings → API keys in the app)");
  const url = (typeof values["app-url"] === "string" ? values["app-url"] : undefined) ?? process.env.POSTLANE_URL ?? "http://localhost:3000";
  const json = values.json === true;
  const client = createPostlaneClient({ url, apiKey });
  try {
    await command.run({
      client,
      values,
      args,
      print: (data, human) => (json ? console.log(JSON.stringify(data, null, 2)) : human()),
      note: (line) => console.error(line),
    });
  } catch (error) {
    if (error instanceof TypeError && error.message === "fetch failed") fail(`Cannot reach Postlane at ${url} (${networkReason(error)})`, EXIT_FAILED, json);
    throw error;
  }
}

const argv = process.argv.slice(2);
try {
  await main(argv);
} catch (error) {
  const json = argv.includes("--json");
  if (error instanceof PostlaneApiError) fail(error.message, EXIT_FAILED, json, error.status, error.code);
  if (error instanceof UsageError) {
    // One line naming the mistake, then the usage it breaks; stdout stays for --json's { error }.
    if (json) console.log(JSON.stringify({ error: error.message }));
    console.error(`Error: ${error.message}`);
    console.error("");
    console.error(usageAfterError());
    process.exit(EXIT_USAGE);
  }
  fail(error instanceof Error ? error.message : String(error), EXIT_FAILED, json);
}
