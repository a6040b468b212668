// What one `postlane <group> <action>` is: its options (with the help text each shows) and what it does.
import { readFileSync } from "node:fs";
import type { PostlaneClient } from "../client.js";

export interface OptionSpec {
  type: "string" | "boolean";
  multiple?: boolean;
  short?: string;
  /** Shown by --help: what it means, its unit or format, and what leaving it out does. */
  description: string;
  /** The placeholder --help shows after a string option (`--limit <n>`). */
  valueName?: string;
}

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface CommandContext {
  client: PostlaneClient;
  values: OptionValues;
  /** Arguments after `<group> <action>`, e.g. the id of `posts get <id>`. */
  args: string[];
  /** Prints the command's result: `--json` prints `data` as JSON, otherwise `human()` writes for a person. */
  print: (data: unknown, human: () => void) => void;
  /** A line for people on stderr (kept out of stdout, so `--json` output stays parseable). */
  note: (line: string) => void;
}

export interface Command {
  group: string;
  action: string;
  summary: string;
  /** Positional arguments as --help shows them (`<id>`); required in that number. */
  args?: string[];
  options?: Record<string, OptionSpec>;
  examples?: string[];
  /** Needs no API key and no server (`completion`). */
  offline?: boolean;
  run: (context: CommandContext) => Promise<void>;
}

/** A usage mistake (unknown option, missing id): printed with the command's help, exit code 2. */
export class UsageError extends Error {}

export const stringValue = (values: OptionValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
};

export const stringList = (values: OptionValues, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
};

/** A positive whole number option, or undefined when not given. */
export function integerValue(values: OptionValues, name: string): number | undefined {
  const raw = stringValue(values, name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** A JSON option's value: inline JSON, `@file` for a file's contents, or `-` for stdin. Undefined when not given. */
export function jsonValue(values: OptionValues, name: string): unknown {
  const raw = stringValue(values, name);
  if (raw === undefined) return undefined;
  const text = raw === "-" ? readFileSync(0, "utf8") : raw.startsWith("@") ? readFileSync(raw.slice(1), "utf8") : raw;
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--${name} is not valid JSON`);
  }
}
