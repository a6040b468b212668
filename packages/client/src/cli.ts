#!/usr/bin/env node
// postlane: the Postlane API from a terminal, for API-key holders. `postlane <group> <command>`; tables for
// people, --json for scripts; the API's own error message and a non-zero exit when a request fails.
import { parseArgs } from "node:util";
import { createPostlaneClient, PostlaneApiError } from "./client.js";
import { accountCommands } from "./cli/commands/accounts.js";
import { ideaCommands } from "./cli/commands/ideas.js";
import { linkCommands } from "./cli/commands/links.js";
import { mediaCommands } from "./cli/commands/media.js";
import { mediaLibraryCommands } from "./cli/commands/media-library.js";
import { postCommands } from "./cli/commands/posts.js";
import { postImportCommands } from "./cli/commands/posts-import.js";
import { webhookCommands } from "./cli/commands/webhooks.js";
import { workspaceCommands } from "./cli/commands/workspace.js";
import { UsageError, type Command } from "./cli/command.js";
import { commandHelp, GLOBAL_OPTIONS, groupHelp, overallHelp } from "./cli/help.js";

const COMMANDS: Command[] = [
  ...accountCommands,
  ...postCommands,
  ...postImportCommands,
  ...ideaCommands,
  ...mediaCommands,
  ...mediaLibraryCommands,
  ...linkCommands,
  ...webhookCommands,
  ...workspaceCommands,
];

/** Exit codes: 1 the API (or the network) refused, 2 the command line was wrong. */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

function fail(message: string, code: number, json: boolean, status?: number): never {
  if (json) console.log(JSON.stringify({ error: message, ...(status !== undefined ? { status } : {}) }));
  console.error(`Error: ${message}`);
  process.exit(code);
}

/** Why fetch itself failed (nothing listening, a bad host), in words: undici hides it in `cause`. */
function networkReason(error: Error): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

async function main(argv: string[]): Promise<void> {
  // `postlane <group> <command> …`: the two words come first, as the usage says.
  const [group, action] = argv.slice(0, 2).map((word) => (word.startsWith("-") ? undefined : word));
  const wantsJson = argv.includes("--json");
  const groupCommands = COMMANDS.filter((c) => c.group === group);
  const command = groupCommands.find((c) => c.action === action);
  const wantsHelp = argv.includes("--help") || argv.includes("-h");
  if (!group) {
    console.log(overallHelp(COMMANDS));
    if (!wantsHelp) process.exitCode = EXIT_USAGE;
    return;
  }
  if (groupCommands.length === 0) fail(`Unknown command "${group}". Run \`postlane --help\` for the list.`, EXIT_USAGE, wantsJson);
  if (!command) {
    if (wantsHelp || !action) return console.log(groupHelp(group, groupCommands));
    fail(`Unknown command "${group} ${action}". Run \`postlane ${group} --help\` for the list.`, EXIT_USAGE, wantsJson);
  }
  if (wantsHelp) return console.log(commandHelp(command));

  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, options: { ...(command.options ?? {}), ...GLOBAL_OPTIONS }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const args = positionals.slice(2);
  const expected = command.args ?? [];
  if (args.length !== expected.length) {
    throw new UsageError(
      expected.length === 0 ? `Unexpected argument "${args[0]}"` : `Give ${expected.join(" ")} (postlane ${group} ${action} ${expected.join(" ")})`,
    );
  }

  const apiKey = process.env.POSTLANE_API_KEY;
  if (!apiKey) throw new UsageError("Set POSTLANE_API_KEY to an API key (Settings → API keys in the app)");
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
  if (error instanceof PostlaneApiError) fail(error.message, EXIT_FAILED, json, error.status);
  if (error instanceof UsageError) fail(`${error.message}. See --help.`, EXIT_USAGE, json);
  fail(error instanceof Error ? error.message : String(error), EXIT_FAILED, json);
}
