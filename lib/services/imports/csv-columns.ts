// The columns of a post import file (docs/csv-import.md), and how a cell is named in a message: the
// spreadsheet's own row number and column letter, so a marketer finds it in the sheet they exported.
import { PLATFORM_IDS, PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";

/** At most this many posts per file: a month of an agency's plan fits many times over. */
export const MAX_IMPORT_ROWS = 5_000;

export const BASE_COLUMNS = ["date", "timezone", "caption", "accounts", "media_urls", "first_comment", "title", "hashtags"] as const;

/** Names people write for a network in a column header, beyond the platform id (`caption_x`). */
const NETWORK_ALIASES: Record<string, PlatformId> = { x: "twitter" };

/** The network a `caption_<network>` header names, or null. */
export function captionColumnNetwork(column: string): PlatformId | null {
  const match = /^caption_(.+)$/.exec(column);
  if (!match) return null;
  const name = match[1];
  if (NETWORK_ALIASES[name]) return NETWORK_ALIASES[name];
  return (PLATFORM_IDS as readonly string[]).includes(name) ? (name as PlatformId) : null;
}

/** A network as written in a cell (`bluesky`, `x`, `X`), or null. */
export function networkNamed(word: string): PlatformId | null {
  const name = word.toLowerCase();
  if (NETWORK_ALIASES[name]) return NETWORK_ALIASES[name];
  return (PLATFORM_IDS as readonly string[]).includes(name) ? (name as PlatformId) : null;
}

export const networkLabel = (platform: string) => PLATFORM_LABELS[platform as PlatformId] ?? platform;

/** A header as we compare it: `Caption X` and `caption_x` are the same column. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

export function isKnownColumn(column: string): boolean {
  return (BASE_COLUMNS as readonly string[]).includes(column) || captionColumnNetwork(column) !== null;
}

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
