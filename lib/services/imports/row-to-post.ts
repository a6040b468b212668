// One import row → the body of POST /posts, plus the problems only the file can have: a date we cannot
// read, a time zone we do not know, an account handle that is not in the workspace, a media link that is
// not a web address, a cell that looks like a spreadsheet formula. Everything else (lengths, each network's
// rules, the accounts' connection) is the dry run's job (check-import-rows.ts). Pure: the accounts are given.
import { TZDate } from "@date-fns/tz";
import { isTimeZone } from "../../time/time-zone";
import type { CreatePostRequest } from "../../schemas/posts";
import { captionColumnNetwork, networkLabel, networkNamed } from "./csv-columns";
import type { CsvRow, RowProblem } from "./read-csv-file";

export type ImportMode = "draft" | "scheduled" | "queue";

export interface ImportAccount {
  id: string;
  platform: string;
  platformUsername: string;
  isConnected: boolean;
}

/** Separators inside one cell of a list (accounts, media links, hashtags). */
const LIST = /[\s,;|]+/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * ISO 8601 date and time, extended (`2026-12-01 09:00`, `2026-12-01T09:00:00.000`) or basic
 * (`20261201T090000`), with optional fractional seconds and an optional `Z` or offset (`+09:00`, `+0900`,
 * `+09`). Groups: year, month, day, hour, minute, second, fraction, offset.
 */
const EXTENDED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const BASIC = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(?:(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?:\d{2})?)?$/i;
/** How far from this year a post's date may be: last year (a late draft) to ten years ahead. */
const YEARS_BACK = 1;
const YEARS_AHEAD = 10;

/** Leading characters a spreadsheet skips or that hide what a cell starts with: spaces, zero-width ones, a BOM. */
const INVISIBLE_LEAD = /^[\s\u200B-\u200D\u2060\uFEFF]+/;
/** One operand of arithmetic a spreadsheet would compute: a number (`2`, `1.5`, `20%`) or a cell (`A1`, `$B$2`). */
const OPERAND = String.raw`\(*\s*(?:\d+(?:[.,]\d+)*%?|\$?[A-Z]{1,3}\$?\d+)\s*\)*`;
/** `+1+1`, `-2+3`, `-A1*2`, `+A1`: a sign, then arithmetic or a cell reference and nothing else. */
const ARITHMETIC = new RegExp(String.raw`^[+\-]\s*${OPERAND}(?:\s*[-+*/^&]\s*${OPERAND})+\s*$|^[+\-]\s*\$?[A-Z]{1,3}\$?\d+\s*$`, "i");

/**
 * A cell a spreadsheet would run as a formula when the file is opened again: `=…`; `+ - @` followed by a
 * function call or a DDE link (`=cmd|' /C calc'!A0`, `@SUM(…)`); `+` or `-` followed by arithmetic (`+1+1`,
 * `-2+3`) or a cell reference. In every spelling (OWASP, CSV injection): fullwidth and small forms (`＝1+1`,
 * read through NFKC) and after leading spaces, zero-width characters or a BOM. A caption may well start
 * with "@ada", "- new" or "-20% today", so those are text; exported files prefix every such cell with '
 * anyway (problem-report.ts).
 */
export function looksLikeFormula(cell: string): boolean {
  const text = cell.normalize("NFKC").replace(INVISIBLE_LEAD, "");
  return /^=/.test(text) || /^[+\-@]\s*[A-Za-z_][\w.]*\s*\(/.test(text) || /^[=+\-@].*\|.*!/.test(text) || ARITHMETIC.test(text);
}

function splitList(cell: string): string[] {
  return cell.split(LIST).filter((part) => part !== "");
}

const handleOf = (name: string) => name.replace(/^@/, "").toLowerCase();

/** Reads one word of the accounts cell: an account id, `network:@handle`, `@handle`, or a network name. */
function resolveAccount(word: string, accounts: ImportAccount[]): { platform: string; accountId?: string } | string {
  if (UUID.test(word)) {
    const account = accounts.find((a) => a.id === word.toLowerCase());
    return account ? { platform: account.platform, accountId: account.id } : `No account of this workspace has the id ${word}.`;
  }
  const [first, ...rest] = word.split(":");
  const network = rest.length > 0 ? networkNamed(first) : null;
  if (rest.length > 0 && !network) return `“${first}” is not a network we post to (write it like bluesky:@handle).`;
  if (rest.length === 0 && networkNamed(word) && !word.startsWith("@")) {
    // A network alone: the workspace's one connected account of it, as POST /posts does without an accountId.
    const platform = networkNamed(word)!;
    const connected = accounts.filter((a) => a.platform === platform && a.isConnected);
    if (connected.length === 1) return { platform, accountId: connected[0].id };
    return connected.length === 0
      ? `This workspace has no connected ${networkLabel(platform)} account. Connect one on the Accounts page.`
      : `This workspace has ${connected.length} ${networkLabel(platform)} accounts: name one, like ${platform}:@${handleOf(connected[0].platformUsername)}.`;
  }
  const handle = handleOf(network ? rest.join(":") : word);
  const found = accounts.filter((a) => handleOf(a.platformUsername) === handle && (!network || a.platform === network));
  if (found.length === 1) return { platform: found[0].platform, accountId: found[0].id };
  if (found.length > 1) {
    return `@${handle} is an account on ${found.map((a) => networkLabel(a.platform)).join(" and ")}: write it as ${found[0].platform}:@${handle}.`;
  }
  return network
    ? `This workspace has no ${networkLabel(network)} account @${handle}. Connect it on the Accounts page, or fix the handle.`
    : `This workspace has no account @${handle}. Connect it on the Accounts page, or fix the handle.`;
}

function readDate(cells: Record<string, string>, defaultZone: string, problems: RowProblem[]): string | undefined {
  const date = cells.date ?? "";
  if (date === "") return undefined;
  const zoneCell = cells.timezone ?? "";
  if (zoneCell !== "" && !isTimeZone(zoneCell)) {
    problems.push({ column: "timezone", message: `“${zoneCell}” is not a time zone we know. Write it like Europe/Berlin or America/New_York.` });
    return undefined;
  }
  const match = EXTENDED.exec(date) ?? BASIC.exec(date);
  if (!match) {
    problems.push({ column: "date", message: `We cannot read “${date}” as a date and time. Write it like 2026-12-01 09:00.` });
    return undefined;
  }
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) {
    problems.push({ column: "date", message: `“${date}” is not a time of day: hours go from 0 to 23, minutes and seconds from 0 to 59.` });
    return undefined;
  }
  const thisYear = new Date().getUTCFullYear();
  if (Number(y) < thisYear - YEARS_BACK || Number(y) > thisYear + YEARS_AHEAD) {
    problems.push({
      column: "date",
      message: `“${date}” is in the year ${Number(y)}: a post's date must be between ${thisYear - YEARS_BACK} and ${thisYear + YEARS_AHEAD}.`,
    });
    return undefined;
  }
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0), ms] as const;
  let at: Date;
  if (offset) {
    const sign = offset.toUpperCase() === "Z" ? 0 : offset.startsWith("-") ? -1 : 1;
    const minutes = sign === 0 ? 0 : sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.replace(":", "").slice(3, 5) || 0));
    if (Math.abs(minutes) > 14 * 60 || Number(offset.replace(":", "").slice(3, 5) || 0) > 59) {
      problems.push({ column: "date", message: `“${date}” has an offset from UTC that does not exist (they go from -12:00 to +14:00).` });
      return undefined;
    }
    at = new Date(Date.UTC(...parts) - minutes * 60_000);
  } else {
    at = new Date(new TZDate(...parts, zoneCell || defaultZone).getTime());
  }
  // A day that does not exist (31 November) or an hour the zone skips (a DST gap) does not read back the same.
  const check = new TZDate(offset ? Date.UTC(...parts) : at.getTime(), offset ? "UTC" : zoneCell || defaultZone);
  if (Number.isNaN(at.getTime()) || check.getMonth() !== parts[1] || check.getDate() !== parts[2] || check.getHours() !== parts[3]) {
    problems.push({
      column: "date",
      message: `“${date}” is not a real date and time${offset ? "" : ` in ${zoneCell || defaultZone}`}. Check the day and the hour.`,
    });
    return undefined;
  }
  return at.toISOString();
}

/**
 * The row as a CreatePostRequest for `mode`, and what in its cells is wrong. `defaultZone` reads a date with
 * neither an offset nor a `timezone` cell: the importer's zone in the web app, the workspace's through the API.
 */
export function rowToPost(
  row: CsvRow,
  context: { accounts: ImportAccount[]; defaultZone: string; mode: ImportMode },
): { input: CreatePostRequest; problems: RowProblem[] } {
  const { cells } = row;
  const problems: RowProblem[] = [];
  for (const [column, cell] of Object.entries(cells)) {
    if (looksLikeFormula(cell)) {
      problems.push({
        column,
        message:
          "This cell looks like a spreadsheet formula (it starts with =, or +, - or @ and a function). Remove the formula, or start the text differently.",
      });
    }
  }

  const mappings: NonNullable<CreatePostRequest["accountMappings"]> = [];
  const words = splitList(cells.accounts ?? "");
  if (words.length === 0) problems.push({ column: "accounts", message: "Say where this post goes: one or more accounts, like bluesky:@ada.bsky.social." });
  for (const word of words) {
    const resolved = resolveAccount(word, context.accounts);
    if (typeof resolved === "string") problems.push({ column: "accounts", message: resolved });
    else mappings.push(resolved as (typeof mappings)[number]);
  }
  const platforms = [...new Set(mappings.map((m) => m.platform))];

  const scheduledAt = readDate(cells, context.defaultZone, problems);
  if (context.mode === "scheduled" && scheduledAt === undefined && (cells.date ?? "") === "") {
    problems.push({ column: "date", message: "Give the date and time to publish, like 2026-12-01 09:00 (or import as drafts or into the queue)." });
  }

  const platformCaptions: Record<string, string> = {};
  for (const [column, cell] of Object.entries(cells)) {
    const network = captionColumnNetwork(column);
    if (network && cell !== "") {
      if (platforms.includes(network)) platformCaptions[network] = cell;
      else problems.push({ column, message: `There is a ${networkLabel(network)} caption but no ${networkLabel(network)} account in “accounts”.` });
    }
  }
  const mediaUrls = splitList(cells.media_urls ?? "");
  for (const url of mediaUrls) {
    if (!/^https?:\/\/[^\s/]+/i.test(url)) problems.push({ column: "media_urls", message: `“${url}” is not a web address. Media links start with https://.` });
  }
  const firstComment = cells.first_comment ?? "";
  const hashtags = splitList(cells.hashtags ?? "").map((tag) => tag.replace(/^#/, ""));

  const input: CreatePostRequest = {
    accountMappings: mappings,
    ...(cells.caption ? { caption: cells.caption } : {}),
    ...(cells.title ? { title: cells.title } : {}),
    ...(Object.keys(platformCaptions).length > 0 ? { platformCaptions } : {}),
    ...(mediaUrls.length > 0 ? { mediaUrls } : {}),
    ...(hashtags.length > 0 ? { hashtags } : {}),
    // The first comment goes to every chosen network; platformOptions.<network>.firstComment is checked per network by the dry run.
    ...(firstComment !== "" ? { platformOptions: Object.fromEntries(platforms.map((p) => [p, { firstComment }])) } : {}),
    ...(context.mode === "queue" ? {} : scheduledAt ? { scheduledAt } : {}),
    status: context.mode === "scheduled" ? "scheduled" : "draft",
  } as CreatePostRequest;
  return { input, problems };
}
