// Hot reload of a page edit, as a person makes it: change a sentence of the idea board page on disk and see
// the open tab show it without a reload; then put the file back and see the original again. The file is
// restored whatever happens (also on Ctrl-C, through restoreEditedPage()).
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const PAGE_FILE = path.join("app", "(app)", "[workspace]", "ideas", "page.tsx");
const SENTENCE = "Collect ideas and move them toward publishing.";

let original: string | undefined;

/** Puts the edited page back as it was (idempotent; safe from a signal handler). */
export function restoreEditedPage(): void {
  if (original === undefined) return;
  fs.writeFileSync(PAGE_FILE, original);
  original = undefined;
}

/** The tab must be on the idea board. Returns the ms from the edit to the new text on screen. */
export async function checkHotReload(page: Page, marker: string): Promise<number> {
  const source = fs.readFileSync(PAGE_FILE, "utf8");
  if (!source.includes(SENTENCE)) throw new Error(`${PAGE_FILE} no longer says "${SENTENCE}": update scripts/dev-smoke/hot-reload-check.ts`);
  const edited = `${SENTENCE} ${marker}`;
  original = source;
  const started = Date.now();
  try {
    fs.writeFileSync(PAGE_FILE, source.replace(SENTENCE, edited));
    await expect(page.getByText(edited)).toBeVisible({ timeout: 30_000 });
    return Date.now() - started;
  } finally {
    restoreEditedPage();
    await expect(page.getByText(edited)).toHaveCount(0, { timeout: 30_000 });
  }
}
