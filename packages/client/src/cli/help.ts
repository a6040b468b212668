// The --help texts: the whole command set, one group's commands, or one command with its options.
import type { Command, OptionSpec } from "./command.js";

export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  json: { type: "boolean", description: "Print the API's data as JSON (for scripts); errors too, as { error, status }." },
  // Not `--url`: webhooks and link blocks have a url of their own.
  "app-url": { type: "string", valueName: "url", description: "The app's address. Default: $POSTLANE_URL, else http://localhost:3000." },
  help: { type: "boolean", short: "h", description: "Show help." },
};

const ENVIRONMENT = `Environment:
  POSTLANE_API_KEY  an API key (pl_live_… or pl_test_…) from Settings → API keys; test keys publish to sandboxes only
  POSTLANE_URL      the app's address, e.g. https://postlane.example.com (default http://localhost:3000)`;

function optionLines(options: Record<string, OptionSpec>): string[] {
  const labels = Object.entries(options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : "    "}--${name}${o.type === "string" ? ` <${o.valueName ?? "value"}>` : ""}`;
    return [flag + (o.multiple ? " …" : ""), o.description] as const;
  });
  const width = Math.max(...labels.map(([flag]) => flag.length));
  return labels.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`);
}

export function overallHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => `${c.group} ${c.action}`.length));
  return [
    "Usage: postlane <group> <command> [arguments] [options]",
    "",
    "Commands:",
    ...commands.map((c) => `  ${`${c.group} ${c.action}`.padEnd(width)}  ${c.summary}`),
    "",
    "Options for every command:",
    ...optionLines(GLOBAL_OPTIONS),
    "",
    ENVIRONMENT,
    "",
    "Run `postlane <group> <command> --help` for a command's own options.",
  ].join("\n");
}

export function groupHelp(group: string, commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.action.length));
  return [`Usage: postlane ${group} <command> [options]`, "", "Commands:", ...commands.map((c) => `  ${c.action.padEnd(width)}  ${c.summary}`)].join("\n");
}

export function commandHelp(command: Command): string {
  const usage = ["postlane", command.group, command.action, ...(command.args ?? []), "[options]"].join(" ");
  const lines = [`Usage: ${usage}`, "", command.summary + ".", "", "Options:", ...optionLines({ ...(command.options ?? {}), ...GLOBAL_OPTIONS })];
  if (command.examples?.length) lines.push("", "Examples:", ...command.examples.map((e) => `  ${e}`));
  lines.push("", ENVIRONMENT);
  return lines.join("\n");
}
